import { IdSchema, ok, okEnvelope } from '@trippy/contracts'
import { toRupees } from '@trippy/contracts/money'
import {
  CheckInBodySchema,
  type ManifestRow,
  ManifestSchema,
  READINESS_MESSAGES,
} from '@trippy/contracts/readiness'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { csvAnswer, csvDocument, csvRupees, sendCsv } from '../csv.ts'
import { currentStaff } from '../staff/staff-auth.plugin.ts'
import { checkInTraveller, departureManifest } from './manifest.service.ts'

const IdParams = z.object({ id: IdSchema })
const ManifestEnvelope = okEnvelope(ManifestSchema)

export const MANIFEST_CSV_COLUMNS = [
  'Booking ID',
  'Traveller',
  'Name',
  'Age',
  'Gender',
  'ID type',
  'ID number',
  'Emergency contact',
  'Emergency phone',
  'Char Dham registration',
  'Medical certificate',
  'Missing',
  'Amount due (INR)',
  'Check-in',
  'Checked in at',
  'Booked by',
] as const

function certificateCell(row: ManifestRow): string {
  if (!row.needs.includes('medical-certificate')) return 'not needed'
  return row.hasMedicalCertificate ? 'uploaded' : 'missing'
}

function csvRow(row: ManifestRow) {
  return [
    row.bookingId,
    row.travellerIndex + 1,
    row.name,
    row.age,
    row.gender,
    row.idType,
    row.idNumber,
    row.emergencyName,
    row.emergencyPhone,
    row.registrationNumber,
    certificateCell(row),
    row.missing.map((item) => READINESS_MESSAGES.itemLabels[item]).join('; '),
    row.duePaise === null ? '' : csvRupees(toRupees(row.duePaise)),
    row.checkIn?.status ?? '',
    row.checkIn?.at ?? '',
    row.bookedBy,
  ]
}

/** A departure's manifest for the operator (docs/readiness.md), its CSV, and check-in on the day. */
export const consoleManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = { onRequest: app.requireStaff }

  app.get(
    '/api/console/departures/:id/manifest',
    { ...staffOnly, schema: { params: IdParams, response: { 200: ManifestEnvelope } } },
    async (request) => ok(await departureManifest(app.db, request.params.id)),
  )

  app.get(
    '/api/console/departures/:id/manifest.csv',
    {
      ...staffOnly,
      schema: { params: IdParams, response: csvAnswer("The departure's travellers") },
    },
    async (request, reply) => {
      const manifest = await departureManifest(app.db, request.params.id)
      const csv = csvDocument(MANIFEST_CSV_COLUMNS, manifest.rows.map(csvRow))
      return sendCsv(reply, `manifest-${manifest.startDate}`, csv)
    },
  )

  app.post(
    '/api/console/departures/:id/check-ins',
    {
      ...staffOnly,
      schema: { params: IdParams, body: CheckInBodySchema, response: { 200: ManifestEnvelope } },
    },
    async (request) => {
      const message = await checkInTraveller(
        app.db,
        currentStaff(request),
        request.params.id,
        request.body,
      )
      return ok(await departureManifest(app.db, request.params.id), message)
    },
  )
}
