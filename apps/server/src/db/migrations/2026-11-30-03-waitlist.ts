import { type Kysely, sql } from 'kysely'

/**
 * The waitlist of full departures: one row per customer who joined, in the order they joined;
 * an offer holds seats taken out of the departure's availability until it is booked or lapses.
 * Frozen in time: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('batch_id', 'text', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('package_id', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'text')
    .addColumn('offer_expires_at', 'text')
    .addColumn('ended_at', 'text')
    // The offer's notification as stored, published live once the offer's transaction committed.
    .addColumn('offer_notification_json', 'text')
    .addColumn('announced_at', 'text')
    .execute()
  await db.schema
    .createIndex('waitlist_entries_queue')
    .on('waitlist_entries')
    .columns(['batch_id', 'status', 'joined_at'])
    .execute()
  await db.schema
    .createIndex('waitlist_entries_customer')
    .on('waitlist_entries')
    .column('customer_id')
    .execute()
  await db.schema
    .createIndex('waitlist_entries_offers')
    .on('waitlist_entries')
    .columns(['status', 'offer_expires_at'])
    .execute()
  // One active entry per customer and departure, whatever races.
  await db.schema
    .createIndex('waitlist_entries_one_active')
    .unique()
    .on('waitlist_entries')
    .columns(['customer_id', 'batch_id'])
    .where(sql.ref('status'), 'in', ['waiting', 'offered'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('waitlist_entries').execute()
}
