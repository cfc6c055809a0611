import { type Kysely, sql } from 'kysely'

// Trek credit, a ledger per customer. Credit given (on cancelling, given back, granted by staff)
// is a lot with an expiry and what is left of it; a spend is a negative entry naming the lot it
// came from. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('remaining_paise', 'integer', (c) => c.notNull().check(sql`remaining_paise >= 0`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text')
    .addColumn('source_id', 'text')
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('reminded_at', 'text')
    .execute()
  await db.schema
    .createIndex('credit_entries_customer_idx')
    .on('credit_entries')
    .columns(['customer_id', 'expires_on'])
    .execute()
  await db.schema
    .createIndex('credit_entries_booking_idx')
    .on('credit_entries')
    .column('booking_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_entries').execute()
}
