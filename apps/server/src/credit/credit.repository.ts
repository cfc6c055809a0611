import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import type { CreditEntriesTable } from './credit.tables.ts'

export type CreditEntryRow = CreditEntriesTable

export async function insertCreditEntry(db: Kysely<Database>, row: CreditEntryRow): Promise<void> {
  await db.insertInto('credit_entries').values(row).execute()
}

/** Every entry of a customer, newest first. */
export function findCreditEntriesOf(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('credit_entries')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** Credit of a customer still to spend on `today`, the earliest expiry first. */
export function findLiveLots(db: Kysely<Database>, customerId: string, today: string) {
  return db
    .selectFrom('credit_entries')
    .select(['id', 'remaining_paise', 'expires_on'])
    .where('customer_id', '=', customerId)
    .where('remaining_paise', '>', 0)
    .where('expires_on', '>=', today)
    .orderBy('expires_on')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/**
 * Takes `amountPaise` from a lot unless less is left; true when it did. The WHERE guard keeps two
 * bookings from spending the same credit, as the seats' guard keeps two from taking one seat.
 */
export async function takeFromLot(
  db: Kysely<Database>,
  lotId: string,
  amountPaise: number,
): Promise<boolean> {
  const result = await db
    .updateTable('credit_entries')
    .set((eb) => ({ remaining_paise: eb('remaining_paise', '-', amountPaise) }))
    .where('id', '=', lotId)
    .where('remaining_paise', '>=', amountPaise)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The credit spent on a booking and the credit already given back for it. */
export function findCreditOfBooking(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom('credit_entries')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('kind', 'in', ['spent', 'returned'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** Credit with something left that expires from `from` to `to`, not yet reminded of. */
export function findLotsToRemind(db: Kysely<Database>, from: string, to: string, limit = 200) {
  return db
    .selectFrom('credit_entries')
    .select(['id', 'customer_id', 'remaining_paise', 'expires_on'])
    .where('remaining_paise', '>', 0)
    .where('reminded_at', 'is', null)
    .where('expires_on', '>=', from)
    .where('expires_on', '<=', to)
    .orderBy('expires_on')
    .limit(limit)
    .execute()
}

/** Claims a lot's expiry reminder; false when another run already did. */
export async function markReminded(
  db: Kysely<Database>,
  lotId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('credit_entries')
    .set({ reminded_at: at })
    .where('id', '=', lotId)
    .where('reminded_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
