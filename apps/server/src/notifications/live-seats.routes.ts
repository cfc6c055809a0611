import type { ServerResponse } from 'node:http'
import { PassThrough } from 'node:stream'
import { finished } from 'node:stream/promises'
import { LIVE_SEATS, LiveSeatsQuerySchema, type SeatsUpdate } from '@trippy/contracts'
import { API_MESSAGES } from '@trippy/contracts/api-messages'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../http-error.ts'

export type LiveSeatsOptions = {
  /** How often an open stream gets a comment, so that proxies never see it idle. */
  heartbeatMs?: number
  /** Open streams this instance keeps at most, and at most from one client address. */
  maxStreams?: number
  maxStreamsPerAddress?: number
}

/** Under the minute or so after which proxies (nginx, load balancers) drop a quiet response. */
export const LIVE_SEATS_HEARTBEAT_MS = 25_000
export const MAX_LIVE_SEATS_STREAMS = 2_000
/** A few tabs of one household, or of one office or mobile network behind a shared address. */
export const MAX_LIVE_SEATS_STREAMS_PER_ADDRESS = 20
/** A stream whose reader stopped reading is ended once this much is waiting for it. */
const MAX_UNREAD_BYTES = 64 * 1024
/** How long EventSource waits before it reconnects after a stream ends or breaks. */
const RECONNECT_AFTER_MS = 2_000

const StreamAnswer = {
  200: {
    description:
      'Server-sent events: `seats` events, each a SeatsUpdate as JSON, and heartbeat comments',
    content: { 'text/event-stream': { schema: z.string() } },
  },
}

const seatsEvent = (update: SeatsUpdate) =>
  `event: ${LIVE_SEATS.event}\ndata: ${JSON.stringify(update)}\n\n`

/** The stream as the answer (its documented schema is text, which a stream is not typed as). */
function sendEvents(reply: FastifyReply, stream: PassThrough) {
  return (
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // nginx would otherwise buffer the response and hold the events back.
      .header('x-accel-buffering', 'no')
      // Once a stream ends its connection goes too: kept alive, it would be an idle connection
      // that the closing server had already looked for, and the close would wait for it.
      .header('connection', 'close')
      .send(stream)
  )
}

/**
 * `GET /api/live/seats?packageId=…`: the package's seats left as server-sent events (numbers
 * only, for anyone), read with the browser's own EventSource (docs/realtime.md). The seats as
 * they are now go first on every connection, so a page that reconnects catches up by itself;
 * then an event after every change of seats on any instance, and a comment every
 * `heartbeatMs`. Not compressed (a compressor would hold the events back), logged once when it
 * opens, and ended when the app closes so that it never holds a shutdown up.
 */
export const liveSeatsRoutes: FastifyPluginAsyncZod<LiveSeatsOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? LIVE_SEATS_HEARTBEAT_MS
  const maxStreams = options.maxStreams ?? MAX_LIVE_SEATS_STREAMS
  const maxPerAddress = options.maxStreamsPerAddress ?? MAX_LIVE_SEATS_STREAMS_PER_ADDRESS
  /** Each open stream, and the response it is written to. */
  const open = new Map<PassThrough, ServerResponse>()
  const openPerAddress = new Map<string, number>()
  let closing = false

  app.get(
    LIVE_SEATS.path,
    { compress: false, schema: { querystring: LiveSeatsQuerySchema, response: StreamAnswer } },
    async (request, reply) => {
      const address = request.ip
      if (closing) throw new HttpError(429, 'The server is restarting. Please try again.')
      if (open.size >= maxStreams || (openPerAddress.get(address) ?? 0) >= maxPerAddress)
        throw new HttpError(429, 'Too many live connections. Please try again in a minute.')
      const now = await app.seatsNow(request.query.packageId)
      if (!now) throw new HttpError(404, API_MESSAGES.packageNotFound)

      const stream = new PassThrough()
      open.set(stream, reply.raw)
      openPerAddress.set(address, (openPerAddress.get(address) ?? 0) + 1)
      const send = (text: string) => {
        if (stream.writableLength > MAX_UNREAD_BYTES) stream.end()
        else if (stream.writable) stream.write(text)
      }
      const stopWatching = app.watchSeats(request.query.packageId, (update) =>
        send(seatsEvent(update)),
      )
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs)
      let ended = false
      const end = () => {
        if (ended) return
        ended = true
        clearInterval(heartbeat)
        stopWatching()
        open.delete(stream)
        const left = (openPerAddress.get(address) ?? 1) - 1
        if (left > 0) openPerAddress.set(address, left)
        else openPerAddress.delete(address)
        stream.end()
      }
      // The reader went away (the response closed) or the app is closing (the stream ended).
      reply.raw.once('close', end)
      stream.once('close', end)
      stream.once('finish', end)

      stream.write(`retry: ${RECONNECT_AFTER_MS}\n\n${seatsEvent(now)}`)
      return sendEvents(reply, stream)
    },
  )

  // Before the server stops listening: every stream is ended and its connection gone before the
  // server waits for its connections to end.
  app.addHook('preClose', async () => {
    closing = true
    const responses = [...open.values()]
    for (const stream of open.keys()) stream.end()
    await Promise.all(responses.map((response) => finished(response).catch(() => undefined)))
  })
}
