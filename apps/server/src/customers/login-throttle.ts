import { createHash } from 'node:crypto'
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@trippy/contracts'
import type { Redis } from 'ioredis'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { countFailuresSince, deleteFailures, recordFailures } from './login-failures.repository.ts'

/**
 * Counts failed sign-ins per email and per address over a 15-minute window. Keys are hashes, so
 * neither store keeps the email or the address itself.
 */
export type LoginThrottle = {
  /** True when any key has reached the limit within the window. */
  isLocked(keys: string[]): Promise<boolean>
  recordFailure(keys: string[]): Promise<void>
  clear(key: string): Promise<void>
}

export function throttleKeys(email: string, address: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest('hex')
  return { email: `email:${digest(email)}`, address: `address:${digest(address)}` }
}

/** Shared by every process: counters in Redis, each expiring 15 minutes after its first failure. */
export function createRedisLoginThrottle(redis: Redis, keyPrefix: string): LoginThrottle {
  const prefix = `${keyPrefix}login-failures:`
  return {
    async isLocked(keys) {
      const counts = await redis.mget(keys.map((key) => prefix + key))
      return counts.some((count) => Number(count ?? 0) >= LOGIN_FAILURE_LIMIT)
    },
    async recordFailure(keys) {
      const pipeline = redis.multi()
      for (const key of keys) {
        pipeline.incr(prefix + key)
        pipeline.pexpire(prefix + key, LOGIN_FAILURE_WINDOW_MS, 'NX')
      }
      await pipeline.exec()
    },
    async clear(key) {
      await redis.del(prefix + key)
    },
  }
}

/** Without Redis: one row per failure, counted over a sliding window. */
export function createDatabaseLoginThrottle(db: Kysely<Database>): LoginThrottle {
  const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS).toISOString()
  return {
    async isLocked(keys) {
      const since = windowStart()
      const counts = await Promise.all(keys.map((key) => countFailuresSince(db, key, since)))
      return counts.some((count) => count >= LOGIN_FAILURE_LIMIT)
    },
    async recordFailure(keys) {
      await recordFailures(db, keys, new Date().toISOString(), windowStart())
    },
    async clear(key) {
      await deleteFailures(db, key)
    },
  }
}
