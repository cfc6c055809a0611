import type { Kysely } from 'kysely'

/**
 * The operator's desk: an audit log of every console write, leads with a status, notes and a
 * follow-up date, and departures that can be cancelled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute()
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute()

  await db.schema
    .alterTable('leads')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute()
  await db.schema
    .alterTable('leads')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('leads').addColumn('follow_up_on', 'text').execute()
  await db.schema
    .createIndex('leads_status_idx')
    .on('leads')
    .columns(['status', 'created_at'])
    .execute()

  await db.schema.alterTable('batches').addColumn('cancelled_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batches').dropColumn('cancelled_at').execute()
  await db.schema.dropIndex('leads_status_idx').execute()
  for (const column of ['follow_up_on', 'note', 'status'])
    await db.schema.alterTable('leads').dropColumn(column).execute()
  await db.schema.dropTable('audit_log').execute()
}
