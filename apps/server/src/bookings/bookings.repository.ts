import type { Kysely, Updateable } from 'kysely'
import { preparedInsert, preparedQuery, type Database } from '../db/index.ts'
import { assertTransition, type BookingStatus, type CancelReason } from './booking-status.ts'
import type { BookingsTable } from './bookings.tables.ts'

/**
 * A bookable package with one of its departures, in one statement (every booking attempt of a
 * rush starts here): the departure's columns are null when it is not one of the package's, or
 * is cancelled.
 */
export async function findBookableDeparture(
  db: Kysely<Database>,
  packageId: string,
  departureId: string,
) {
  const [row] = await bookableDeparture(db, packageId, departureId)
  if (!row) return null
  const { batch_id, start_date, end_date, availability, ...pkg } = row
  const departure =
    batch_id !== null && start_date !== null && end_date !== null && availability !== null
      ? { id: batch_id, start_date, end_date, availability }
      : null
  return { pkg, departure }
}

const bookableDeparture = preparedQuery((db, packageId: string, departureId: string) =>
  db
    .selectFrom('packages')
    .innerJoin('categories', 'categories.id', 'packages.category_id')
    .leftJoin('batches', (join) =>
      join
        .onRef('batches.package_id', '=', 'packages.id')
        .on('batches.id', '=', departureId)
        .on('batches.cancelled_at', 'is', null),
    )
    .select([
      'packages.id',
      'packages.slug',
      'packages.name',
      'packages.hindi_name',
      'packages.package_type',
      'packages.duration',
      'packages.destination',
      'packages.original_price_paise',
      'packages.offer_price_paise',
      'packages.max_participants',
      'categories.slug as category_slug',
      'batches.id as batch_id',
      'batches.start_date',
      'batches.end_date',
      'batches.availability',
    ])
    .where('packages.id', '=', packageId)
    .where('packages.is_active', '=', 1),
)

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
 * keeps a departure from ever being oversold, whatever the concurrency. Returns the seats left
 * after taking them, or null when it could not.
 */
export async function takeSeats(
  db: Kysely<Database>,
  departureId: string,
  seats: number,
): Promise<number | null> {
  const [row] = await seatsTaken(db, departureId, seats)
  return row?.availability ?? null
}

const seatsTaken = preparedQuery((db, departureId: string, seats: number) =>
  db
    .updateTable('batches')
    .set((eb) => ({ availability: eb('availability', '-', seats) }))
    .where('id', '=', departureId)
    .where('availability', '>=', seats)
    .returning('availability'),
)

export async function returnSeats(
  db: Kysely<Database>,
  departureId: string,
  seats: number,
): Promise<void> {
  await db
    .updateTable('batches')
    .set((eb) => ({ availability: eb('availability', '+', seats) }))
    .where('id', '=', departureId)
    .execute()
}

export async function seatsLeft(db: Kysely<Database>, departureId: string): Promise<number> {
  const [row] = await availabilityOf(db, departureId)
  return row?.availability ?? 0
}

const availabilityOf = preparedQuery((db, departureId: string) =>
  db.selectFrom('batches').select('availability').where('id', '=', departureId),
)

const bookingInserted = preparedInsert('bookings')

