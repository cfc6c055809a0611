import {
  CreditSummarySchema,
  GrantCreditBodySchema,
  IdSchema,
  ok,
  okEnvelope,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getCredit, grantCredit } from '../../credit/index.ts'
import { recordAudit } from '../audit/audit.ts'
import { currentStaff } from '../staff/staff-auth.plugin.ts'

const CustomerParamsSchema = z.object({ id: IdSchema })

/** A customer's trek credit in the console: read it, and grant some with a reason (audited). */
export const consoleCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/customers/:id/credit',
    {
      onRequest: app.requireStaff,
      schema: { params: CustomerParamsSchema, response: { 200: okEnvelope(CreditSummarySchema) } },
    },
    async (request) => ok(await getCredit(app.db, request.params.id)),
  )

  app.post(
    '/api/console/customers/:id/credit',
    {
      onRequest: app.requireStaff,
      schema: {
        params: CustomerParamsSchema,
        body: GrantCreditBodySchema,
        response: { 201: okEnvelope(CreditSummarySchema) },
      },
    },
    async (request, reply) => {
      const staff = currentStaff(request)
      const now = new Date()
      const credit = await grantCredit(
        app.db,
        request.params.id,
        request.body,
        staff.id,
        (trx) =>
          recordAudit(
            trx,
            {
              staffId: staff.id,
              action: 'customer.credit-granted',
              entity: 'customer',
              entityId: request.params.id,
              after: request.body,
            },
            now,
          ),
        now,
      )
      return reply.status(201).send(ok(credit, 'Credit granted'))
    },
  )
}
