import type { Kysely } from 'kysely'

// Promo codes: the codes the operator makes in the console, one row per booking that used one
// (released when that booking is cancelled or its hold runs out), and on each booking the code
// and the discount it gave. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .addColumn('min_seats', 'integer')
    .addColumn('package_ids_json', 'text', (c) => c.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('per_customer', 'integer', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('promo_code_uses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('promo_code_id', 'text', (c) => c.notNull().references('promo_codes.id'))
    .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('discount_paise', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text')
    .execute()
  await db.schema
    .createIndex('promo_code_uses_code_customer_idx')
    .on('promo_code_uses')
    .columns(['promo_code_id', 'customer_id'])
    .execute()

  await db.schema.alterTable('bookings').addColumn('promo_code', 'text').execute()
  await db.schema
    .alterTable('bookings')
    .addColumn('discount_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('discount_paise').execute()
  await db.schema.alterTable('bookings').dropColumn('promo_code').execute()
  await db.schema.dropTable('promo_code_uses').execute()
  await db.schema.dropTable('promo_codes').execute()
}
