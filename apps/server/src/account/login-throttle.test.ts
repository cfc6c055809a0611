import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { describe, expect, onTestFinished, test, vi } from 'vitest'
import { startRedis } from '../../test/redis-server.ts'
import { createTestApp } from '../../test/test-app.ts'
import { HttpError } from '../http-error.ts'
import { logIn } from './customers.service.ts'
import {
  clientNetwork,
  createDatabaseLoginThrottle,
  createRedisLoginThrottle,
  LOGIN_SLOWDOWN_MS,
  type LoginThrottle,
  throttleKeys,
  withDatabaseFallback,
} from '../customers/index.ts'
import { TEST_PASSWORD, uniqueAddress, uniqueEmail } from '../../test/test-customers.ts'

const WRONG = 'not-the-password'

async function register(app: FastifyInstance): Promise<string> {
  const email = uniqueEmail()
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers/send-otp',
    remoteAddress: uniqueAddress(),
    payload: {
      firstName: 'Asha',
      lastName: 'Rawat',
      email,
      phone: '9876543210',
      password: TEST_PASSWORD,
    },
  })
  expect(response.statusCode).toBe(201)
  return email
}

/** Signs in through the service, as the route does: the status it would answer. */
async function attempt(
  app: FastifyInstance,
  throttle: LoginThrottle,
  email: string,
  password: string,
  address: string,
): Promise<number> {
  try {
    await logIn(app.db, throttle, { email, password }, address)
    return 200
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode
    throw error
  }
}

async function attempts(count: number, run: (i: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) statuses.push(await run(i))
  return statuses
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1
    return counts
  }, {})

const until = async (check: () => boolean, ms = 15_000) => {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A client of a Redis of the test's own, for the Redis store in every run. */
async function ownRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 })
  redis.on('error', () => {})
  onTestFinished(() => redis.disconnect())
  await redis.ping()
  return redis
}

const stores = [
  {
    name: 'database',
    create: async (app: FastifyInstance) => createDatabaseLoginThrottle(app.db),
  },
  {
    name: 'Redis',
    create: async () => {
      const server = await startRedis()
      return createRedisLoginThrottle(await ownRedis(server.url), 'throttle-test:')
    },
  },
]

test('hashes the address, the email and both into the keys', () => {
  const keys = throttleKeys('asha@example.com', '10.1.2.3')
  expect(keys.address).toMatch(/^address:[0-9a-f]{64}$/)
  expect(keys.pair).toMatch(/^pair:[0-9a-f]{64}$/)
  expect(keys.email).toMatch(/^email:[0-9a-f]{64}$/)
  expect(JSON.stringify(keys)).not.toMatch(/asha|10\.1/)
  expect(throttleKeys('asha@example.com', '10.1.2.4').email).toBe(keys.email)
  expect(throttleKeys('asha@example.com', '10.1.2.4').pair).not.toBe(keys.pair)
  expect(throttleKeys('ravi@example.com', '10.1.2.3').address).toBe(keys.address)
})

