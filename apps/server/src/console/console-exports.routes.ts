import {
  ConsoleCustomersQuerySchema,
  ConsoleDeparturesQuerySchema,
  ConsoleLeadsQuerySchema,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listAudit } from './audit/audit.ts'
import { csvAnswer, csvDocument, sendCsv } from './csv.ts'
import { listCustomers } from './customers/console-customers.service.ts'
import { pageDepartures } from './departures/departures.service.ts'
import { listLeads } from './leads/console-leads.service.ts'

const ALL = { all: true }

/**
 * Every console list as a CSV download, with the list's own filters and every row they match. The
 * bookings desk's CSV sits with its list in console-desk.routes.ts.
 */
export const consoleExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = { onRequest: app.requireStaff }

  app.get(
    '/api/console/leads.csv',
    {
      ...staffOnly,
      schema: {
        querystring: ConsoleLeadsQuerySchema.omit({ page: true }),
        response: csvAnswer('The leads'),
      },
    },
    async (request, reply) => {
      const { leads } = await listLeads(app.db, { ...request.query, page: 1 }, ALL)
      const csv = csvDocument(
        [
          'Lead ID',
          'Received at',
          'Kind',
          'Status',
          'Name',
          'Email',
          'Phone',
          'Trip',
          'Trip type',
          'Package type',
          'Travellers',
          'Message',
          'Follow up on',
          'Notes',
          'Customer ID',
        ],
        leads.map((lead) => [
          lead._id,
          lead.createdAt,
          lead.kind,
          lead.status,
          lead.name,
          lead.email,
          lead.phone,
          lead.trip,
          lead.tripType,
          lead.packageType,
          lead.travelers,
          lead.message,
          lead.followUpOn,
          lead.note,
          lead.customerId,
        ]),
      )
      return sendCsv(reply, 'leads', csv)
    },
  )

  app.get(
    '/api/console/customers.csv',
    {
      ...staffOnly,
      schema: {
        querystring: ConsoleCustomersQuerySchema.omit({ page: true }),
        response: csvAnswer('The customers'),
      },
    },
    async (request, reply) => {
      const { customers } = await listCustomers(app.db, { ...request.query, page: 1 }, ALL)
      const csv = csvDocument(
        ['Customer ID', 'Registered at', 'Name', 'Email', 'Phone', 'Bookings', 'Leads'],
        customers.map((customer) => [
          customer._id,
          customer.createdAt,
          customer.name,
          customer.email,
          customer.phone,
          customer.bookings,
          customer.leads,
        ]),
      )
      return sendCsv(reply, 'customers', csv)
    },
  )

  app.get(
    '/api/console/departures.csv',
    {
      ...staffOnly,
      schema: {
        querystring: ConsoleDeparturesQuerySchema.omit({ page: true }),
        response: csvAnswer('The departures'),
      },
    },
    async (request, reply) => {
      const { departures } = await pageDepartures(
        app.db,
        { ...request.query, page: 1 },
        new Date(),
        ALL,
      )
      const csv = csvDocument(
        [
          'Departure ID',
          'Package',
          'Start',
          'End',
          'Seats',
          'Seats sold',
          'Seats left',
          'Cancelled at',
        ],
        departures.map((departure) => [
          departure._id,
          departure.packageName,
          departure.startDate,
          departure.endDate,
          departure.seats,
          departure.seatsSold,
          departure.seatsLeft,
          departure.cancelledAt,
        ]),
      )
      return sendCsv(reply, 'departures', csv)
    },
  )

  app.get(
    '/api/console/audit.csv',
    { ...staffOnly, schema: { response: csvAnswer('The audit log') } },
    async (_request, reply) => {
      const { entries } = await listAudit(app.db, 1, ALL)
      const csv = csvDocument(
        ['At', 'Staff', 'Action', 'Entity', 'Entity ID', 'Before', 'After'],
        entries.map((entry) => [
          entry.at,
          entry.staffName,
          entry.action,
          entry.entity,
          entry.entityId,
          entry.before === null ? '' : JSON.stringify(entry.before),
          entry.after === null ? '' : JSON.stringify(entry.after),
        ]),
      )
      return sendCsv(reply, 'audit-log', csv)
    },
  )
}
