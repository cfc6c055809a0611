import { EVENTS, type Notification, type SeatsUpdate } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { io as connect, type Socket } from 'socket.io-client'
import { expect, onTestFinished, test } from 'vitest'
import { addDays, indiaCalendarDate } from '../catalogue/dates.ts'
import { signUpAndLogIn, type TestCustomer } from '../customers/test-customers.ts'
import { startRedis } from '../../test/redis-server.ts'
import { createTestApp } from '../../test/test-app.ts'

const details = {
  fullName: 'Asha Rawat',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  address: '12 Rajpur Road, Dehradun',
  emergencyContact: '+91 91234 56789',
  emergencyName: 'Vikram Rawat',
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  return `http://127.0.0.1:${address.port}`
}

async function socketFor(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {}, reconnection: false })
  onTestFinished(() => void socket.close())
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  return socket
}

const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function book(app: FastifyInstance, customer: TestCustomer) {
  const pkg = await app.db.selectFrom('packages').select('id').where('slug', '=', 'kedarkantha-trek').executeTakeFirstOrThrow()
  const batch = await app.db.selectFrom('batches').select('id').where('package_id', '=', pkg.id).orderBy('start_date').executeTakeFirstOrThrow()
  const start = addDays(indiaCalendarDate(new Date()), 60)
  await app.db.updateTable('batches').set({ start_date: start, end_date: addDays(start, 5), availability: 10 }).where('id', '=', batch.id).execute()
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: { packageId: pkg.id, batchId: batch.id, numberOfSeats: 1, paymentType: 'full', customerDetails: details },
  })
  return { response, packageId: pkg.id }
}

test('keeps serving, limiting and sending live events when Redis dies, and uses Redis again when it is back', async () => {
  const redis = await startRedis()
  const app = await createTestApp({ REDIS_URL: redis.url, REDIS_PREFIX: 'failover:', RATE_LIMIT_MAX: '1000' })
  const url = await listen(app)
  const customer = await signUpAndLogIn(app)
  const pkg = await app.db.selectFrom('packages').select('id').where('slug', '=', 'kedarkantha-trek').executeTakeFirstOrThrow()
  const watcher = await socketFor(url)
  const seats = collect<SeatsUpdate>(watcher, EVENTS.SEATS)
  watcher.emit(EVENTS.WATCH_PACKAGE, pkg.id)
  await until(() => seats.length === 1)
  const mine = await socketFor(url, customer.token)
  expect(await mine.timeout(2000).emitWithAck(EVENTS.JOIN, customer.id)).toEqual({ ok: true })
  const notifications = collect<Notification>(mine, EVENTS.NOTIFICATION)

  await redis.stop()
  await until(() => app.redis?.status !== 'ready')

  // Pages and the API answer; a booking goes through and its live events reach this instance.
  expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.20' })).statusCode).toBe(200)
  expect((await app.inject({ method: 'GET', url: '/api/packages', remoteAddress: '203.0.113.20' })).statusCode).toBe(200)
  const { response } = await book(app, customer)
  expect(response.statusCode).toBe(201)
  await until(() => seats.length >= 2 && notifications.length === 1)
  expect(notifications[0]?.title).toBe('Booking received')

  // Limits still hold, counted in this process.
  const limited = await createLimitedAnswers(app, '203.0.113.21', 1001)
  expect(limited.at(-1)).toBe(429)
  expect(limited.filter((status) => status === 429)).toHaveLength(1)

  // Redis returns (empty): the app reconnects by itself and counts there again.
  await redis.start()
  await until(() => app.redis?.status === 'ready', 15_000)
  expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.22' })).statusCode).toBe(200)
  const probe = new Redis(redis.url)
  onTestFinished(() => void probe.disconnect())
  expect(await probe.keys('failover:rate-limit:*')).not.toEqual([])
}, 60_000)

function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = []
  socket.on(event, (payload: T) => received.push(payload))
  return received
}

/** Statuses of `count` health checks from one address, in order. */
async function createLimitedAnswers(app: FastifyInstance, address: string, count: number) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++)
    statuses.push((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })).statusCode)
  return statuses
}
