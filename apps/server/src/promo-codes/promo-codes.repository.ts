import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database } from '../db/index.ts'
import type { PromoCodesTable, PromoCodeUsesTable } from './promo-codes.tables.ts'

export function findPromoCodeByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst()
}

export function findPromoCodeById(db: Kysely<Database>, id: string) {
  return db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst()
}

export type PromoCodeRow = NonNullable<Awaited<ReturnType<typeof findPromoCodeById>>>

export function listPromoCodeRows(db: Kysely<Database>) {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** Public codes whose days include `today`; the caller drops the used-up ones. */
export function listPublicPromoCodeRows(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .where('is_public', '=', 1)
    .where('valid_from', '<=', today)
    .where('valid_to', '>=', today)
    .orderBy('valid_to')
    .orderBy('code')
    .execute()
}

export async function insertPromoCode(
  db: Kysely<Database>,
  row: Insertable<PromoCodesTable>,
): Promise<void> {
  await db.insertInto('promo_codes').values(row).execute()
}

export async function updatePromoCode(
  db: Kysely<Database>,
  id: string,
  change: Updateable<PromoCodesTable>,
): Promise<void> {
  await db.updateTable('promo_codes').set(change).where('id', '=', id).execute()
}

/**
 * Takes one use of a code, unless it has none left: the `uses < max_uses` guard in the UPDATE
 * keeps `maxUses` from being exceeded by bookings racing for the last use (the second waits for
 * the first's row lock on PostgreSQL, and SQLite runs one writer at a time). False when used up.
 */
export async function takePromoUse(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Uses of a code a customer's bookings hold (released ones are given back). */
export async function countCustomerUses(
  db: Kysely<Database>,
  promoCodeId: string,
  customerId: string,
): Promise<number> {
  const row = await db
    .selectFrom('promo_code_uses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('promo_code_id', '=', promoCodeId)
    .where('customer_id', '=', customerId)
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertPromoUse(
  db: Kysely<Database>,
  row: Insertable<PromoCodeUsesTable>,
): Promise<void> {
  await db.insertInto('promo_code_uses').values(row).execute()
}

/**
 * Gives back the use a booking holds, once: the use row is marked released and the code's count
 * goes down only when this call released it.
 */
export async function releasePromoUse(
  db: Kysely<Database>,
  bookingId: string,
  at: string,
): Promise<boolean> {
  const released = await db
    .updateTable('promo_code_uses')
    .set({ released_at: at })
    .where('booking_id', '=', bookingId)
    .where('released_at', 'is', null)
    .returning('promo_code_id')
    .executeTakeFirst()
  if (!released) return false
  await db
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', released.promo_code_id)
    .where('uses', '>', 0)
    .execute()
  return true
}

export async function countExistingPackages(
  db: Kysely<Database>,
  packageIds: readonly string[],
): Promise<number> {
  if (packageIds.length === 0) return 0
  const row = await db
    .selectFrom('packages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id', 'in', packageIds)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
