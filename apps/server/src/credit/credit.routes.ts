import { CreditSummarySchema, ok, okEnvelope } from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentCustomer } from '../customers/index.ts'
import { sendCreditExpiryReminders } from './credit-reminders.ts'
import { getCredit } from './credit.service.ts'

const HOURLY = 60 * 60_000

/** The customer's own trek credit, and the job that mails before it expires. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.scheduleJob({
    name: 'credit-expiry-reminders',
    everyMs: HOURLY,
    run: async (now) => {
      await sendCreditExpiryReminders(app.db, app.mailContext, now)
    },
  })

  app.get(
    '/api/credit',
    {
      onRequest: app.requireCustomer,
      schema: { response: { 200: okEnvelope(CreditSummarySchema) } },
    },
    async (request) => ok(await getCredit(app.db, currentCustomer(request).id)),
  )
}
