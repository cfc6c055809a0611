import { EVENTS, type Notification } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { expect, onTestFinished, test } from 'vitest'
import { bookOneSeat } from '../../test/test-bookings.ts'
import { signUpAndLogIn } from '../../test/test-customers.ts'
import { collect, connectSocket, listen, openSeatsStream, until } from '../../test/live.ts'
import { startRedis } from '../../test/redis-server.ts'
import { createTestApp } from '../../test/test-app.ts'

test('keeps serving, limiting and sending live events when Redis dies, and uses Redis again when it is back', async () => {
  const redis = await startRedis()
  const app = await createTestApp({
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'failover:',
    RATE_LIMIT_MAX: '1000',
  })
  const url = await listen(app)
  const customer = await signUpAndLogIn(app)
  const pkg = await app.db
    .selectFrom('packages')
    .select('id')
    .where('slug', '=', 'kedarkantha-trek')
    .executeTakeFirstOrThrow()
  const watcher = await openSeatsStream(url, pkg.id)
  const seats = watcher.updates
  await until(() => seats.length === 1)
  const mine = await connectSocket(url, { token: customer.token })
  expect(await mine.timeout(2000).emitWithAck(EVENTS.JOIN, customer.id)).toEqual({ ok: true })
  const notifications = collect<Notification>(mine, EVENTS.NOTIFICATION)

  await redis.stop()
  await until(() => app.redis?.status !== 'ready')

  // Pages and the API answer; a booking goes through and its live events reach this instance.
  expect(
    (await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.20' }))
      .statusCode,
  ).toBe(200)
  expect(
    (await app.inject({ method: 'GET', url: '/api/packages', remoteAddress: '203.0.113.20' }))
      .statusCode,
  ).toBe(200)
  const { response } = await bookOneSeat(app, customer)
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
  expect(
    (await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.22' }))
      .statusCode,
  ).toBe(200)
  const probe = new Redis(redis.url)
  onTestFinished(() => void probe.disconnect())
  expect(await probe.keys('failover:rate-limit:*')).not.toEqual([])
}, 60_000)

/** Statuses of `count` health checks from one address, in order. */
async function createLimitedAnswers(app: FastifyInstance, address: string, count: number) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++)
    statuses.push(
      (await app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })).statusCode,
    )
  return statuses
}
