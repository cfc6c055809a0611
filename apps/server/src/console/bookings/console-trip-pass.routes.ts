import { BookingParamsSchema, ok, okEnvelope } from '@trippy/contracts'
import { BOOKING_MESSAGES } from '@trippy/contracts/booking-messages'
import { TripPassIssuedSchema } from '@trippy/contracts'
import { TRIP_PASS_MESSAGES } from '@trippy/contracts/trip-pass'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../../http-error.ts'
import { reissuePass } from '../../trip-pass/index.ts'
import { recordAudit } from '../audit/audit.ts'
import { currentStaff } from '../staff/staff-auth.plugin.ts'

/** Staff end a trip pass's link (shared too widely, a lost phone) and issue a new one. */
export const consoleTripPassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/console/bookings/:id/trip-pass',
    {
      onRequest: app.requireStaff,
      schema: { params: BookingParamsSchema, response: { 201: okEnvelope(TripPassIssuedSchema) } },
    },
    async (request, reply) => {
      const staff = currentStaff(request)
      const now = new Date()
      const issued = await app.db.transaction().execute(async (trx) => {
        const result = await reissuePass(trx, request.params.id, now)
        if (result.outcome === 'issued')
          // The audit says when each link was issued, never the secret itself.
          await recordAudit(
            trx,
            {
              staffId: staff.id,
              action: 'booking.trip-pass-reissued',
              entity: 'booking',
              entityId: request.params.id,
              before: { passIssuedAt: result.previousIssuedAt },
              after: { passIssuedAt: result.issuedAt },
            },
            now,
          )
        return result
      })
      if (issued.outcome === 'not-found') throw new HttpError(404, BOOKING_MESSAGES.notFound)
      if (issued.outcome === 'not-confirmed')
        throw new HttpError(409, TRIP_PASS_MESSAGES.notConfirmed)
      return reply.status(201).send(ok({ passUrl: issued.passUrl }, TRIP_PASS_MESSAGES.reissued))
    },
  )
}
