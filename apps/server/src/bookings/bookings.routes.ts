import {
  BOOKING_MESSAGES,
  BookingParamsSchema,
  CancelBookingBodySchema,
  BookingSchema,
  CreateBookingBodySchema,
  IdempotencyKeySchema,
  ok,
  okEnvelope,
  RefundQuoteSchema,
  TravellersBodySchema,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentCustomer } from '../customers/index.ts'
import { registerBookingJobs } from './booking-jobs.ts'
import { registerBookingMails } from './mails/booking-templates.ts'
import {
  type BookingRules,
  cancelBooking,
  createBooking,
  getOwnBooking,
  listOwnBookings,
  quoteRefund,
  updateOwnTravellers,
} from './bookings.service.ts'

const BookingHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema.optional() })
const BookingEnvelope = okEnvelope(BookingSchema)

/** A customer's bookings: create (priced and seated on the server), read, quote and cancel. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules: BookingRules = {
    holdMinutes: app.env.bookingHoldMinutes,
    maxPending: app.env.MAX_PENDING_BOOKINGS,
    creditPercent: app.env.CREDIT_PERCENT,
  }
  registerBookingJobs(app)
  // Booking mail is kept as its template and data, and written by the mail worker when sent.
  registerBookingMails(app.mailContext.templates)

  app.post(
    '/api/bookings',
    {
      onRequest: app.requireCustomer,
      schema: {
        body: CreateBookingBodySchema,
        headers: BookingHeadersSchema,
        response: { 200: BookingEnvelope, 201: BookingEnvelope },
      },
    },
    async (request, reply) => {
      const customer = currentCustomer(request)
      const outcome = await createBooking(
        app.db,
        customer.id,
        request.body,
        request.headers['idempotency-key'],
        rules,
        app.mailContext,
      )
      if (outcome.notification) app.publishNotification(customer.id, outcome.notification)
      if (outcome.created) void app.publishSeats(request.body.packageId)
      return reply.status(outcome.created ? 201 : 200).send(ok(outcome.booking))
    },
  )

  app.get(
    '/api/bookings',
    {
      onRequest: app.requireCustomer,
      schema: { response: { 200: okEnvelope(z.array(BookingSchema)) } },
    },
    async (request) => ok(await listOwnBookings(app.db, currentCustomer(request).id)),
  )

  app.get(
    '/api/bookings/:id',
    {
      onRequest: app.requireCustomer,
      schema: { params: BookingParamsSchema, response: { 200: BookingEnvelope } },
    },
    async (request) =>
      ok(await getOwnBooking(app.db, currentCustomer(request).id, request.params.id)),
  )

  app.get(
    '/api/bookings/:id/refund-quote',
    {
      onRequest: app.requireCustomer,
      schema: { params: BookingParamsSchema, response: { 200: okEnvelope(RefundQuoteSchema) } },
    },
    async (request) =>
      ok(
        await quoteRefund(
          app.db,
          currentCustomer(request).id,
          request.params.id,
          app.env.CREDIT_PERCENT,
        ),
      ),
  )

  app.post(
    '/api/bookings/:id/cancel',
    {
      onRequest: app.requireCustomer,
      schema: {
        params: BookingParamsSchema,
        body: CancelBookingBodySchema,
        response: { 200: BookingEnvelope },
      },
    },
    async (request) => {
      const customer = currentCustomer(request)
      const { booking, notification } = await cancelBooking(
        app.db,
        customer.id,
        request.params.id,
        app.mailContext,
        { refundAs: request.body.refundAs, creditPercent: app.env.CREDIT_PERCENT },
      )
      app.publishNotification(customer.id, notification)
      void app.publishSeats(booking.packageDetails.packageId)
      await app.pushRefunds()
      return ok(await getOwnBooking(app.db, customer.id, booking._id), BOOKING_MESSAGES.cancelled)
    },
  )

  app.put(
    '/api/bookings/:id/travellers',
    {
      onRequest: app.requireCustomer,
      schema: {
        params: BookingParamsSchema,
        body: TravellersBodySchema,
        response: { 200: BookingEnvelope },
      },
    },
    async (request) =>
      ok(
        await updateOwnTravellers(
          app.db,
          currentCustomer(request).id,
          request.params.id,
          request.body,
        ),
        'Traveller details saved',
      ),
  )
}