test('counts an IPv6 client by its /64, and an IPv4-mapped client by its IPv4 address', () => {
  expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
  expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7')
  expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
  expect(clientNetwork('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64')
  expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
  expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  expect(clientNetwork('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64')
  const keys = throttleKeys('asha@example.com', '2001:db8:1:2::a')
  expect(throttleKeys('asha@example.com', '2001:db8:1:2::b')).toEqual(keys)
  expect(throttleKeys('asha@example.com', '2001:db8:1:3::a').address).not.toBe(keys.address)
})

for (const store of stores) {
  describe(`the ${store.name} throttle`, () => {
    test('refuses an address after 10 guesses, whatever the email, even the right password', async () => {
      const app = await createTestApp()
      const throttle = await store.create(app)
      const email = await register(app)
      const address = uniqueAddress()
      const guesses = await attempts(10, (i) =>
        attempt(app, throttle, i % 2 ? email : uniqueEmail(), WRONG, address),
      )
      expect(guesses).toEqual(Array<number>(10).fill(401))
      expect(await attempt(app, throttle, email, TEST_PASSWORD, address)).toBe(429)
      expect(await attempt(app, throttle, email, TEST_PASSWORD, uniqueAddress())).toBe(200)
    })

    test('lets the right password in from a clean address after 10 guesses elsewhere, after a pause', async () => {
      const app = await createTestApp()
      const throttle = await store.create(app)
      const email = await register(app)
      const guesser = uniqueAddress()
      expect(await attempts(10, () => attempt(app, throttle, email, WRONG, guesser))).toEqual(
        Array<number>(10).fill(401),
      )
      expect(await attempt(app, throttle, email, WRONG, guesser)).toBe(429)
      const started = Date.now()
      expect(await attempt(app, throttle, email, TEST_PASSWORD, uniqueAddress())).toBe(200)
      // Past the limit from anywhere, the email only slows down.
      expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_MS - 10)
    })

    test('a parallel burst of 30 wrong guesses from one address gets 10 password checks', async () => {
      const app = await createTestApp()
      const throttle = await store.create(app)
      const email = await register(app)
      const address = uniqueAddress()
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () => attempt(app, throttle, email, WRONG, address)),
      )
      // 401 comes only from a password check; 429 before one.
      expect(tally(statuses)).toEqual({ 401: 10, 429: 20 })
      expect(await attempt(app, throttle, email, TEST_PASSWORD, address)).toBe(429)
    })

    test("signing in forgives that email's guesses at that address, and no other email's", async () => {
      const app = await createTestApp()
      const throttle = await store.create(app)
      const email = await register(app)
      const stranger = uniqueEmail()
      const address = uniqueAddress()
      for (let round = 0; round < 2; round++) {
        // 9 typos and then the right password, twice: 20 attempts from one address.
        expect(await attempts(9, () => attempt(app, throttle, email, WRONG, address))).toEqual(
          Array<number>(9).fill(401),
        )
        expect(await attempt(app, throttle, email, TEST_PASSWORD, address)).toBe(200)
      }
      // Guesses at another email there stay counted: 4, then the owner's 5 typos, forgiven.
      await attempts(4, () => attempt(app, throttle, stranger, WRONG, address))
      await attempts(5, () => attempt(app, throttle, email, WRONG, address))
      expect(await attempt(app, throttle, email, TEST_PASSWORD, address)).toBe(200)
      expect(await attempts(7, () => attempt(app, throttle, stranger, WRONG, address))).toEqual([
        ...Array<number>(6).fill(401),
        429,
      ])
    })
  })
}

