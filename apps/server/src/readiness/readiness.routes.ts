import multipart from '@fastify/multipart'
import { ok, okEnvelope } from '@trippy/contracts'
import {
  BookingReadinessSchema,
  DOCUMENT_MAX_BYTES,
  DocumentPathSchema,
  READINESS_MESSAGES as MESSAGES,
  TravellerPathSchema,
  TravellerReadinessBodySchema,
} from '@trippy/contracts/readiness'
import { IdSchema } from '@trippy/contracts/ids'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bearerToken, currentCustomer } from '../customers/index.ts'
import { HttpError } from '../http-error.ts'
import { readDocumentFile } from './documents.ts'
import { registerReadinessJobs } from './readiness-jobs.ts'
import {
  bookingReadiness,
  type DocumentViewer,
  findViewableDocument,
  ownBooking,
  setTravellerReadiness,
  uploadDocument,
} from './readiness.service.ts'

const ReadinessEnvelope = okEnvelope(BookingReadinessSchema)

/**
 * Each traveller's readiness for their trip (docs/readiness.md): the checklist, the emergency
 * contact and registration number, and private documents (PDF, JPEG or PNG, at most 5 MB).
 */
export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReadinessJobs(app)
  // One part, the file; a bigger one answers 413 as its bytes pass the limit.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  })

  app.get(
    '/api/bookings/:id/readiness',
    {
      onRequest: app.requireCustomer,
      schema: { params: z.object({ id: IdSchema }), response: { 200: ReadinessEnvelope } },
    },
    async (request) => {
      const row = await ownBooking(app.db, currentCustomer(request).id, request.params.id)
      return ok(await bookingReadiness(app.db, row))
    },
  )

  app.put(
    '/api/bookings/:id/travellers/:index/readiness',
    {
      onRequest: app.requireCustomer,
      schema: {
        params: TravellerPathSchema,
        body: TravellerReadinessBodySchema,
        response: { 200: ReadinessEnvelope },
      },
    },
    async (request) =>
      ok(
        await setTravellerReadiness(
          app.db,
          currentCustomer(request).id,
          request.params.id,
          request.params.index,
          request.body,
        ),
        MESSAGES.saved,
      ),
  )

  app.put(
    '/api/bookings/:id/travellers/:index/documents/:kind',
    {
      onRequest: app.requireCustomer,
      schema: {
        description:
          'multipart/form-data with one part named file: a PDF, JPEG or PNG of at most 5 MB, recognised from its bytes (415 otherwise, 413 when larger).',
        params: DocumentPathSchema,
        response: { 200: ReadinessEnvelope },
      },
    },
    async (request) => {
      const bytes = await readFile(request)
      const { id, index, kind } = request.params
      return ok(
        await uploadDocument(
          app.db,
          app.env.DATA_DIR,
          currentCustomer(request).id,
          { bookingId: id, index, kind },
          bytes,
        ),
        MESSAGES.uploaded,
      )
    },
  )

  /** The booking's owner or any member of staff; anyone else learns nothing (401 or 404). */
  async function viewerOf(request: FastifyRequest): Promise<DocumentViewer> {
    const token = bearerToken(request.headers.authorization)
    const customer = token ? await app.verifyToken(token) : null
    if (customer) return { customerId: customer.id }
    await app.requireStaff(request)
    return { staff: true }
  }

  app.get(
    '/api/bookings/:id/travellers/:index/documents/:kind',
    {
      schema: {
        description:
          "The document's bytes, for the booking's owner and staff only; never cached (no-store).",
        params: DocumentPathSchema,
        response: {
          200: {
            description: 'The document as it was uploaded: a PDF, JPEG or PNG',
            content: Object.fromEntries(
              ['application/pdf', 'image/jpeg', 'image/png'].map((type) => [
                type,
                { schema: z.string().meta({ format: 'binary' }) },
              ]),
            ),
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { id, index, kind } = request.params
      const viewer = await viewerOf(request)
      const document = await findViewableDocument(app.db, viewer, { bookingId: id, index, kind })
      const bytes = await readDocumentFile(app.env.DATA_DIR, document.file_name)
      const extension = document.content_type.split('/')[1] ?? 'bin'
      return sendDocument(reply, document.content_type, `${kind}-${index + 1}.${extension}`, bytes)
    },
  )
}

/** The file as stored, shown inline in a sandbox so that nothing in it runs as our page. */
function sendDocument(reply: FastifyReply, type: string, fileName: string, bytes: Buffer) {
  return reply
    .type(type)
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('content-security-policy', "sandbox; default-src 'none'")
    .send(bytes)
}

async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, MESSAGES.noFile)
  const file = await request.file()
  if (!file || file.fieldname !== 'file') throw new HttpError(400, MESSAGES.noFile)
  try {
    return await file.toBuffer()
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, MESSAGES.tooLarge)
    throw error
  }
}
