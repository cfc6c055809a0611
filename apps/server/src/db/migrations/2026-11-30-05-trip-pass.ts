import type { Kysely } from 'kysely'

// The trip pass: the secret of each confirmed booking's pass link. Frozen in time: never import
// app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trip_passes')
    .addColumn('booking_id', 'text', (c) =>
      c.primaryKey().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trip_passes').execute()
}
