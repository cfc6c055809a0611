import type { Kysely } from 'kysely'

// Tables of the leads feature (issue 8). Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'lead' (the trip-plan modal) or 'enquiry' (the 'Send Query' panel)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('country_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('package_type', 'text')
    .addColumn('travelers', 'integer')
    .addColumn('trip_type', 'text')
    .addColumn('trip', 'text')
    .addColumn('message', 'text')
    .addColumn('source_path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('leads_created_idx').on('leads').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leads').execute()
}
