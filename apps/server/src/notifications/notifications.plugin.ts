import { createAdapter } from '@socket.io/redis-adapter'
import {
  EVENTS,
  type JoinAck,
  type Notification,
  type SeatsUpdate,
  SeatsUpdateSchema,
} from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { Server } from 'socket.io'
import { coalesceByKey } from '../coalesce-by-key.ts'
import { connectRedis, quitRedis } from '../plugins/index.ts'
import { findSeatsOfPackage, packageExists } from './notifications.repository.ts'
import { sendDepartureReminders } from './notifications.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers a stored notification to the customer's live connections, on any instance. */
    publishNotification: (customerId: string, notification: Notification) => void
    /** Sends the seats left on each departure of a package to everyone watching its page. */
    publishSeats: (packageId: string) => Promise<void>
    /** Runs before the seats of a package are published (the waitlist announces its offers). */
    beforeSeatsPublished: (listener: (packageId: string) => Promise<void>) => void
    /**
     * Calls `listener` with the package's seats left whenever they change (published on any
     * instance) until the returned function is called.
     */
    watchSeats: (packageId: string, listener: SeatsListener) => () => void
    /** The package's seats left now; null if there is no such package. */
    seatsNow: (packageId: string) => Promise<SeatsUpdate | null>
    /**
     * Disconnects the live connections opened with revoked tokens, on every instance: one
     * session's (logout), all of a customer's but one (password change), or all (deletion).
     */
    disconnectSessions: (revoked: RevokedSessions) => void
  }
}

export type RevokedSessions =
  { sessionId: string } | { customerId: string; exceptSessionId?: string }

export type SeatsListener = (update: SeatsUpdate) => void

/** What the server sends a socket: a customer's new notification. */
type ServerEvents = {
  [EVENTS.NOTIFICATION]: (notification: Notification) => void
}
/** What one instance tells the others (through the Redis adapter): a package's seats left. */
type InterServerEvents = {
  seats: (update: unknown) => void
}

/** What the handshake proved (the customer and session of its token, if any), and its budget. */
type SocketData = {
  customerId: string | null
  sessionId: string | null
  events: { windowStart: number; count: number }
}
const customerRoom = (customerId: string) => `customer:${customerId}`
const sessionRoom = (sessionId: string) => `session:${sessionId}`
const REMINDER_INTERVAL_MS = 60 * 60 * 1000
/** Events a socket may send per window; past that it is disconnected. */
export const SOCKET_EVENTS_PER_WINDOW = 30
const SOCKET_EVENT_WINDOW_MS = 10_000

/**
 * Browsers always send Origin on a websocket handshake: only pages of this site (its public
 * address, or the host the browser reached) may open one with a visitor's token. Clients that
 * are not browsers send none and gain nothing by it: they could write any Origin they liked.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicOrigin: string,
): boolean {
  if (origin === undefined) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  return url.origin === publicOrigin || (host !== undefined && url.host === host)
}

/**
 * socket.io on /socket.io, websocket only (docs/realtime.md). A socket may join only its own
 * customer's room, proven by the token of its handshake. A package's seats left (numbers only)
 * go to the watchers of this instance (`watchSeats`, the server-sent events of
 * live-seats.routes.ts) and, as a server-side event, to those of the others. With REDIS_URL the
 * Redis adapter carries events between instances.
 */
