import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

/** 256 random bits, base64url (43 characters). */
export function newPassSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** Compared by their digests, which have one length, in constant time. */
export function sameSecret(given: string, stored: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(stored))
}

/** The secret of each booking's pass, creating those that have none yet. */
export async function ensurePassSecrets(
  db: Kysely<Database>,
  bookingIds: readonly string[],
  now = new Date(),
): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map()
  const found = await findSecrets(db, bookingIds)
  const missing = bookingIds.filter((id) => !found.has(id))
  if (missing.length > 0) {
    await db
      .insertInto('trip_passes')
      .values(
        missing.map((id) => ({
          booking_id: id,
          secret: newPassSecret(),
          issued_at: now.toISOString(),
        })),
      )
      // Two first reads at once: the first secret written stays.
      .onConflict((conflict) => conflict.column('booking_id').doNothing())
      .execute()
    for (const [id, secret] of await findSecrets(db, missing)) found.set(id, secret)
  }
  return found
}

async function findSecrets(db: Kysely<Database>, bookingIds: readonly string[]) {
  const rows = await db
    .selectFrom('trip_passes')
    .select(['booking_id', 'secret'])
    .where('booking_id', 'in', bookingIds)
    .execute()
  return new Map(rows.map((row) => [row.booking_id, row.secret]))
}

export async function findPass(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom('trip_passes')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst()
}

/** A new secret for the booking's pass, which ends the old link. */
export async function replacePassSecret(
  db: Kysely<Database>,
  bookingId: string,
  now = new Date(),
): Promise<{ secret: string; issuedAt: string; previousIssuedAt: string | null }> {
  const previous = await findPass(db, bookingId)
  const secret = newPassSecret()
  const issuedAt = now.toISOString()
  await db
    .insertInto('trip_passes')
    .values({ booking_id: bookingId, secret, issued_at: issuedAt })
    .onConflict((conflict) =>
      conflict.column('booking_id').doUpdateSet({ secret, issued_at: issuedAt }),
    )
    .execute()
  return { secret, issuedAt, previousIssuedAt: previous?.issued_at ?? null }
}

/** What the pass shows of its booking. */
export async function findPassBooking(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select([
      'id',
      'status',
      'package_id',
      'package_json',
      'start_date',
      'end_date',
      'number_of_seats',
      'travellers_json',
    ])
    .where('id', '=', bookingId)
    .executeTakeFirst()
}
