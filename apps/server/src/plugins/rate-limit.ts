import rateLimit from '@fastify/rate-limit'
import { API_MESSAGES } from '@trippy/contracts/api-messages'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http-error.ts'
import { fallbackStore } from './rate-limit-store.ts'

/**
 * Options of a route that sends stored bytes: the cached catalogue answers and pages. Such an
 * answer costs less than counting it would, and it is already compressed, so neither the global
 * limit nor `@fastify/compress` runs on it. The route counts the request itself, with
 * `workCounter`, when it has real work to do (a query, a render): a stranger still cannot make
 * the server search or render without limit, but a reader of a cached page is not charged.
 */
export const SENDS_STORED_ANSWERS = {
  config: { rateLimit: false },
  compress: false,
} as const satisfies RouteShorthandOptions

/** Counts a request of such a route once it has real work to do; throws 429 past the limit. */
export function workCounter(app: FastifyInstance) {
  const count = app.rateLimit()
  return (request: FastifyRequest, reply: FastifyReply) => count.call(app, request, reply)
}

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
      errorResponseBuilder: () => new HttpError(429, API_MESSAGES.tooManyRequests),
    })
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
)
