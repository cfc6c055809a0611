import { BOOKING_MESSAGES } from '@trippy/contracts'
import { INVOICE_MESSAGES } from '@trippy/contracts/api-messages'
import { toPaise } from '@trippy/contracts/money'
import type { Kysely } from 'kysely'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import {
  buildCreditNote,
  buildInvoice,
  type InvoiceDocument,
  type InvoiceFacts,
  type InvoiceIssuer,
} from './invoice-document.ts'
import { type DocumentKind, documentFileName, documentNumber, seriesOf } from './invoice-number.ts'
import { renderDocumentPdf } from './invoice-pdf.ts'
import {
  findBookingOwner,
  findDocument,
  findInvoiceSource,
  findIssuerJson,
  insertDocument,
  type InvoiceSourceRow,
  saveIssuerJson,
  setInvoiceNumber,
  takeNumber,
} from './invoices.repository.ts'

export { INVOICE_MESSAGES }

/**
 * Records who issues the documents, at start. Invoices are issued inside the transactions that
 * confirm bookings (a payment, a webhook, the console), which carry no configuration; the
 * database they write to does, the same for every process.
 */
export async function saveIssuer(db: Kysely<Database>, issuer: InvoiceIssuer): Promise<void> {
  await saveIssuerJson(db, JSON.stringify(issuer))
}

async function loadIssuer(db: Kysely<Database>): Promise<InvoiceIssuer> {
  const json = await findIssuerJson(db)
  if (!json) throw new Error('No invoice issuer recorded: the invoices routes were not registered')
  return JSON.parse(json) as InvoiceIssuer
}

/**
 * In the caller's transaction (the booking's row lock held), when a booking is confirmed: issues
 * its tax invoice with the next number of this financial year, keeps what it prints and sets the
 * booking's invoice number. A booking invoiced already keeps its invoice: its number is answered.
 */
export async function issueInvoiceInTransaction(
  trx: Kysely<Database>,
  bookingId: string,
  now: Date,
): Promise<string> {
  const existing = await findDocument(trx, bookingId, 'invoice')
  if (existing) return existing.number
  const source = await findInvoiceSource(trx, bookingId)
  if (!source) throw new Error(`No booking ${bookingId} to invoice`)
  const issuer = await loadIssuer(trx)
  const sequence = await takeNumber(trx, seriesOf('invoice', now))
  const number = documentNumber(issuer.prefix, 'invoice', now, sequence)
  const document = buildInvoice(issuer, invoiceFacts(source), number, now)
  await keep(trx, document)
  await setInvoiceNumber(trx, bookingId, number)
  return number
}

/**
 * In the caller's transaction, when an invoiced booking is cancelled with a refund: issues the
 * credit note for the refund against its invoice. Null when there is nothing to credit (no
 * refund, or no invoice); a booking credited already answers its credit note's number.
 */
export async function issueCreditNoteInTransaction(
  trx: Kysely<Database>,
  bookingId: string,
  refundPaise: number,
  now: Date,
  /** The credit note's line, when it is not a refund (trek credit instead). */
  description?: string,
): Promise<string | null> {
  if (refundPaise <= 0) return null
  const existing = await findDocument(trx, bookingId, 'credit-note')
  if (existing) return existing.number
  const invoice = await findDocument(trx, bookingId, 'invoice')
  if (!invoice) return null
  const issuer = await loadIssuer(trx)
  const sequence = await takeNumber(trx, seriesOf('credit-note', now))
  const number = documentNumber(issuer.prefix, 'credit-note', now, sequence)
  const original = JSON.parse(invoice.document_json) as InvoiceDocument
  await keep(trx, buildCreditNote(original, refundPaise, number, now, description))
  return number
}

async function keep(trx: Kysely<Database>, document: InvoiceDocument): Promise<void> {
  await insertDocument(trx, {
    id: newId(),
    booking_id: document.bookingId,
    kind: document.kind,
    number: document.number,
    financial_year: document.financialYear,
    issued_at: document.issuedAt,
    document_json: JSON.stringify(document),
  })
}

/** The customer as the invoice names them: their profile, else what they gave when booking. */
function invoiceFacts(source: InvoiceSourceRow): InvoiceFacts {
  const trip = JSON.parse(source.package_json) as { packageName: string; offerPrice: number }
  const addons = JSON.parse(source.addons_json) as { name: string; price: number }[]
  const details = JSON.parse(source.customer_details_json) as {
    fullName?: string
    address?: string
  }
  const profileName = `${source.first_name} ${source.last_name}`.trim()
  return {
    bookingId: source.id,
    packageName: trip.packageName,
    offerPricePaise: toPaise(trip.offerPrice),
    addons: addons.map((addon) => ({ name: addon.name, pricePaise: toPaise(addon.price) })),
    seats: source.number_of_seats,
    startDate: source.start_date,
    endDate: source.end_date,
    subtotalPaise: source.subtotal_paise,
    promo: source.promo_code
      ? { code: source.promo_code, discountPaise: source.discount_paise }
      : null,
    gstPaise: source.gst_paise,
    customer: {
      name: profileName || details.fullName || '',
      address: source.address.trim() || details.address || '',
      state: source.state,
    },
  }
}

export type DocumentPdf = { fileName: string; pdf: Buffer }

/** A customer's own booking's invoice or credit note: 404 without one, 403 for another's. */
export async function getOwnDocumentPdf(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
  kind: DocumentKind,
): Promise<DocumentPdf> {
  const owner = await findBookingOwner(db, bookingId)
  if (!owner) throw new HttpError(404, BOOKING_MESSAGES.notFound)
  if (owner.customer_id !== customerId) throw new HttpError(403, BOOKING_MESSAGES.notYours)
  return getDocumentPdf(db, bookingId, kind)
}

/** Any booking's invoice or credit note, as issued (for the operator). */
export async function getDocumentPdf(
  db: Kysely<Database>,
  bookingId: string,
  kind: DocumentKind,
): Promise<DocumentPdf> {
  const row = await findDocument(db, bookingId, kind)
  if (!row) {
    if (!(await findBookingOwner(db, bookingId)))
      throw new HttpError(404, BOOKING_MESSAGES.notFound)
    throw new HttpError(
      404,
      kind === 'invoice' ? INVOICE_MESSAGES.noInvoice : INVOICE_MESSAGES.noCreditNote,
    )
  }
  const document = JSON.parse(row.document_json) as InvoiceDocument
  return { fileName: documentFileName(row.number), pdf: await renderDocumentPdf(document) }
}
