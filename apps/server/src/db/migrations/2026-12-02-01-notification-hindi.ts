import type { Kysely } from 'kysely'

// Every notification in Hindi beside its English (title and message stay English, as always):
// the web shows the Hindi on Hindi pages. NULL for notifications stored before it and for those
// with no Hindi (an operator's message is sent as typed). Frozen in time: never import app code
// here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('hindi_title', 'text').execute()
  await db.schema.alterTable('notifications').addColumn('hindi_message', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('hindi_message').execute()
  await db.schema.alterTable('notifications').dropColumn('hindi_title').execute()
}
