import {
  AuditEntrySchema,
  BookingParamsSchema,
  CancelDepartureBodySchema,
  CONSOLE_BOOKING_MESSAGES as MESSAGES,
  ConsoleBookingDetailSchema,
  ConsoleBookingSchema,
  ConsoleBookingsQuerySchema,
  ConsoleCancelBookingBodySchema,
  ConsoleCustomerSchema,
  ConsoleCustomersQuerySchema,
  ConsoleDepartureSchema,
  ConsoleDeparturesQuerySchema,
  ConsoleLeadSchema,
  ConsoleLeadsQuerySchema,
  ConsoleSummarySchema,
  ConsoleWaitlistEntrySchema,
  DepartureMessageBodySchema,
  IdSchema,
  MessageEnvelopeSchema,
  NewDepartureBodySchema,
  ok,
  okEnvelope,
  pageEnvelope,
  PageQuerySchema,
  UpdateDepartureBodySchema,
  UpdateLeadBodySchema,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listAudit } from './audit/audit.ts'
import {
  cancelAsOperator,
  deskBookingsCsv,
  getDeskBooking,
  listDeskBookings,
} from './bookings/console-bookings.service.ts'
import { csvAnswer, sendCsv } from './csv.ts'
import { listCustomers } from './customers/console-customers.service.ts'
import {
  addDeparture,
  cancelDeparture,
  findDeparture,
  messageDeparture,
  pageDepartures,
  updateDeparture,
} from './departures/departures.service.ts'
import { listLeads, updateLead } from './leads/console-leads.service.ts'
import { currentStaff } from './staff/staff-auth.plugin.ts'
import { consoleSummary } from './summary/summary.service.ts'
import { departureWaitlist } from '../waitlist/index.ts'

const IdParams = z.object({ id: IdSchema })
const DepartureEnvelope = okEnvelope(ConsoleDepartureSchema)

/**
 * The operator's desk (docs/http-contract.md): dashboard, bookings, departures, leads, customers,
 * audit.
 */
