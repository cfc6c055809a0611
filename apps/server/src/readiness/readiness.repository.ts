import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

export type ReadinessRow = Database['traveller_readiness']
export type DocumentRow = Database['traveller_documents']

/** What a booking's package asks of its travellers, read live (the operator may change it). */
export async function findPackageNeeds(db: Kysely<Database>, packageId: string) {
  const row = await db
    .selectFrom('packages')
    .innerJoin('categories', 'categories.id', 'packages.category_id')
    .select(['categories.slug as category_slug', 'packages.requires_medical_certificate'])
    .where('packages.id', '=', packageId)
    .executeTakeFirst()
  return {
    categorySlug: row?.category_slug ?? '',
    requiresMedicalCertificate: row?.requires_medical_certificate === 1,
  }
}

export function findReadinessOf(db: Kysely<Database>, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('traveller_readiness')
    .selectAll()
    .where('booking_id', 'in', bookingIds)
    .execute()
}

export function findDocumentsOf(db: Kysely<Database>, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('traveller_documents')
    .selectAll()
    .where('booking_id', 'in', bookingIds)
    .execute()
}

export async function upsertReadiness(db: Kysely<Database>, row: ReadinessRow): Promise<void> {
  await db
    .insertInto('traveller_readiness')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['booking_id', 'traveller_index']).doUpdateSet({
        emergency_name: row.emergency_name,
        emergency_phone: row.emergency_phone,
        registration_number: row.registration_number,
        updated_at: row.updated_at,
      }),
    )
    .execute()
}

export function findDocument(
  db: Kysely<Database>,
  bookingId: string,
  travellerIndex: number,
  kind: string,
) {
  return db
    .selectFrom('traveller_documents')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('traveller_index', '=', travellerIndex)
    .where('kind', '=', kind)
    .executeTakeFirst()
}

export async function upsertDocument(db: Kysely<Database>, row: DocumentRow): Promise<void> {
  await db
    .insertInto('traveller_documents')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['booking_id', 'traveller_index', 'kind']).doUpdateSet({
        file_name: row.file_name,
        content_type: row.content_type,
        size_bytes: row.size_bytes,
        uploaded_at: row.uploaded_at,
      }),
    )
    .execute()
}

/** Documents of trips that ended on or before `endedBy` (an India date). */
export function findDocumentsOfTripsEndedBy(db: Kysely<Database>, endedBy: string) {
  return db
    .selectFrom('traveller_documents')
    .innerJoin('bookings', 'bookings.id', 'traveller_documents.booking_id')
    .selectAll('traveller_documents')
    .where('bookings.end_date', '<=', endedBy)
    .execute()
}

export function findDocumentsOfCustomer(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('traveller_documents')
    .innerJoin('bookings', 'bookings.id', 'traveller_documents.booking_id')
    .selectAll('traveller_documents')
    .where('bookings.customer_id', '=', customerId)
    .execute()
}

export async function deleteDocumentRow(db: Kysely<Database>, row: DocumentRow): Promise<void> {
  await db
    .deleteFrom('traveller_documents')
    .where('booking_id', '=', row.booking_id)
    .where('traveller_index', '=', row.traveller_index)
    .where('kind', '=', row.kind)
    .where('file_name', '=', row.file_name)
    .execute()
}

/** Bookings departing between two India dates (inclusive) that still hold seats. */
export function findBookingsDepartingBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
  statuses: readonly string[],
) {
  return db
    .selectFrom('bookings')
    .innerJoin('batches', 'batches.id', 'bookings.batch_id')
    .selectAll('bookings')
    .select('batches.availability')
    .where('bookings.start_date', '>=', from)
    .where('bookings.start_date', '<=', to)
    .where('bookings.status', 'in', statuses as never[])
    .execute()
}

/** Records that a reminder went; false when it already had (exactly once per booking). */
export async function claimReminder(
  db: Kysely<Database>,
  bookingId: string,
  daysBefore: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('readiness_reminders')
    .values({ booking_id: bookingId, days_before: daysBefore, sent_at: at })
    .onConflict((conflict) => conflict.columns(['booking_id', 'days_before']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

export async function deleteReadinessOfCustomer(db: Kysely<Database>, customerId: string) {
  await db
    .deleteFrom('traveller_readiness')
    .where('booking_id', 'in', (eb) =>
      eb.selectFrom('bookings').select('id').where('customer_id', '=', customerId),
    )
    .execute()
}
