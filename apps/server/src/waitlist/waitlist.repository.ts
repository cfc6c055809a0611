import type { WaitlistStatus } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import type { WaitlistEntriesTable } from './waitlist.tables.ts'

export const ACTIVE_WAITLIST_STATUSES = ['waiting', 'offered'] as const satisfies WaitlistStatus[]

/**
 * Takes the departure's row lock for the rest of the transaction (a no-op write). Every change
 * of a departure's waitlist takes it first, as giving seats back and booking do, so offers,
 * bookings, lapses and leaving happen one after another and always lock in the same order.
 */
export async function lockDeparture(db: Kysely<Database>, departureId: string): Promise<void> {
  await db
    .updateTable('batches')
    .set((eb) => ({ availability: eb.ref('availability') }))
    .where('id', '=', departureId)
    .execute()
}

/** A departure with what the waitlist needs of its package; cancelled ones too. */
export function findWaitlistDeparture(db: Kysely<Database>, departureId: string) {
  return db
    .selectFrom('batches')
    .innerJoin('packages', 'packages.id', 'batches.package_id')
    .select([
      'batches.id',
      'batches.package_id',
      'batches.start_date',
      'batches.availability',
      'batches.cancelled_at',
      'packages.name as package_name',
      'packages.hindi_name as package_hindi_name',
      'packages.slug as package_slug',
      'packages.is_active',
    ])
    .where('batches.id', '=', departureId)
    .executeTakeFirst()
}

export type WaitlistDeparture = NonNullable<Awaited<ReturnType<typeof findWaitlistDeparture>>>

function entryRows(db: Kysely<Database>) {
  return db
    .selectFrom('waitlist_entries')
    .innerJoin('batches', 'batches.id', 'waitlist_entries.batch_id')
    .innerJoin('packages', 'packages.id', 'waitlist_entries.package_id')
    .selectAll('waitlist_entries')
    .select([
      'batches.start_date',
      'packages.name as package_name',
      'packages.slug as package_slug',
    ])
}

export type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>['executeTakeFirstOrThrow']>>

export function findEntry(db: Kysely<Database>, entryId: string) {
  return entryRows(db).where('waitlist_entries.id', '=', entryId).executeTakeFirst()
}

export function findEntriesOf(db: Kysely<Database>, customerId: string) {
  return entryRows(db)
    .where('waitlist_entries.customer_id', '=', customerId)
    .orderBy('waitlist_entries.joined_at', 'desc')
    .execute()
}

/** A departure's whole waitlist in the order its entries joined, with who they are. */
export function findEntriesOfDeparture(db: Kysely<Database>, departureId: string) {
  return entryRows(db)
    .innerJoin('customers', 'customers.id', 'waitlist_entries.customer_id')
    .select(['customers.first_name', 'customers.last_name', 'customers.email as customer_email'])
    .where('waitlist_entries.batch_id', '=', departureId)
    .orderBy('waitlist_entries.joined_at')
    .orderBy('waitlist_entries.id')
    .execute()
}

export function findActiveEntry(db: Kysely<Database>, customerId: string, departureId: string) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'status', 'seats', 'offer_expires_at'])
    .where('customer_id', '=', customerId)
    .where('batch_id', '=', departureId)
    .where('status', 'in', ACTIVE_WAITLIST_STATUSES)
    .executeTakeFirst()
}

export async function insertEntry(db: Kysely<Database>, row: WaitlistEntriesTable): Promise<void> {
  await db.insertInto('waitlist_entries').values(row).execute()
}

/** Waiting entries ahead of one (joined before it; the id breaks a tie), plus one. */
export async function positionOf(
  db: Kysely<Database>,
  entry: Pick<WaitlistEntriesTable, 'id' | 'batch_id' | 'joined_at'>,
): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('batch_id', '=', entry.batch_id)
    .where('status', '=', 'waiting')
    .where((eb) =>
      eb.or([
        eb('joined_at', '<', entry.joined_at),
        eb.and([eb('joined_at', '=', entry.joined_at), eb('id', '<', entry.id)]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.ahead) + 1
}

/** A departure's waiting entries, first joined first. */
export function findWaitingEntries(db: Kysely<Database>, departureId: string) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'customer_id', 'seats'])
    .where('batch_id', '=', departureId)
    .where('status', '=', 'waiting')
    .orderBy('joined_at')
    .orderBy('id')
    .execute()
}

/** Takes seats out of the departure's availability only if it has them (the oversell guard). */
export async function takeDepartureSeats(
  db: Kysely<Database>,
  departureId: string,
  seats: number,
): Promise<number | null> {
  const row = await db
    .updateTable('batches')
    .set((eb) => ({ availability: eb('availability', '-', seats) }))
    .where('id', '=', departureId)
    .where('availability', '>=', seats)
    .returning('availability')
    .executeTakeFirst()
  return row?.availability ?? null
}

