import type { Kysely } from 'kysely'

/**
 * Money for real: a ledger of payments and refunds replaces the booking's paid amount (which was
 * the amount due, recorded as if paid); pending bookings hold their seats until a time; a
 * cancellation keeps its reason; each seat gets a traveller.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    // 'created' (a gateway order not paid yet), 'captured' (money received) or 'failed'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text')
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text', (c) => c.unique())
    .addColumn('gateway_payment_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('payments_booking_idx')
    .on('payments')
    .columns(['booking_id', 'status'])
    .execute()

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    // The gateway payment it is paid back through; null when the operator pays it back by hand.
    .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    // 'pending' until the money has gone back, then 'processed'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('gateway_refund_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .execute()
  await db.schema.createIndex('refunds_booking_idx').on('refunds').column('booking_id').execute()
  await db.schema
    .createIndex('refunds_status_idx')
    .on('refunds')
    .columns(['status', 'created_at'])
    .execute()

  // Each gateway webhook event is acted on once, whatever the number of deliveries.
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema.alterTable('bookings').addColumn('hold_expires_at', 'text').execute()
  await db.schema.alterTable('bookings').addColumn('cancel_reason', 'text').execute()
  await db.schema
    .alterTable('bookings')
    .addColumn('travellers_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  await db.schema
    .alterTable('bookings')
    .addColumn('travellers_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('bookings').addColumn('invoice_number', 'text').execute()
  await db.schema.alterTable('bookings').dropColumn('amount_paid_paise').execute()
  await db.schema
    .createIndex('bookings_hold_idx')
    .on('bookings')
    .columns(['status', 'hold_expires_at'])
    .execute()

  // Bookings made before the ledger recorded nothing real as paid: their travellers get a day
  // from now to pay before the seats go back.
  const holdUntil = new Date(Date.now() + 24 * 60 * 60_000).toISOString()
  await db
    .updateTable('bookings')
    .set({ hold_expires_at: holdUntil })
    .where('status', '=', 'pending')
    .execute()
  await db
    .updateTable('bookings')
    .set({ cancel_reason: 'customer' })
    .where('status', '=', 'cancelled')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_hold_idx').execute()
  await db.schema
    .alterTable('bookings')
    .addColumn('amount_paid_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  for (const column of [
    'invoice_number',
    'travellers_required',
    'travellers_json',
    'cancel_reason',
    'hold_expires_at',
  ])
    await db.schema.alterTable('bookings').dropColumn(column).execute()
  await db.schema.dropTable('payment_events').execute()
  await db.schema.dropTable('refunds').execute()
  await db.schema.dropTable('payments').execute()
}