test('the database throttle forgets guesses once their 15 minutes are over', async () => {
  const app = await createTestApp()
  const throttle = createDatabaseLoginThrottle(app.db)
  const email = await register(app)
  const address = uniqueAddress()
  await attempts(10, () => attempt(app, throttle, email, WRONG, address))
  expect(await attempt(app, throttle, email, TEST_PASSWORD, address)).toBe(429)
  const keys = throttleKeys(email, address)
  const rows = await app.db.selectFrom('login_attempts').selectAll().execute()
  expect(rows.find((row) => row.key === keys.address)?.count).toBe(10)
  expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${email}|${address.replaceAll('.', '\\.')}`))
  await app.db
    .updateTable('login_attempts')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .execute()
  expect(await attempt(app, throttle, email, TEST_PASSWORD, address)).toBe(200)
})

test('the Redis throttle keeps each count for 15 minutes from its first guess', async () => {
  const server = await startRedis()
  const redis = await ownRedis(server.url)
  const throttle = createRedisLoginThrottle(redis, 'throttle-test:')
  const keys = throttleKeys(uniqueEmail(), uniqueAddress())
  expect(await throttle.reserve(keys)).toEqual({ refused: false, emailGuesses: 1 })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(await throttle.reserve(keys)).toEqual({ refused: false, emailGuesses: 2 })
  for (const key of [keys.address, keys.pair, keys.email]) {
    expect(await redis.get(`throttle-test:login-attempts:${key}`)).toBe('2')
    const ttl = await redis.pttl(`throttle-test:login-attempts:${key}`)
    expect(ttl).toBeGreaterThan(15 * 60 * 1000 - 5000)
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000 - 50)
  }
})

test('falls back to the database on every call whose Redis command fails', async () => {
  const app = await createTestApp()
  const local = createDatabaseLoginThrottle(app.db)
  const failing: LoginThrottle = {
    reserve: () => Promise.reject(new Error('Connection is closed.')),
    succeeded: () => Promise.reject(new Error('Connection is closed.')),
  }
  const onFallback = vi.fn()
  const redis = { status: 'ready' } as Redis
  const throttle = withDatabaseFallback(redis, failing, local, onFallback)
  const keys = throttleKeys(uniqueEmail(), uniqueAddress())
  expect(await throttle.reserve(keys)).toEqual({ refused: false, emailGuesses: 1 })
  await throttle.succeeded(keys)
  expect(onFallback).toHaveBeenCalledTimes(2)
  const rows = await app.db.selectFrom('login_attempts').selectAll().execute()
  expect(rows.filter((row) => row.count > 0)).toEqual([])
  expect(rows.map((row) => row.key).sort()).toEqual([keys.address, keys.email].sort())
})

test('counts guesses in the database while Redis is away, and in Redis again once it is back', async () => {
  const server = await startRedis()
  const prefix = 'throttle-failover:'
  const app = await createTestApp({ REDIS_URL: server.url, REDIS_PREFIX: prefix })
  const email = await register(app)
  const signIn = (password: string, address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/customers/login',
      remoteAddress: address,
      payload: { email, password },
    })
  const databaseCount = async (key: string) =>
    (
      await app.db
        .selectFrom('login_attempts')
        .select('count')
        .where('key', '=', key)
        .executeTakeFirst()
    )?.count
  const redisKeys = async () => {
    const probe = await ownRedis(server.url)
    const keys = await probe.keys(`${prefix}login-attempts:*`)
    probe.disconnect()
    return keys
  }

  const before = uniqueAddress()
  expect((await signIn(WRONG, before)).statusCode).toBe(401)
  expect(await redisKeys()).toContain(
    `${prefix}login-attempts:${throttleKeys(email, before).address}`,
  )
  expect(await databaseCount(throttleKeys(email, before).address)).toBeUndefined()

  await server.stop()
  await until(() => app.redis?.status !== 'ready')
  const guesser = uniqueAddress()
  for (let i = 0; i < 3; i++) expect((await signIn(WRONG, guesser)).statusCode).toBe(401)
  expect(await databaseCount(throttleKeys(email, guesser).address)).toBe(3)
  expect(await databaseCount(throttleKeys(email, guesser).pair)).toBe(3)
  expect((await signIn(TEST_PASSWORD, uniqueAddress())).statusCode).toBe(200)
  // The guesser's own right password forgives its 3 typos, and its own attempt, in the database.
  expect((await signIn(TEST_PASSWORD, guesser)).statusCode).toBe(200)
  expect(await databaseCount(throttleKeys(email, guesser).address)).toBe(0)

  await server.start()
  await until(() => app.redis?.status === 'ready')
  const after = uniqueAddress()
  expect((await signIn(WRONG, after)).statusCode).toBe(401)
  expect(await redisKeys()).toContain(
    `${prefix}login-attempts:${throttleKeys(email, after).address}`,
  )
  expect(await databaseCount(throttleKeys(email, after).address)).toBeUndefined()
  expect((await signIn(TEST_PASSWORD, after)).statusCode).toBe(200)
}, 60_000)
