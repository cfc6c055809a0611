import { type Health, HealthDownEnvelopeSchema, HealthEnvelopeSchema, ok } from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { sql } from 'kysely'

const REDIS_PING_TIMEOUT_MS = 500

async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false
  const timeout = new Promise<false>((resolve) =>
    setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS).unref(),
  )
  return Promise.race([
    redis.ping().then(
      () => true,
      () => false,
    ),
    timeout,
  ])
}

/**
 * 200 while the database answers (Redis down only degrades the site: limits and live events
 * stay per instance), 503 without the database.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthEnvelopeSchema, 503: HealthDownEnvelopeSchema } } },
    async (request, reply) => {
      const redis: Health['redis'] = app.redis
        ? (await redisAnswers(app.redis))
          ? 'ok'
          : 'down'
        : undefined
      const redisPart = redis ? { redis } : {}
      try {
        await sql`select 1`.execute(app.db)
        return ok({ status: redis === 'down' ? 'degraded' : 'ok', db: 'ok', ...redisPart })
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable')
        return reply.status(503).send({
          success: false,
          message: 'Database unreachable',
          data: { status: 'degraded', db: 'down', ...redisPart },
        })
      }
    },
  )
}