export const consoleDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = { onRequest: app.requireStaff }

  app.get(
    '/api/console/summary',
    { ...staffOnly, schema: { response: { 200: okEnvelope(ConsoleSummarySchema) } } },
    async () => ok(await consoleSummary(app.db)),
  )

  app.get(
    '/api/console/bookings',
    {
      ...staffOnly,
      schema: {
        querystring: ConsoleBookingsQuerySchema,
        response: { 200: pageEnvelope(ConsoleBookingSchema) },
      },
    },
    async (request) => {
      const { bookings, meta } = await listDeskBookings(app.db, request.query)
      return { success: true as const, data: bookings, meta }
    },
  )

  app.get(
    '/api/console/bookings.csv',
    {
      ...staffOnly,
      schema: {
        querystring: ConsoleBookingsQuerySchema.omit({ page: true }),
        response: csvAnswer('The bookings'),
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'bookings', await deskBookingsCsv(app.db, request.query)),
  )

  app.get(
    '/api/console/bookings/:id',
    {
      ...staffOnly,
      schema: {
        params: BookingParamsSchema,
        response: { 200: okEnvelope(ConsoleBookingDetailSchema) },
      },
    },
    async (request) => ok(await getDeskBooking(app.db, request.params.id)),
  )

  app.post(
    '/api/console/bookings/:id/cancel',
    {
      ...staffOnly,
      schema: {
        params: BookingParamsSchema,
        body: ConsoleCancelBookingBodySchema,
        response: { 200: okEnvelope(ConsoleBookingSchema) },
      },
    },
    async (request) => {
      const { booking, notification, packageId } = await cancelAsOperator(
        app.db,
        currentStaff(request),
        request.params.id,
        request.body,
        app.mailContext,
      )
      app.publishNotification(booking.customerId, notification)
      void app.publishSeats(packageId)
      await app.pushRefunds()
      return ok(await getDeskBooking(app.db, booking._id), MESSAGES.cancelled)
    },
  )

  app.get(
    '/api/console/departures',
    {
      ...staffOnly,
      schema: {
        querystring: ConsoleDeparturesQuerySchema,
        response: { 200: pageEnvelope(ConsoleDepartureSchema) },
      },
    },
    async (request) => {
      const { departures, meta } = await pageDepartures(app.db, request.query)
      return { success: true as const, data: departures, meta }
    },
  )

  app.post(
    '/api/console/packages/:id/departures',
    {
      ...staffOnly,
      schema: {
        params: IdParams,
        body: NewDepartureBodySchema,
        response: { 201: DepartureEnvelope },
      },
    },
    async (request, reply) => {
      const departure = await addDeparture(
        app.db,
        currentStaff(request),
        request.params.id,
        request.body,
      )
      void app.publishSeats(departure.packageId)
      return reply.status(201).send(ok(departure, MESSAGES.departureAdded))
    },
  )

  app.put(
    '/api/console/departures/:id',
    {
      ...staffOnly,
      schema: {
        params: IdParams,
        body: UpdateDepartureBodySchema,
        response: { 200: DepartureEnvelope },
      },
    },
    async (request) => {
      const departure = await updateDeparture(
        app.db,
        currentStaff(request),
        request.params.id,
        request.body,
      )
      void app.publishSeats(departure.packageId)
      return ok(departure, MESSAGES.departureUpdated)
    },
  )

  app.post(
    '/api/console/departures/:id/cancel',
    {
      ...staffOnly,
      schema: {
        params: IdParams,
        body: CancelDepartureBodySchema,
        response: { 200: DepartureEnvelope },
      },
    },
    async (request) => {
      const { departure, bookings, deliveries } = await cancelDeparture(
        app.db,
        currentStaff(request),
        request.params.id,
        request.body.reason,
        app.mailContext,
      )
      for (const { customerId, notification } of deliveries)
        app.publishNotification(customerId, notification)
      void app.publishSeats(departure.packageId)
      await app.pushRefunds()
      return ok(departure, MESSAGES.departureCancelledDone(bookings))
    },
  )

  app.get(
    '/api/console/departures/:id/waitlist',
    {
      ...staffOnly,
      schema: {
        params: IdParams,
        response: { 200: okEnvelope(z.array(ConsoleWaitlistEntrySchema)) },
      },
    },
    async (request) => {
      await findDeparture(app.db, request.params.id)
      return ok(await departureWaitlist(app.db, request.params.id))
    },
  )

  app.post(
    '/api/console/departures/:id/message',
    {
      ...staffOnly,
      schema: {
        params: IdParams,
        body: DepartureMessageBodySchema,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      const deliveries = await messageDeparture(
        app.db,
        currentStaff(request),
        request.params.id,
        request.body,
        app.mailContext,
      )
      for (const { customerId, notification } of deliveries)
        app.publishNotification(customerId, notification)
      return ok(null, MESSAGES.messageSent(deliveries.length))
    },
  )

  app.get(
    '/api/console/leads',
    {
      ...staffOnly,
      schema: {
        querystring: ConsoleLeadsQuerySchema,
        response: { 200: pageEnvelope(ConsoleLeadSchema) },
      },
    },
    async (request) => {
      const { leads, meta } = await listLeads(app.db, request.query)
      return { success: true as const, data: leads, meta }
    },
  )

  app.patch(
    '/api/console/leads/:id',
    {
      ...staffOnly,
      schema: {
        params: IdParams,
        body: UpdateLeadBodySchema,
        response: { 200: okEnvelope(ConsoleLeadSchema) },
      },
    },
    async (request) =>
      ok(
        await updateLead(app.db, currentStaff(request), request.params.id, request.body),
        MESSAGES.leadUpdated,
      ),
  )

  app.get(
    '/api/console/customers',
    {
      ...staffOnly,
      schema: {
        querystring: ConsoleCustomersQuerySchema,
        response: { 200: pageEnvelope(ConsoleCustomerSchema) },
      },
    },
    async (request) => {
      const { customers, meta } = await listCustomers(app.db, request.query)
      return { success: true as const, data: customers, meta }
    },
  )

  app.get(
    '/api/console/audit',
    {
      ...staffOnly,
      schema: { querystring: PageQuerySchema, response: { 200: pageEnvelope(AuditEntrySchema) } },
    },
    async (request) => {
      const { entries, meta } = await listAudit(app.db, request.query.page)
      return { success: true as const, data: entries, meta }
    },
  )
}
