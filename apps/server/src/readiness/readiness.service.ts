import {
  type BookingReadiness,
  type DocumentKind,
  type DocumentType,
  DOCUMENT_KEEP_DAYS,
  DOCUMENT_MAX_BYTES,
  missingItems,
  READINESS_MESSAGES as MESSAGES,
  readinessNeeds,
  type StoredDocument,
  type TravellerReadiness,
  type TravellerReadinessBody,
} from '@trippy/contracts/readiness'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { TravellerDetails } from '@trippy/contracts/travellers'
import { BOOKING_MESSAGES } from '@trippy/contracts/booking-messages'
import type { Kysely } from 'kysely'
import { ACTIVE_STATUSES, type BookingRow, findBooking } from '../bookings/index.ts'
import type { Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { removeDocumentFile, sniffDocumentType, storeDocumentFile } from './documents.ts'
import {
  type DocumentRow,
  deleteDocumentRow,
  deleteReadinessOfCustomer,
  findDocument,
  findDocumentsOf,
  findDocumentsOfCustomer,
  findDocumentsOfTripsEndedBy,
  findPackageNeeds,
  findReadinessOf,
  type ReadinessRow,
  upsertDocument,
  upsertReadiness,
} from './readiness.repository.ts'

/** What readiness is computed from: a booking's own columns. */
export type ReadinessBooking = Pick<
  BookingRow,
  'id' | 'package_id' | 'number_of_seats' | 'travellers_json' | 'status' | 'end_date'
>

function travellersOf(row: ReadinessBooking): TravellerDetails[] {
  return JSON.parse(row.travellers_json) as TravellerDetails[]
}

function storedDocument(row: DocumentRow): StoredDocument {
  return {
    kind: row.kind as DocumentKind,
    contentType: row.content_type as DocumentType,
    sizeBytes: row.size_bytes,
    uploadedAt: row.uploaded_at,
  }
}

/** Each traveller's checklist for several bookings at once, in three queries plus one per package. */
export async function readinessOfBookings(
  db: Kysely<Database>,
  bookings: readonly ReadinessBooking[],
): Promise<Map<string, TravellerReadiness[]>> {
  const ids = bookings.map((row) => row.id)
  const [readinessRows, documentRows] = await Promise.all([
    findReadinessOf(db, ids),
    findDocumentsOf(db, ids),
  ])
  const needsByPackage = new Map<string, Awaited<ReturnType<typeof findPackageNeeds>>>()
  for (const packageId of new Set(bookings.map((row) => row.package_id)))
    needsByPackage.set(packageId, await findPackageNeeds(db, packageId))
  const key = (bookingId: string, index: number) => `${bookingId}:${index}`
  const readinessBy = new Map<string, ReadinessRow>(
    readinessRows.map((row) => [key(row.booking_id, row.traveller_index), row]),
  )
  const result = new Map<string, TravellerReadiness[]>()
  for (const booking of bookings) {
    const needs = readinessNeeds(
      needsByPackage.get(booking.package_id) ?? {
        categorySlug: '',
        requiresMedicalCertificate: false,
      },
    )
    const travellers = travellersOf(booking)
    const list: TravellerReadiness[] = []
    for (let index = 0; index < booking.number_of_seats; index++) {
      const stored = readinessBy.get(key(booking.id, index))
      const documents = documentRows
        .filter((row) => row.booking_id === booking.id && row.traveller_index === index)
        .map(storedDocument)
      const have = {
        emergencyName: stored?.emergency_name ?? '',
        emergencyPhone: stored?.emergency_phone ?? '',
        registrationNumber: stored?.registration_number ?? '',
      }
      list.push({
        index,
        name: travellers[index]?.name ?? '',
        ...have,
        documents,
        needs,
        missing: missingItems(needs, {
          ...have,
          hasMedicalCertificate: documents.some((doc) => doc.kind === 'medical-certificate'),
        }),
      })
    }
    result.set(booking.id, list)
  }
  return result
}

function isEditable(row: ReadinessBooking, now: Date): boolean {
  return ACTIVE_STATUSES.includes(row.status) && indiaCalendarDate(now) <= row.end_date
}

export async function bookingReadiness(
  db: Kysely<Database>,
  row: ReadinessBooking,
  now = new Date(),
): Promise<BookingReadiness> {
  const travellers = (await readinessOfBookings(db, [row])).get(row.id) ?? []
  return {
    bookingId: row.id,
    editable: isEditable(row, now),
    complete: travellers.every((traveller) => traveller.missing.length === 0),
    travellers,
  }
}

/** The customer's own booking; another customer's is as if it did not exist (404). */
export async function ownBooking(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
): Promise<BookingRow> {
  const row = await findBooking(db, bookingId)
  if (!row || row.customer_id !== customerId) throw new HttpError(404, BOOKING_MESSAGES.notFound)
  return row
}

function checkTraveller(row: ReadinessBooking, index: number): void {
  if (index >= row.number_of_seats) throw new HttpError(404, MESSAGES.travellerNotFound)
}

function checkEditable(row: ReadinessBooking, now: Date): void {
  if (!isEditable(row, now)) throw new HttpError(409, MESSAGES.notEditable)
}

export async function setTravellerReadiness(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
  index: number,
  body: TravellerReadinessBody,
  now = new Date(),
): Promise<BookingReadiness> {
  const row = await ownBooking(db, customerId, bookingId)
  checkTraveller(row, index)
  checkEditable(row, now)
  await upsertReadiness(db, {
    booking_id: row.id,
    traveller_index: index,
    emergency_name: body.emergencyName,
    emergency_phone: body.emergencyPhone,
    registration_number: body.registrationNumber,
    updated_at: now.toISOString(),
  })
  return bookingReadiness(db, row, now)
}

/** Keeps an uploaded document once its bytes say it is a PDF, PNG or JPEG; replaces any before. */
export async function uploadDocument(
  db: Kysely<Database>,
  dataDir: string,
  customerId: string,
  target: { bookingId: string; index: number; kind: DocumentKind },
  bytes: Buffer,
  now = new Date(),
): Promise<BookingReadiness> {
  const row = await ownBooking(db, customerId, target.bookingId)
  checkTraveller(row, target.index)
  checkEditable(row, now)
  if (bytes.length > DOCUMENT_MAX_BYTES) throw new HttpError(413, MESSAGES.tooLarge)
  const contentType = sniffDocumentType(bytes)
  if (!contentType) throw new HttpError(415, MESSAGES.wrongType)
  const before = await findDocument(db, row.id, target.index, target.kind)
  const fileName = await storeDocumentFile(dataDir, bytes)
  await upsertDocument(db, {
    booking_id: row.id,
    traveller_index: target.index,
    kind: target.kind,
    file_name: fileName,
    content_type: contentType,
    size_bytes: bytes.length,
    uploaded_at: now.toISOString(),
  })
  if (before) await removeDocumentFile(dataDir, before.file_name)
  return bookingReadiness(db, row, now)
}

/** Who asks for a document: the booking's owner, or staff. */
export type DocumentViewer = { customerId: string } | { staff: true }

export async function findViewableDocument(
  db: Kysely<Database>,
  viewer: DocumentViewer,
  target: { bookingId: string; index: number; kind: DocumentKind },
): Promise<DocumentRow> {
  const row =
    'customerId' in viewer
      ? await ownBooking(db, viewer.customerId, target.bookingId)
      : await findBooking(db, target.bookingId)
  if (!row) throw new HttpError(404, BOOKING_MESSAGES.notFound)
  const document = await findDocument(db, row.id, target.index, target.kind)
  if (!document) throw new HttpError(404, MESSAGES.documentNotFound)
  return document
}

async function forget(db: Kysely<Database>, dataDir: string, rows: readonly DocumentRow[]) {
  for (const row of rows) {
    // The row goes first: a file left behind by a crash is unreachable, never a row without file.
    await deleteDocumentRow(db, row)
    await removeDocumentFile(dataDir, row.file_name)
  }
  return rows.length
}

/** Deletes the documents of trips that ended DOCUMENT_KEEP_DAYS or more days ago. */
export async function deleteExpiredDocuments(
  db: Kysely<Database>,
  dataDir: string,
  now = new Date(),
): Promise<number> {
  const endedBy = addDays(indiaCalendarDate(now), -DOCUMENT_KEEP_DAYS)
  return forget(db, dataDir, await findDocumentsOfTripsEndedBy(db, endedBy))
}

/** Deletes every document and emergency contact of a customer's bookings, as their account goes. */
export async function forgetReadinessOfCustomer(
  db: Kysely<Database>,
  dataDir: string,
  customerId: string,
): Promise<number> {
  await deleteReadinessOfCustomer(db, customerId)
  return forget(db, dataDir, await findDocumentsOfCustomer(db, customerId))
}
