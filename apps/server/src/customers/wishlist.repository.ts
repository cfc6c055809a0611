import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

/** Package ids on the customer's wishlist, most recently saved first. */
export async function findWishlistPackageIds(
  db: Kysely<Database>,
  customerId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('package_id')
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('package_id')
    .execute()
  return rows.map((row) => row.package_id)
}

/** Idempotent: saving a trip twice keeps the first save. */
export async function insertWishlistItem(
  db: Kysely<Database>,
  customerId: string,
  packageId: string,
): Promise<void> {
  await db
    .insertInto('wishlist_items')
    .values({
      customer_id: customerId,
      package_id: packageId,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['customer_id', 'package_id']).doNothing())
    .execute()
}

export async function deleteWishlistItem(
  db: Kysely<Database>,
  customerId: string,
  packageId: string,
): Promise<void> {
  await db
    .deleteFrom('wishlist_items')
    .where('customer_id', '=', customerId)
    .where('package_id', '=', packageId)
    .execute()
}

export async function deleteWishlist(db: Kysely<Database>, customerId: string): Promise<void> {
  await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).execute()
}
