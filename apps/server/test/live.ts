import { LIVE_SEATS, type SeatsUpdate, SeatsUpdateSchema } from '@trippy/contracts'
import { once } from 'node:events'
import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { io as connect, type Socket } from 'socket.io-client'
import { onTestFinished } from 'vitest'

/** Listens on a free loopback port, for tests that need real sockets; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  return `http://127.0.0.1:${address.port}`
}

export type SocketOptions = { token?: string; origin?: string }

/** A socket.io client as the site's pages open one, closed when the test finishes. */
export function openSocket(url: string, options: SocketOptions = {}): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: options.token ? { token: options.token } : {},
    reconnection: false,
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  })
  onTestFinished(() => void socket.close())
  return socket
}

/** The same, once connected (rejects when the server refuses the handshake). */
export async function connectSocket(url: string, options: SocketOptions = {}): Promise<Socket> {
  const socket = openSocket(url, options)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  return socket
}

/** Everything a socket receives on an event from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = []
  socket.on(event, (payload: T) => received.push(payload))
  return received
}

/** Waits until `check` holds, looking every 20 ms; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A page's stream of a package's seats left (`LIVE_SEATS`), as the browser's EventSource reads it. */
export type SeatsStream = {
  status: number
  headers: IncomingHttpHeaders
  /** Each `seats` event received so far, parsed. */
  updates: SeatsUpdate[]
  /** Each comment line received so far (the heartbeats), without its colon. */
  comments: string[]
  /** The whole answer when it is not a stream (an error's envelope). */
  text: string
  /** The `retry` the server asked for, in ms. */
  retryMs: number | undefined
  /** Resolves when the stream has ended, from either side. */
  ended: Promise<void>
  /** Closes it from this side, as a page that goes away does. */
  close: () => void
}

/**
 * Opens `GET /api/live/seats?packageId=…` with a real HTTP request on a connection of its own,
 * and reads its events as they come; closed when the test finishes. Resolves once the answer's
 * head has arrived (and, for an answer that is not a stream, its body).
 */
export async function openSeatsStream(
  url: string,
  packageId: string,
  headers: Record<string, string> = {},
): Promise<SeatsStream> {
  const request = httpGet(`${url}${LIVE_SEATS.path}?packageId=${packageId}`, {
    headers,
    agent: false,
  })
  onTestFinished(() => void request.destroy())
  const [response] = (await once(request, 'response')) as [IncomingMessage]
  response.setEncoding('utf8')
  const stream: SeatsStream = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    updates: [],
    comments: [],
    text: '',
    retryMs: undefined,
    ended: new Promise((resolve) => response.once('close', resolve)),
    close: () => void request.destroy(),
  }
  if (!response.headers['content-type']?.startsWith('text/event-stream')) {
    for await (const chunk of response) stream.text += String(chunk)
    return stream
  }
  let pending = ''
  response.on('data', (chunk: string) => {
    pending += chunk
    let end: number
    while ((end = pending.indexOf('\n\n')) >= 0) {
      readEvent(stream, pending.slice(0, end))
      pending = pending.slice(end + 2)
    }
  })
  return stream
}

function readEvent(stream: SeatsStream, block: string) {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) stream.comments.push(line.slice(1).trim())
    else if (line.startsWith('event: ')) event = line.slice('event: '.length)
    else if (line.startsWith('data: ')) data.push(line.slice('data: '.length))
    else if (line.startsWith('retry: ')) stream.retryMs = Number(line.slice('retry: '.length))
  }
  if (event === LIVE_SEATS.event && data.length > 0)
    stream.updates.push(SeatsUpdateSchema.parse(JSON.parse(data.join('\n'))))
}
