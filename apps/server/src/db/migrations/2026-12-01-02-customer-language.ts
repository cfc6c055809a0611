import type { Kysely } from 'kysely'

// The language a customer's mails are written in ('en' or 'hi'), from the site's language at
// sign-up and the account settings. Every account made before it reads English, as it always
// did. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('language').execute()
}
