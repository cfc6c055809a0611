import { createAdapter } from '@socket.io/redis-adapter'
import { EVENTS, type JoinAck, type Notification, type SeatsUpdate } from '@trippy/contracts'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { Server } from 'socket.io'
import { connectRedis } from '../plugins/redis.ts'
import { findSeatsOfPackage } from './notifications.repository.ts'
import { sendDepartureReminders } from './notifications.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers a stored notification to the customer's live connections, on any instance. */
    publishNotification: (customerId: string, notification: Notification) => void
    /** Sends the seats left on each departure of a package to everyone watching its page. */
    publishSeats: (packageId: string) => Promise<void>
  }
}

const ID = /^[0-9a-f]{24}$/
/** What the server sends: a customer's new notification, a package's seats left. */
type ServerEvents = {
  [EVENTS.NOTIFICATION]: (notification: Notification) => void
  [EVENTS.SEATS]: (update: SeatsUpdate) => void
}

/** What the handshake proved: the customer whose token the socket carried, if any. */
type SocketData = { customerId: string | null }
const customerRoom = (customerId: string) => `customer:${customerId}`
const packageRoom = (packageId: string) => `package:${packageId}`
const REMINDER_INTERVAL_MS = 60 * 60 * 1000

/**
 * socket.io on /socket.io, websocket only (DESIGN §5). A socket may join only its own customer's
 * room, proven by the token of its handshake; anyone may watch a package's seats (numbers only).
 * With REDIS_URL the Redis adapter carries events between instances.
 */
export const notificationsPlugin = fp(
  async (app) => {
    const io = new Server<Record<string, never>, ServerEvents, Record<string, never>, SocketData>(
      app.server,
      { path: '/socket.io', transports: ['websocket'], serveClient: false },
    )

    // The adapter publishes on the shared connection and listens on one of its own. It subscribes
    // without waiting or catching: see its subscriptions answered (a PING queued behind them)
    // before serving, so an app closed right after it started never leaves them to fail.
    let subscriber: Redis | undefined
    if (app.redis) {
      subscriber = await connectRedis(app, app.redis, 'socket rooms')
      io.adapter(createAdapter(app.redis, subscriber, { key: `${app.env.REDIS_PREFIX}socket.io` }))
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
      const token: unknown = socket.handshake.auth.token
      if (typeof token !== 'string' || token === '') return next()
      app
        .verifyToken(token)
        .then((customer) => {
          socket.data.customerId = customer?.id ?? null
          next()
        })
        .catch(() => next())
    })

    io.on('connection', (socket) => {
      socket.on(EVENTS.JOIN, (userId: unknown, ack?: (answer: JoinAck) => void) => {
        const { customerId } = socket.data
        if (typeof userId === 'string' && customerId && userId === customerId) {
          void socket.join(customerRoom(customerId))
          ack?.({ ok: true })
        } else {
          ack?.({ ok: false, message: 'You can only listen to your own notifications' })
        }
      })
      // The page was rendered before the socket joined: send the seats as they are now, so a
      // booking made in between (or while the socket was reconnecting) is never missed.
      socket.on(EVENTS.WATCH_PACKAGE, (packageId: unknown) => {
        if (typeof packageId !== 'string' || !ID.test(packageId)) return
        void socket.join(packageRoom(packageId))
        seatsUpdate(packageId)
          .then((update) => socket.emit(EVENTS.SEATS, update))
          .catch((error: unknown) => app.log.error({ err: error }, 'Could not send the seats left'))
      })
    })

    app.decorate('publishNotification', (customerId: string, notification: Notification) => {
      io.to(customerRoom(customerId)).emit(EVENTS.NOTIFICATION, notification)
    })
    // Seats go out after the booking's answer; the app waits for those in flight before it
    // closes, so none is published on a Redis connection already gone. Never rejects.
    const seatsInFlight = new Set<Promise<void>>()
    app.decorate('publishSeats', (packageId: string) => {
      const published = seatsUpdate(packageId)
        .then((update) => void io.to(packageRoom(packageId)).emit(EVENTS.SEATS, update))
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'Could not publish the seats left'),
        )
        .finally(() => seatsInFlight.delete(published))
      seatsInFlight.add(published)
      return published
    })

    const remind = () =>
      sendDepartureReminders(app.db)
        .then((sent) => {
          for (const { customerId, notification } of sent)
            app.publishNotification(customerId, notification)
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'Departure reminders failed'))
    const timer = setInterval(() => void remind(), REMINDER_INTERVAL_MS)
    timer.unref()
    app.addHook('onReady', async () => {
      void remind()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await Promise.all(seatsInFlight)
      await io.close()
      await subscriber?.quit()
    })
  },
  { name: 'notifications', dependencies: ['db', 'auth', 'redis'] },
)
