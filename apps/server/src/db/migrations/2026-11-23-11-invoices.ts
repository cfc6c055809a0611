import { type Kysely, sql } from 'kysely'

/**
 * GST tax invoices and credit notes: gap-free numbers per series and financial year, each
 * document kept as what it printed; customers get a state (the place of supply). Frozen in time:
 * never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One row per series ('invoice:2026-27', 'credit-note:2026-27'): the number its next document
  // gets, taken in the transaction that issues it, so a rollback gives the number back.
  await db.schema
    .createTable('invoice_counters')
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('next_number', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    // Everything the document prints (supplier, customer, lines, taxes, totals), as issued.
    .addColumn('document_json', 'text', (c) => c.notNull())
    .addCheckConstraint('invoices_kind_check', sql`kind in ('invoice', 'credit-note')`)
    .execute()
  // At most one invoice and one credit note per booking.
  await db.schema
    .createIndex('invoices_booking_kind_idx')
    .on('invoices')
    .columns(['booking_id', 'kind'])
    .unique()
    .execute()

  await db.schema
    .alterTable('customers')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('state').execute()
  await db.schema.dropTable('invoices').execute()
  await db.schema.dropTable('invoice_counters').execute()
}
