import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('package_id', 'text', (c) => c.notNull().references('packages.id'))
    .addColumn('batch_id', 'text', (c) => c.notNull().references('batches.id'))
    // What the traveller saw when booking, kept even if the package changes later.
    .addColumn('package_json', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('number_of_seats', 'integer', (c) => c.notNull())
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('subtotal_paise', 'bigint', (c) => c.notNull())
    .addColumn('gst_paise', 'bigint', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('payable_paise', 'bigint', (c) => c.notNull())
    .addColumn('remaining_paise', 'bigint', (c) => c.notNull())
    .addColumn('remaining_due_date', 'text')
    .addColumn('amount_paid_paise', 'bigint', (c) => c.notNull())
    .addColumn('addons_json', 'text', (c) => c.notNull())
    .addColumn('customer_details_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    // The refund policy in force when booked: a later change of policy never touches this booking.
    .addColumn('refund_policy_json', 'text', (c) => c.notNull())
    .addColumn('refund_paise', 'bigint')
    .addColumn('booked_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute()
  await db.schema
    .createIndex('bookings_customer_idx')
    .on('bookings')
    .columns(['customer_id', 'booked_at'])
    .execute()
  await db.schema.createIndex('bookings_batch_idx').on('bookings').column('batch_id').execute()

  await db.schema
    .createTable('booking_idempotency_keys')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_idempotency_keys_pk', ['customer_id', 'idempotency_key'])
    .execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    // Makes a notification that must be sent once (a departure reminder) unique per customer.
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('notifications_customer_idx')
    .on('notifications')
    .columns(['customer_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute()
  await db.schema.dropTable('booking_idempotency_keys').execute()
  await db.schema.dropTable('bookings').execute()
}
