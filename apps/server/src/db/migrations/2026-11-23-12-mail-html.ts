import type { Kysely } from 'kysely'

/**
 * What a mail carries besides its text: the HTML part, extra headers (JSON object) and the
 * attachments as references (JSON list, e.g. `{ kind: 'invoice', bookingId }`), resolved when it
 * is sent so the outbox never holds a copy of a document.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema.alterTable('mail_outbox').addColumn('html_body', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('headers_json', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('attachments_json', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments_json').execute()
  await db.schema.alterTable('mail_outbox').dropColumn('headers_json').execute()
  await db.schema.alterTable('mail_outbox').dropColumn('html_body').execute()
}
