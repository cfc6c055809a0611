import { CurrencyQuerySchema, CurrencyRatesEnvelopeSchema, ok } from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readRates, REFRESH_AFTER_MS, refreshRates } from './currency.service.ts'

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  let refreshing: Promise<unknown> | null = null

  app.get(
    '/api/currency/latest',
    {
      schema: { querystring: CurrencyQuerySchema, response: { 200: CurrencyRatesEnvelopeSchema } },
    },
    async (_request, reply) => {
      const { rates, updatedAt } = await readRates(app.db)
      const apiKey = app.env.CURRENCY_API_KEY
      const stale = Date.now() - Date.parse(updatedAt) > REFRESH_AFTER_MS
      if (apiKey && stale && !refreshing) {
        // Answer with the stored rates now; the next caller sees the fresh ones.
        refreshing = refreshRates(app.db, { url: app.env.CURRENCY_API_URL, apiKey })
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'Currency refresh failed; keeping stored rates'),
          )
          .finally(() => {
            refreshing = null
          })
      }
      reply.header('cache-control', 'public, max-age=300')
      return ok(rates)
    },
  )
}
