import {
  BookingParamsSchema,
  BookingSchema,
  ok,
  okEnvelope,
  RecordPaymentBodySchema,
  RefundParamsSchema,
  RefundProcessedBodySchema,
} from '@trippy/contracts'
import { toPaise } from '@trippy/contracts/money'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { markRefundProcessedByHand, recordOfflinePayment } from '../../checkout/index.ts'
import { recordAudit } from '../audit/audit.ts'
import { currentStaff } from '../staff/staff-auth.plugin.ts'

const BookingEnvelope = okEnvelope(BookingSchema)

/** The operator's side of the ledger: money received outside the gateway, refunds paid by hand. */
export const consolePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/console/bookings/:id/payments',
    {
      onRequest: app.requireStaff,
      schema: {
        params: BookingParamsSchema,
        body: RecordPaymentBodySchema,
        response: { 201: BookingEnvelope },
      },
    },
    async (request, reply) => {
      const staff = currentStaff(request)
      const payment = {
        amountPaise: toPaise(request.body.amount),
        method: request.body.method,
        reference: request.body.reference || null,
        receivedAt: new Date(request.body.receivedAt).toISOString(),
        recordedBy: staff.id,
      }
      const now = new Date()
      const settled = await recordOfflinePayment(
        app.db,
        request.params.id,
        payment,
        app.mailContext,
        now,
        (trx, { booking }) =>
          recordAudit(
            trx,
            {
              staffId: staff.id,
              action: 'booking.payment-recorded',
              entity: 'booking',
              entityId: booking._id,
              after: {
                ...request.body,
                status: booking.metadata.status,
                amountPaid: booking.amountPaid,
              },
            },
            now,
          ),
      )
      if (settled.notification) app.publishNotification(settled.customerId, settled.notification)
      return reply.status(201).send(ok(settled.booking, 'Payment recorded'))
    },
  )

  app.post(
    '/api/console/refunds/:id/processed',
    {
      onRequest: app.requireStaff,
      schema: {
        params: RefundParamsSchema,
        body: RefundProcessedBodySchema,
        response: { 200: BookingEnvelope },
      },
    },
    async (request) => {
      const staff = currentStaff(request)
      const now = new Date()
      const settled = await markRefundProcessedByHand(
        app.db,
        request.params.id,
        request.body.reference,
        app.mailContext,
        now,
        (trx) =>
          recordAudit(
            trx,
            {
              staffId: staff.id,
              action: 'refund.processed',
              entity: 'refund',
              entityId: request.params.id,
              after: { status: 'processed', reference: request.body.reference },
            },
            now,
          ),
      )
      if (settled.notification) app.publishNotification(settled.customerId, settled.notification)
      return ok(settled.booking, 'Refund marked processed')
    },
  )
}
