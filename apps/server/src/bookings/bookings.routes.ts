import {
  BookingParamsSchema,
  CreateBookingBodySchema,
  IdempotencyKeySchema,
  ok,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentCustomer } from '../plugins/auth.ts'
import {
  cancelBooking,
  createBooking,
  getOwnBooking,
  listOwnBookings,
  quoteRefund,
} from './bookings.service.ts'

const BookingHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema.optional() })

/** A customer's bookings: create (priced and seated on the server), read, quote and cancel. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings',
    {
      onRequest: app.requireCustomer,
      schema: { body: CreateBookingBodySchema, headers: BookingHeadersSchema },
    },
    async (request, reply) => {
      const customer = currentCustomer(request)
      const outcome = await createBooking(
        app.db,
        customer.id,
        request.body,
        request.headers['idempotency-key'],
      )
      if (outcome.notification) app.publishNotification(customer.id, outcome.notification)
      if (outcome.created) void app.publishSeats(request.body.packageId)
      return reply.status(outcome.created ? 201 : 200).send(ok(outcome.booking))
    },
  )

  app.get('/api/bookings', { onRequest: app.requireCustomer }, async (request) => {
    return ok(await listOwnBookings(app.db, currentCustomer(request).id))
  })

  app.get(
    '/api/bookings/:id',
    { onRequest: app.requireCustomer, schema: { params: BookingParamsSchema } },
    async (request) => {
      return ok(await getOwnBooking(app.db, currentCustomer(request).id, request.params.id))
    },
  )

  app.get(
    '/api/bookings/:id/refund-quote',
    { onRequest: app.requireCustomer, schema: { params: BookingParamsSchema } },
    async (request) =>
      ok(await quoteRefund(app.db, currentCustomer(request).id, request.params.id)),
  )

  app.post(
    '/api/bookings/:id/cancel',
    { onRequest: app.requireCustomer, schema: { params: BookingParamsSchema } },
    async (request) => {
      const customer = currentCustomer(request)
      const { booking, notification } = await cancelBooking(app.db, customer.id, request.params.id)
      app.publishNotification(customer.id, notification)
      void app.publishSeats(booking.packageDetails.packageId)
      return ok(booking, 'Booking cancelled')
    },
  )
}
