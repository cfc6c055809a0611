import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { HttpError } from '../http-error.ts'

/** Per-address limits; counters live in Redis when REDIS_URL is set, so N processes share them. */
export const rateLimitPlugin = fp(
  async (app) => {
    const { redis } = app
    await app.register(rateLimit, {
      global: true,
      max: app.env.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: `${app.env.REDIS_PREFIX}rate-limit:` } : {}),
      // Hashed build assets and images are cheap and cached; only count real work.
      allowList: (request) =>
        request.url.startsWith('/assets/') || request.url.startsWith('/images/'),
      errorResponseBuilder: () =>
        new HttpError(429, 'Too many requests. Please try again in a minute.'),
    })
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
)