export async function insertBooking(db: Kysely<Database>, row: BookingsTable): Promise<void> {
  await bookingInserted(db, row)
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

/**
 * Every change of a booking's status goes through here. The lifecycle must allow each `from` →
 * `to` (else it throws before touching the database), and the guarded UPDATE applies it only to
 * bookings still in one of `from`, in one statement: a parallel change that moved a booking first
 * wins. Answers how many bookings changed.
 */
export async function changeBookingStatus(
  db: Kysely<Database>,
  which: { bookingId: string } | { endedBefore: string },
  change: {
    from: readonly BookingStatus[]
    to: BookingStatus
    /** Columns that change with the status. */
    set?: Omit<Updateable<BookingsTable>, 'status'>
  },
): Promise<number> {
  for (const from of change.from) assertTransition(from, change.to)
  let update = db
    .updateTable('bookings')
    .set({ ...change.set, status: change.to })
    .where('status', 'in', change.from)
  update =
    'bookingId' in which
      ? update.where('id', '=', which.bookingId)
      : update.where('end_date', '<', which.endedBefore)
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Cancels a booking still in one of `from` statuses; returns whether this call cancelled it (a
 * parallel cancellation, expiry or payment may have moved it first).
 */
export async function markCancelled(
  db: Kysely<Database>,
  bookingId: string,
  change: { reason: CancelReason; refundPaise: number; at: string; from: readonly BookingStatus[] },
): Promise<boolean> {
  const changed = await changeBookingStatus(
    db,
    { bookingId },
    {
      from: change.from,
      to: 'cancelled',
      set: {
        cancel_reason: change.reason,
        refund_paise: change.refundPaise,
        cancelled_at: change.at,
        hold_expires_at: null,
      },
    },
  )
  return changed === 1
}

/** Confirms a pending booking (its payments cover the amount due at booking). */
export async function markConfirmed(db: Kysely<Database>, bookingId: string): Promise<boolean> {
  const changed = await changeBookingStatus(
    db,
    { bookingId },
    { from: ['pending'], to: 'confirmed', set: { hold_expires_at: null } },
  )
  return changed === 1
}

/**
 * Takes the booking's row lock for the rest of the transaction (a no-op write: PostgreSQL locks
 * the row; SQLite runs one writer at a time anyway), so payments, expiry and cancellation of one
 * booking happen one after another.
 */
export async function lockBooking(db: Kysely<Database>, bookingId: string): Promise<void> {
  await db
    .updateTable('bookings')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', bookingId)
    .execute()
}

/** Same for a customer: keeps two parallel bookings from both passing the pending limit. */
export async function lockCustomer(db: Kysely<Database>, customerId: string): Promise<void> {
  await customerLocked(db, customerId)
}

const customerLocked = preparedQuery((db, customerId: string) =>
  db
    .updateTable('customers')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', customerId),
)

export async function countPendingBookings(
  db: Kysely<Database>,
  customerId: string,
): Promise<number> {
  const [row] = await pendingBookingsOf(db, customerId)
  return Number(row?.count ?? 0)
}

const pendingBookingsOf = preparedQuery((db, customerId: string) =>
  db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending'),
)

/** Pending bookings whose hold has run out, oldest first. */
export function findExpiredHolds(db: Kysely<Database>, now: string, limit = 100) {
  return db
    .selectFrom('bookings')
    .innerJoin('batches', 'batches.id', 'bookings.batch_id')
    .selectAll('bookings')
    .select('batches.availability')
    .where('bookings.status', '=', 'pending')
    .where('bookings.hold_expires_at', '<=', now)
    .orderBy('bookings.hold_expires_at')
    .limit(limit)
    .execute()
}

/** Confirmed advance bookings whose balance falls due by `until`, departing from `today` on. */
export function findBalancesDueBy(db: Kysely<Database>, until: string, today: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('batches', 'batches.id', 'bookings.batch_id')
    .selectAll('bookings')
    .select('batches.availability')
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.payment_type', '=', 'advance')
    .where('bookings.remaining_due_date', '<=', until)
    .where('bookings.start_date', '>=', today)
    .execute()
}

/** Confirmed bookings whose departure has ended become completed. */
export function completeEndedBookings(db: Kysely<Database>, today: string): Promise<number> {
  return changeBookingStatus(db, { endedBefore: today }, { from: ['confirmed'], to: 'completed' })
}

export async function updateTravellers(
  db: Kysely<Database>,
  bookingId: string,
  travellersJson: string,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ travellers_json: travellersJson })
    .where('id', '=', bookingId)
    .execute()
}

/**
 * Replaces the booker's details and drops the travellers' on every booking of a customer (their
 * account was deleted).
 */
export async function anonymiseCustomerDetails(
  db: Kysely<Database>,
  customerId: string,
  detailsJson: string,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ customer_details_json: detailsJson, travellers_json: '[]' })
    .where('customer_id', '=', customerId)
    .execute()
}
