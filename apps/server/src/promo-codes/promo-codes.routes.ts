import {
  ok,
  okEnvelope,
  PromoPreviewParamsSchema,
  PromoPreviewQuerySchema,
  PromoPreviewSchema,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentCustomer } from '../customers/index.ts'
import { previewPromo } from './promo-codes.service.ts'

/** The booking page's preview of a promo code: its discount, or the 400 saying why not. */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/promo-codes/:code',
    {
      onRequest: app.requireCustomer,
      schema: {
        params: PromoPreviewParamsSchema,
        querystring: PromoPreviewQuerySchema,
        response: { 200: okEnvelope(PromoPreviewSchema) },
      },
    },
    async (request) =>
      ok(
        await previewPromo(app.db, currentCustomer(request).id, request.params.code, request.query),
      ),
  )
}
