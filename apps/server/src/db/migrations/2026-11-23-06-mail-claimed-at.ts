import type { Kysely } from 'kysely'

/** When a mail was taken for sending: a claim is stale by its own age, not the mail's. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('claimed_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_at').execute()
}
