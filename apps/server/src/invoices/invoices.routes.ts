import { BookingParamsSchema } from '@trippy/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../http-error.ts'
import { currentCustomer } from '../customers/index.ts'
import type { DocumentKind } from './invoice-number.ts'
import {
  type DocumentPdf,
  getDocumentPdf,
  getOwnDocumentPdf,
  saveIssuer,
} from './invoices.service.ts'

const PdfAnswer = {
  200: {
    description: 'The document as a PDF download',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
}

const DOCUMENTS: { path: string; kind: DocumentKind }[] = [
  { path: 'invoice.pdf', kind: 'invoice' },
  { path: 'credit-note.pdf', kind: 'credit-note' },
]

/** Downloaded under its number. */
function sendPdf(reply: FastifyReply, { fileName, pdf }: DocumentPdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf)
}

/**
 * A personal document is never kept by any cache. Route hooks run after the security headers'
 * own onSend (which makes every credentialed answer `no-store`), so this one has the last word.
 */
async function neverCached(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store')
}

/**
 * GST tax invoices and credit notes as PDFs: a customer's own from My Bookings, any booking's
 * from the console. They are issued when a booking is confirmed or cancelled with a refund.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  await saveIssuer(app.db, {
    prefix: app.env.INVOICE_PREFIX,
    legalName: app.env.OPERATOR_LEGAL_NAME,
    address: app.env.OPERATOR_ADDRESS,
    gstin: app.env.OPERATOR_GSTIN,
    state: app.env.OPERATOR_STATE,
  })
  // The confirmation mail attaches the invoice, made from the issued copy when the mail is sent.
  app.mailContext.attachments.register('invoice', async (ref, db) => {
    if (!ref.bookingId) return null
    try {
      const { fileName, pdf } = await getDocumentPdf(db, ref.bookingId, 'invoice')
      return { filename: fileName, content: pdf, contentType: 'application/pdf' }
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null
      throw error
    }
  })

  for (const { path, kind } of DOCUMENTS) {
    app.get(
      `/api/bookings/:id/${path}`,
      {
        onRequest: app.requireCustomer,
        onSend: neverCached,
        schema: { params: BookingParamsSchema, response: PdfAnswer },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await getOwnDocumentPdf(app.db, currentCustomer(request).id, request.params.id, kind),
        ),
    )

    app.get(
      `/api/console/bookings/:id/${path}`,
      {
        onRequest: app.requireStaff,
        onSend: neverCached,
        schema: { params: BookingParamsSchema, response: PdfAnswer },
      },
      async (request, reply) =>
        sendPdf(reply, await getDocumentPdf(app.db, request.params.id, kind)),
    )
  }
}
