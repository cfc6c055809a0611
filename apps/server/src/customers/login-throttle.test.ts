import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { expect, onTestFinished, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { loadEnv } from '../env.ts'
import {
  createDatabaseLoginThrottle,
  createRedisLoginThrottle,
  type LoginThrottle,
  throttleKeys,
} from './login-throttle.ts'

const { REDIS_URL } = loadEnv()

function freshKeys() {
  return throttleKeys(`${randomBytes(6).toString('hex')}@example.com`, '10.1.2.3')
}

async function expectLockAfterTenFailures(throttle: LoginThrottle) {
  const keys = freshKeys()
  for (let i = 0; i < 9; i++) await throttle.recordFailure([keys.email])
  expect(await throttle.isLocked([keys.email])).toBe(false)
  await throttle.recordFailure([keys.email])
  expect(await throttle.isLocked([keys.email])).toBe(true)
  expect(await throttle.isLocked([freshKeys().email])).toBe(false)
  await throttle.clear(keys.email)
  expect(await throttle.isLocked([keys.email])).toBe(false)
}

test('hashes the email and the address into the keys', () => {
  const keys = throttleKeys('asha@example.com', '10.1.2.3')
  expect(keys.email).toMatch(/^email:[0-9a-f]{64}$/)
  expect(keys.address).toMatch(/^address:[0-9a-f]{64}$/)
  expect(JSON.stringify(keys)).not.toMatch(/asha|10\.1/)
})

test('the database throttle locks a key after 10 failures and clears it', async () => {
  const app = await createTestApp()
  await expectLockAfterTenFailures(createDatabaseLoginThrottle(app.db))
})

test('the database throttle forgets failures older than 15 minutes', async () => {
  const app = await createTestApp()
  const throttle = createDatabaseLoginThrottle(app.db)
  const keys = freshKeys()
  for (let i = 0; i < 10; i++) await throttle.recordFailure([keys.address])
  expect(await throttle.isLocked([keys.address])).toBe(true)
  await app.db
    .updateTable('login_failures')
    .set({ failed_at: new Date(Date.now() - 16 * 60 * 1000).toISOString() })
    .execute()
  expect(await throttle.isLocked([keys.address])).toBe(false)
})

test.skipIf(!REDIS_URL)(
  'the Redis throttle locks a key after 10 failures, for 15 minutes',
  async () => {
    const redis = new Redis(REDIS_URL ?? '')
    onTestFinished(async () => void (await redis.quit()))
    const throttle = createRedisLoginThrottle(redis, 'trippy-test:')
    await expectLockAfterTenFailures(throttle)
    const keys = freshKeys()
    await throttle.recordFailure([keys.email])
    const ttl = await redis.pttl(`trippy-test:login-failures:${keys.email}`)
    expect(ttl).toBeGreaterThan(14 * 60 * 1000)
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000)
  },
)
