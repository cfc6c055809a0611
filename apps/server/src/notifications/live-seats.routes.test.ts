import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { bookOneSeat } from '../../test/test-bookings.ts'
import { signUpAndLogIn } from '../../test/test-customers.ts'
import { listen, openSeatsStream, until } from '../../test/live.ts'
import { startRedis } from '../../test/redis-server.ts'
import { createSecondInstance, createTestApp } from '../../test/test-app.ts'

const packageIdOf = async (app: FastifyInstance, slug = 'kedarkantha-trek') =>
  (
    await app.db
      .selectFrom('packages')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
  ).id

const seatsOf = (update: { departures: { batchId: string; availability: number }[] } | undefined) =>
  new Map(update?.departures.map((departure) => [departure.batchId, departure.availability]))

test('a page following a package gets its seats at once, then after a booking, numbers only and uncompressed', async () => {
  const app = await createTestApp()
  const url = await listen(app)
  const customer = await signUpAndLogIn(app)
  const packageId = await packageIdOf(app)
  const stream = await openSeatsStream(url, packageId, { 'accept-encoding': 'gzip, br' })
  expect(stream.status).toBe(200)
  expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8')
  expect(stream.headers['content-encoding']).toBeUndefined()
  expect(stream.headers['cache-control']).toBe('no-store')
  expect(stream.headers['x-accel-buffering']).toBe('no')
  await until(() => stream.updates.length === 1)
  expect(stream.retryMs).toBeGreaterThan(0)
  expect(stream.updates[0]?.packageId).toBe(packageId)

  const { departureId } = await bookOneSeat(app, customer)
  await until(() => stream.updates.length === 2)
  expect(seatsOf(stream.updates[0]).has(departureId)).toBe(true)
  expect(seatsOf(stream.updates[1]).get(departureId)).toBe(9)
  expect(JSON.stringify(stream.updates)).not.toContain(customer.email)
})

test('a page that (re)connects after a booking is sent the seats left as they are now', async () => {
  const app = await createTestApp()
  const url = await listen(app)
  const customer = await signUpAndLogIn(app)
  const packageId = await packageIdOf(app)
  const { departureId } = await bookOneSeat(app, customer)
  const stream = await openSeatsStream(url, packageId)
  await until(() => stream.updates.length === 1)
  expect(seatsOf(stream.updates[0]).get(departureId)).toBe(9)
})

test('an open stream gets a heartbeat comment while nothing changes', async () => {
  const app = await createTestApp({}, { liveSeats: { heartbeatMs: 50 } })
  const url = await listen(app)
  const stream = await openSeatsStream(url, await packageIdOf(app))
  await until(() => stream.comments.length >= 2)
  expect(stream.comments.slice(0, 2)).toEqual(['heartbeat', 'heartbeat'])
  expect(stream.updates).toHaveLength(1)
})

test('open streams end when the app closes, and do not hold the close up', async () => {
  const app = await createTestApp()
  const url = await listen(app)
  const packageId = await packageIdOf(app)
  const streams = await Promise.all([
    openSeatsStream(url, packageId),
    openSeatsStream(url, packageId),
  ])
  await until(() => streams.every((stream) => stream.updates.length === 1))
  const started = Date.now()
  await app.close()
  await Promise.all(streams.map((stream) => stream.ended))
  expect(Date.now() - started).toBeLessThan(2000)
})

test('refuses a malformed id (400), an unknown package (404), and streams past the caps (429)', async () => {
  const app = await createTestApp(
    { TRUST_PROXY: '127.0.0.1' },
    { liveSeats: { maxStreams: 3, maxStreamsPerAddress: 2 } },
  )
  const url = await listen(app)
  const packageId = await packageIdOf(app)
  expect((await openSeatsStream(url, 'not-an-id')).status).toBe(400)
  expect((await openSeatsStream(url, '0123456789abcdef01234567')).status).toBe(404)
  const from = (address: string) => openSeatsStream(url, packageId, { 'x-forwarded-for': address })

  const first = await from('203.0.113.1')
  expect(first.status).toBe(200)
  expect((await from('203.0.113.1')).status).toBe(200)
  const third = await from('203.0.113.1')
  expect(third.status).toBe(429)
  expect(JSON.parse(third.text)).toMatchObject({ success: false })
  expect((await from('203.0.113.2')).status).toBe(200)
  expect((await from('203.0.113.3')).status).toBe(429)

  // A page that goes away frees its place.
  first.close()
  await until(async () => {
    const again = await from('203.0.113.3')
    if (again.status === 200) again.close()
    return again.status === 200
  })
})

test('the request line of a stream is written once, as it opens', async () => {
  const lines: string[] = []
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  const app = await createTestApp({ LOG_LEVEL: 'info' }, { logStream })
  const url = await listen(app)
  const stream = await openSeatsStream(url, await packageIdOf(app))
  await until(() => stream.updates.length === 1)
  const streamLines = () =>
    lines
      .flatMap((line) => line.split('\n'))
      .filter((line) => line.includes('/api/live/seats'))
      .map((line) => JSON.parse(line) as { statusCode: number; msg: string })
  await app.flushLog()
  expect(streamLines()).toEqual([
    expect.objectContaining({ statusCode: 200, msg: 'request completed' }),
  ])
})

test('a stream on one instance gets the seats of a booking made on another, through Redis', async () => {
  const redis = await startRedis()
  const app = await createTestApp({ REDIS_URL: redis.url, REDIS_PREFIX: 'live-seats:' })
  const second = await createSecondInstance(app)
  const url = await listen(second)
  const customer = await signUpAndLogIn(app)
  const stream = await openSeatsStream(url, await packageIdOf(app))
  await until(() => stream.updates.length === 1)
  const { departureId } = await bookOneSeat(app, customer)
  await until(() => stream.updates.length === 2)
  expect(seatsOf(stream.updates[1]).get(departureId)).toBe(9)
}, 30_000)
