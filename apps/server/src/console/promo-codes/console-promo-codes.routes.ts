import {
  ConsolePromoCodeSchema,
  CreatePromoCodeBodySchema,
  ok,
  okEnvelope,
  PROMO_MESSAGES,
  PromoCodeParamsSchema,
  UpdatePromoCodeBodySchema,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createPromoCodeIn,
  getConsolePromoCode,
  listConsolePromoCodes,
  updatePromoCodeIn,
} from '../../promo-codes/index.ts'
import { recordAudit } from '../audit/audit.ts'
import { currentStaff } from '../staff/staff-auth.plugin.ts'

const PromoCodeEnvelope = okEnvelope(ConsolePromoCodeSchema)

/**
 * The console's promo codes (the rules are in promo-codes/): list, create and change, each write
 * audited in its own transaction. No DELETE: bookings keep the code they used; a code is ended by
 * moving its last day.
 */
export const consolePromoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = { onRequest: app.requireStaff }

  app.get(
    '/api/console/promo-codes',
    { ...staffOnly, schema: { response: { 200: okEnvelope(z.array(ConsolePromoCodeSchema)) } } },
    async () => ok(await listConsolePromoCodes(app.db)),
  )

  app.get(
    '/api/console/promo-codes/:id',
    {
      ...staffOnly,
      schema: { params: PromoCodeParamsSchema, response: { 200: PromoCodeEnvelope } },
    },
    async (request) => ok(await getConsolePromoCode(app.db, request.params.id)),
  )

  app.post(
    '/api/console/promo-codes',
    {
      ...staffOnly,
      schema: { body: CreatePromoCodeBodySchema, response: { 201: PromoCodeEnvelope } },
    },
    async (request, reply) => {
      const staff = currentStaff(request)
      const now = new Date()
      const created = await app.db.transaction().execute(async (trx) => {
        const promo = await createPromoCodeIn(trx, request.body, now)
        await recordAudit(
          trx,
          {
            staffId: staff.id,
            action: 'promo-code.created',
            entity: 'promo-code',
            entityId: promo._id,
            after: promo,
          },
          now,
        )
        return promo
      })
      return reply.status(201).send(ok(created, PROMO_MESSAGES.created))
    },
  )

  app.patch(
    '/api/console/promo-codes/:id',
    {
      ...staffOnly,
      schema: {
        params: PromoCodeParamsSchema,
        body: UpdatePromoCodeBodySchema,
        response: { 200: PromoCodeEnvelope },
      },
    },
    async (request) => {
      const staff = currentStaff(request)
      const now = new Date()
      const updated = await app.db.transaction().execute(async (trx) => {
        const { before, after } = await updatePromoCodeIn(trx, request.params.id, request.body, now)
        await recordAudit(
          trx,
          {
            staffId: staff.id,
            action: 'promo-code.updated',
            entity: 'promo-code',
            entityId: after._id,
            before,
            after,
          },
          now,
        )
        return after
      })
      return ok(updated, PROMO_MESSAGES.updated)
    },
  )
}
