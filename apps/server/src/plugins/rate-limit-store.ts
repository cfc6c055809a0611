import { createRequire } from 'node:module'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { whileRedisAnswers } from './redis.ts'

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void
type StoreLike = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void
  child(routeOptions: ChildOptions): StoreLike
}
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  continueExceeding?: boolean
  exponentialBackoff?: boolean
}

// The plugin's own stores (CommonJS, not in its exports' types): the same counting rules both ways.
const require = createRequire(import.meta.url)
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => StoreLike
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => StoreLike

/**
 * Counts in Redis while it answers, in this process while it does not: Redis going away slows
 * nothing down and refuses nobody, and counting returns to Redis by itself when it is back.
 */
class FallbackStore implements StoreLike {
  private readonly redis: Redis
  private readonly shared: StoreLike
  private readonly local: StoreLike
  private readonly onFallback: (error: unknown) => void

  constructor(
    redis: Redis,
    shared: StoreLike,
    local: StoreLike,
    onFallback: (error: unknown) => void,
  ) {
    this.redis = redis
    this.shared = shared
    this.local = local
    this.onFallback = onFallback
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    const count = (store: StoreLike) => () =>
      new Promise<Counted>((resolve, reject) =>
        store.incr(
          key,
          (error, result) =>
            error || !result ? reject(error ?? new Error('no count')) : resolve(result),
          timeWindow,
          max,
        ),
      )
    whileRedisAnswers(this.redis, count(this.shared), count(this.local), this.onFallback).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    )
  }

  child(routeOptions: ChildOptions): StoreLike {
    return new FallbackStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.onFallback,
    )
  }
}

export function fallbackStore(
  redis: Redis,
  nameSpace: string,
  onFallback: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false
      const exponentialBackoff = options.exponentialBackoff ?? false
      return new FallbackStore(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        onFallback,
      )
    }
  } as unknown as FastifyRateLimitStoreCtor
}
