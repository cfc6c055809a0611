import type { Kysely } from 'kysely'

/**
 * A customer's bookings in a given state (the pending-booking limit counts them on every
 * booking). Without it SQLite counted through the status index, i.e. every pending booking of
 * every customer: in a rush of bookings the count grew with each one taken.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('bookings_customer_status_idx')
    .on('bookings')
    .columns(['customer_id', 'status'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_customer_status_idx').execute()
}