export async function giveDepartureSeats(
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

/** waiting → offered, only if still waiting. */
export async function markOffered(
  db: Kysely<Database>,
  entryId: string,
  offer: { offeredAt: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('waitlist_entries')
    .set({ status: 'offered', offered_at: offer.offeredAt, offer_expires_at: offer.expiresAt })
    .where('id', '=', entryId)
    .where('status', '=', 'waiting')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The offer's notification as stored, for sending live once the offer is committed. */
export async function keepOfferNotification(
  db: Kysely<Database>,
  entryId: string,
  notificationJson: string,
): Promise<void> {
  await db
    .updateTable('waitlist_entries')
    .set({ offer_notification_json: notificationJson })
    .where('id', '=', entryId)
    .execute()
}

/** Moves an entry on from one of `from` to an end status; false when it had moved already. */
export async function endEntry(
  db: Kysely<Database>,
  entryId: string,
  change: { from: readonly WaitlistStatus[]; to: WaitlistStatus; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('waitlist_entries')
    .set({ status: change.to, ended_at: change.at })
    .where('id', '=', entryId)
    .where('status', 'in', change.from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The customer's live offer on a departure, if any. */
export function findLiveOffer(
  db: Kysely<Database>,
  customerId: string,
  departureId: string,
  now: string,
) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'seats'])
    .where('customer_id', '=', customerId)
    .where('batch_id', '=', departureId)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '>', now)
    .executeTakeFirst()
}

/** Offers whose time ran out by `now`, oldest first. */
export function findLapsedOffers(db: Kysely<Database>, now: string, limit = 100) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'batch_id', 'package_id', 'customer_id', 'seats'])
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .orderBy('offer_expires_at')
    .limit(limit)
    .execute()
}

/** Departures with someone waiting and seats free: what a missed release left to offer. */
export async function findDeparturesToServe(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .innerJoin('batches', 'batches.id', 'waitlist_entries.batch_id')
    .select('waitlist_entries.batch_id')
    .distinct()
    .where('waitlist_entries.status', '=', 'waiting')
    .where('batches.availability', '>', 0)
    .where('batches.cancelled_at', 'is', null)
    .execute()
  return rows.map((row) => row.batch_id)
}

/** Active entries on departures that start by `lastClosedDate`, or are cancelled. */
export function findEntriesToClose(db: Kysely<Database>, lastClosedDate: string) {
  return entryRows(db)
    .where('waitlist_entries.status', 'in', ACTIVE_WAITLIST_STATUSES)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('waitlist_entries.status', '=', 'waiting'),
          eb('batches.start_date', '<=', lastClosedDate),
        ]),
        eb('batches.cancelled_at', 'is not', null),
      ]),
    )
    .execute()
}

/** Offers made but not yet sent live, of one package or all. */
export function findUnannouncedOffers(db: Kysely<Database>, packageId?: string) {
  let query = db
    .selectFrom('waitlist_entries')
    .select(['id', 'customer_id', 'offer_notification_json'])
    .where('status', '=', 'offered')
    .where('announced_at', 'is', null)
  if (packageId) query = query.where('package_id', '=', packageId)
  return query.execute()
}

/** Claims an offer's live announcement: true for the one caller that gets to send it. */
export async function markAnnounced(
  db: Kysely<Database>,
  entryId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('waitlist_entries')
    .set({ announced_at: at })
    .where('id', '=', entryId)
    .where('announced_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Waiting and offered counts of each of these departures. */
export async function countActiveByDeparture(
  db: Kysely<Database>,
  departureIds: string[],
): Promise<Map<string, { waiting: number; offeredSeats: number }>> {
  const counts = new Map<string, { waiting: number; offeredSeats: number }>()
  if (departureIds.length === 0) return counts
  const rows = await db
    .selectFrom('waitlist_entries')
    .select(['batch_id', 'status'])
    .select((eb) => [
      eb.fn.countAll<number>().as('entries'),
      eb.fn.sum<number>('seats').as('seats'),
    ])
    .where('batch_id', 'in', departureIds)
    .where('status', 'in', ACTIVE_WAITLIST_STATUSES)
    .groupBy(['batch_id', 'status'])
    .execute()
  for (const row of rows) {
    const count = counts.get(row.batch_id) ?? { waiting: 0, offeredSeats: 0 }
    if (row.status === 'waiting') count.waiting = Number(row.entries)
    else count.offeredSeats = Number(row.seats)
    counts.set(row.batch_id, count)
  }
  return counts
}
