import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { BookingsTable } from './bookings.tables.ts'

export function findBookablePackage(db: Kysely<Database>, packageId: string) {
  return db
    .selectFrom('packages')
    .select([
      'id',
      'slug',
      'name',
      'package_type',
      'duration',
      'destination',
      'original_price_paise',
      'offer_price_paise',
      'max_participants',
    ])
    .where('id', '=', packageId)
    .where('is_active', '=', 1)
    .executeTakeFirst()
}

export function findBatch(db: Kysely<Database>, batchId: string, packageId: string) {
  return db
    .selectFrom('batches')
    .select(['id', 'start_date', 'end_date', 'availability'])
    .where('id', '=', batchId)
    .where('package_id', '=', packageId)
    .executeTakeFirst()
}

export function findAddonsOf(db: Kysely<Database>, packageId: string, addonIds: string[]) {
  if (addonIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('addon_services')
    .select(['id', 'name', 'price_paise'])
    .where('package_id', '=', packageId)
    .where('id', 'in', addonIds)
    .orderBy('sort_order')
    .execute()
}

/**
 * Takes seats only if the departure still has them, in one statement: the WHERE guard is what
 * keeps a departure from ever being oversold, whatever the concurrency. Returns whether it did.
 */
export async function takeSeats(
  db: Kysely<Database>,
  batchId: string,
  seats: number,
): Promise<boolean> {
  const result = await db
    .updateTable('batches')
    .set((eb) => ({ availability: eb('availability', '-', seats) }))
    .where('id', '=', batchId)
    .where('availability', '>=', seats)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function returnSeats(
  db: Kysely<Database>,
  batchId: string,
  seats: number,
): Promise<void> {
  await db
    .updateTable('batches')
    .set((eb) => ({ availability: eb('availability', '+', seats) }))
    .where('id', '=', batchId)
    .execute()
}

export async function seatsLeft(db: Kysely<Database>, batchId: string): Promise<number> {
  const row = await db
    .selectFrom('batches')
    .select('availability')
    .where('id', '=', batchId)
    .executeTakeFirst()
  return row?.availability ?? 0
}

export async function insertBooking(db: Kysely<Database>, row: BookingsTable): Promise<void> {
  await db.insertInto('bookings').values(row).execute()
}

export async function insertIdempotencyKey(
  db: Kysely<Database>,
  customerId: string,
  key: string,
  bookingId: string,
) {
  await db
    .insertInto('booking_idempotency_keys')
    .values({
      customer_id: customerId,
      idempotency_key: key,
      booking_id: bookingId,
      created_at: new Date().toISOString(),
    })
    .execute()
}

export async function findBookingIdByIdempotencyKey(
  db: Kysely<Database>,
  customerId: string,
  key: string,
) {
  const row = await db
    .selectFrom('booking_idempotency_keys')
    .select('booking_id')
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  return row?.booking_id
}

export function findBooking(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('batches', 'batches.id', 'bookings.batch_id')
    .selectAll('bookings')
    .select('batches.availability')
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst()
}

export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>

export function findCustomerBookings(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('batches', 'batches.id', 'bookings.batch_id')
    .selectAll('bookings')
    .select('batches.availability')
    .where('bookings.customer_id', '=', customerId)
    .orderBy('bookings.booked_at', 'desc')
    .execute()
}

/** Cancels only a booking that is not cancelled yet; returns whether this call cancelled it. */
export async function markCancelled(
  db: Kysely<Database>,
  bookingId: string,
  refundPaise: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ status: 'cancelled', refund_paise: refundPaise, cancelled_at: at })
    .where('id', '=', bookingId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Replaces the traveller's details on every booking of a customer (their account was deleted). */
export async function anonymiseCustomerDetails(
  db: Kysely<Database>,
  customerId: string,
  detailsJson: string,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ customer_details_json: detailsJson })
    .where('customer_id', '=', customerId)
    .execute()
}