export const notificationsPlugin = fp(
  async (app) => {
    const publicOrigin = new URL(app.env.PUBLIC_URL).origin
    const io = new Server<Record<string, never>, ServerEvents, InterServerEvents, SocketData>(
      app.server,
      {
        path: '/socket.io',
        transports: ['websocket'],
        serveClient: false,
        maxHttpBufferSize: 4096,
        allowRequest: (request, callback) =>
          callback(
            null,
            isAllowedOrigin(request.headers.origin, request.headers.host, publicOrigin),
          ),
      },
    )

    // The adapter publishes on the shared connection and listens on one of its own. It subscribes
    // without waiting or catching: see its subscriptions answered (a PING queued behind them)
    // before serving, so an app closed right after it started never leaves them to fail.
    // Its publishes are not awaited: while Redis is away they fail (events then stay on this
    // instance) and must never become unhandled rejections, which would end the process.
    let subscriber: Redis | undefined
    if (app.redis) {
      subscriber = await connectRedis(app, app.redis, 'socket rooms')
      io.adapter(
        createAdapter(withoutRejections(app.redis, app), withoutRejections(subscriber, app), {
          key: `${app.env.REDIS_PREFIX}socket.io`,
        }),
      )
      await subscriber.ping()
    }

    const seatsUpdate = async (packageId: string): Promise<SeatsUpdate> => {
      const departures = (await findSeatsOfPackage(app.db, packageId)).map((row) => ({
        batchId: row.id,
        availability: row.availability,
      }))
      return { packageId, departures }
    }

    io.use((socket, next) => {
      socket.data.customerId = null
      socket.data.sessionId = null
      socket.data.events = { windowStart: Date.now(), count: 0 }
      const token: unknown = socket.handshake.auth.token
      if (typeof token !== 'string' || token === '') return next()
      app
        .verifyToken(token)
        .then((customer) => {
          socket.data.customerId = customer?.id ?? null
          socket.data.sessionId = customer?.sessionId ?? null
          next()
        })
        .catch(() => next())
    })

    io.on('connection', (socket) => {
      // Every socket of a session sits in its room, so revoking the token can reach it anywhere.
      if (socket.data.sessionId) void socket.join(sessionRoom(socket.data.sessionId))
      if (socket.data.customerId) void socket.join(`${customerRoom(socket.data.customerId)}:all`)
      socket.use((_event, next) => {
        const budget = socket.data.events
        const now = Date.now()
        if (now - budget.windowStart >= SOCKET_EVENT_WINDOW_MS) {
          budget.windowStart = now
          budget.count = 0
        }
        budget.count += 1
        if (budget.count <= SOCKET_EVENTS_PER_WINDOW) return next()
        socket.disconnect(true)
      })
      socket.on(EVENTS.JOIN, (userId: unknown, ack?: (answer: JoinAck) => void) => {
        const { customerId } = socket.data
        if (typeof userId === 'string' && customerId && userId === customerId) {
          void socket.join(customerRoom(customerId))
          ack?.({ ok: true })
        } else {
          ack?.({ ok: false, message: 'You can only listen to your own notifications' })
        }
      })
    })

    const seatWatchers = new Map<string, Set<SeatsListener>>()
    const deliverSeats = (update: SeatsUpdate) => {
      for (const listener of seatWatchers.get(update.packageId) ?? []) listener(update)
    }
    app.decorate('watchSeats', (packageId: string, listener: SeatsListener) => {
      let listeners = seatWatchers.get(packageId)
      if (!listeners) seatWatchers.set(packageId, (listeners = new Set()))
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) seatWatchers.delete(packageId)
      }
    })
    app.decorate('seatsNow', async (packageId: string) =>
      (await packageExists(app.db, packageId)) ? seatsUpdate(packageId) : null,
    )
    // Seats published by another instance. Only instances of this deployment publish on its
    // Redis, but what arrives is still read as numbers before it is passed on.
    io.on('seats', (update) => {
      const parsed = SeatsUpdateSchema.safeParse(update)
      if (parsed.success) deliverSeats(parsed.data)
    })

    app.decorate('publishNotification', (customerId: string, notification: Notification) => {
      io.to(customerRoom(customerId)).emit(EVENTS.NOTIFICATION, notification)
    })
    // Seats go out after the booking's answer; the app waits for those in flight before it
    // closes, so none is published on a Redis connection already gone. Never rejects. A burst of
    // bookings on one package reads and sends its seats twice, not once per booking.
    const seatsInFlight = new Set<Promise<void>>()
    const seatListeners: Array<(packageId: string) => Promise<void>> = []
    app.decorate('beforeSeatsPublished', (listener: (packageId: string) => Promise<void>) => {
      seatListeners.push(listener)
    })
    const publishSeatsOf = coalesceByKey((packageId) =>
      Promise.all(seatListeners.map((listener) => listener(packageId)))
        .then(() => seatsUpdate(packageId))
        .then((update) => {
          deliverSeats(update)
          // Without Redis there are no other instances (and the in-memory adapter would warn).
          if (subscriber) io.serverSideEmit('seats', update)
        })
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'Could not publish the seats left'),
        ),
    )
    app.decorate('publishSeats', (packageId: string) => {
      const published = publishSeatsOf(packageId).finally(() => seatsInFlight.delete(published))
      seatsInFlight.add(published)
      return published
    })

    app.decorate('disconnectSessions', (revoked: RevokedSessions) => {
      if ('sessionId' in revoked) {
        io.in(sessionRoom(revoked.sessionId)).disconnectSockets(true)
        return
      }
      const sockets = io.in(`${customerRoom(revoked.customerId)}:all`)
      const revokedSockets = revoked.exceptSessionId
        ? sockets.except(sessionRoom(revoked.exceptSessionId))
        : sockets
      revokedSockets.disconnectSockets(true)
    })

    app.scheduleJob({
      name: 'departure-reminders',
      everyMs: REMINDER_INTERVAL_MS,
      run: async (now) => {
        for (const { customerId, notification } of await sendDepartureReminders(
          app.db,
          app.mailContext,
          now,
        ))
          app.publishNotification(customerId, notification)
      },
    })
    // Open websockets would keep the HTTP server from closing: end them before it closes.
    app.addHook('preClose', async () => {
      io.disconnectSockets(true)
    })
    app.addHook('onClose', async () => {
      await Promise.all(seatsInFlight)
      await io.close()
      if (subscriber) await quitRedis(subscriber)
    })
  },
  { name: 'notifications', dependencies: ['db', 'auth', 'redis', 'scheduler'] },
)

/**
 * A client for the adapter whose fire-and-forget commands log instead of rejecting: the adapter
 * neither awaits nor catches them. A proxy, so the app's own use of the client is unchanged.
 */
function withoutRejections(redis: Redis, app: FastifyInstance): Redis {
  const calls = new Set(['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'])
  return new Proxy(redis, {
    get: (target, property, receiver) => {
      const value = Reflect.get(target, property, receiver) as unknown
      if (typeof property !== 'string' || !calls.has(property) || typeof value !== 'function')
        return value
      return (...args: unknown[]) =>
        (Reflect.apply(value, target, args) as Promise<unknown>).catch((error: unknown) => {
          app.log.warn(
            { err: error },
            `Redis ${property} failed: live events stay on this instance`,
          )
          return 0
        })
    },
  })
}
