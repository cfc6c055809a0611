import { HealthDownEnvelopeSchema, HealthEnvelopeSchema, ok } from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthEnvelopeSchema, 503: HealthDownEnvelopeSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db)
        return ok({ status: 'ok' as const, db: 'ok' as const })
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable')
        return reply.status(503).send({
          success: false,
          message: 'Database unreachable',
          data: { status: 'degraded', db: 'down' },
        })
      }
    },
  )
}
