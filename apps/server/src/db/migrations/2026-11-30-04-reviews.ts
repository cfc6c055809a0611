import type { Kysely } from 'kysely'

/**
 * Verified reviews: one per completed booking, moderated by staff; and the review requests sent,
 * one per booking. Every rating stored before this came with the demo data, not from a traveller,
 * so each package's rating and count start again at 0 (no review exists yet to back them).
 * Frozen in time: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('package_id', 'text', (c) => c.notNull().references('packages.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('travelled_in', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reply', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'text')
    .addColumn('published_at', 'text')
    .execute()
  await db.schema
    .createIndex('reviews_package_published')
    .on('reviews')
    .columns(['package_id', 'status', 'published_at'])
    .execute()
  await db.schema
    .createIndex('reviews_inbox')
    .on('reviews')
    .columns(['status', 'created_at'])
    .execute()

  await db.schema
    .createTable('review_requests')
    .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.id'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute()

  await db.updateTable('packages').set({ rating: 0, review_count: 0 }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_requests').execute()
  await db.schema.dropTable('reviews').execute()
}
