import type { Kysely } from 'kysely'

/**
 * Which mail goes first when the outbox is long: 0 for mail someone is waiting for (password
 * reset, email verification, bookings and payments), 1 for bulk (welcome, newsletter,
 * reminders). The due query reads the queue by priority, then by age.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'priority', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_due_idx').execute()
  await db.schema.alterTable('mail_outbox').dropColumn('priority').execute()
}
