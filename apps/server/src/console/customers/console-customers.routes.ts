import { ConsoleCustomerDetailSchema, IdSchema, ok, okEnvelope } from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerPage } from './console-customer-page.ts'
import { consoleCreditRoutes } from './console-credit.routes.ts'

/** A customer's own page in the console; the list stays with the desk's routes. */
export const consoleCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(consoleCreditRoutes)
  app.get(
    '/api/console/customers/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        params: z.object({ id: IdSchema }),
        response: { 200: okEnvelope(ConsoleCustomerDetailSchema) },
      },
    },
    async (request) => ok(await customerPage(app.db, request.params.id)),
  )
}
