import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { HttpError } from '../http-error.ts'
import { fallbackStore } from './rate-limit-store.ts'

/**
 * Per-address limits. Counters live in Redis when REDIS_URL is set, so N processes share them;
 * while Redis is away each process counts on its own rather than failing or refusing anyone.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { redis } = app
    const store = redis
      ? fallbackStore(redis, `${app.env.REDIS_PREFIX}rate-limit:`, (error) =>
          app.log.warn({ err: error }, 'Rate limits counted in this process: Redis did not answer'),
        )
      : undefined
    await app.register(rateLimit, {
      global: true,
      max: app.env.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      ...(store ? { store } : {}),
      // Hashed build assets and images are cheap and cached; only count real work.
      allowList: (request) =>
        request.url.startsWith('/assets/') || request.url.startsWith('/images/'),
      errorResponseBuilder: () =>
        new HttpError(429, 'Too many requests. Please try again in a minute.'),
    })
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
)
