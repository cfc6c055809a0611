import type { Kysely } from 'kysely'

/**
 * What a member of staff sees of their own console sessions (the browser, the address it came
 * from, when it was last used) and the browsers each member has signed in from, so a sign-in
 * from a new one can be mailed to them. Frozen in time: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_sessions').addColumn('user_agent', 'text').execute()
  await db.schema.alterTable('staff_sessions').addColumn('address', 'text').execute()
  await db.schema.alterTable('staff_sessions').addColumn('last_used_at', 'text').execute()

  // SHA-256 of the browser's marker cookie: the cookie itself is never stored.
  await db.schema
    .createTable('staff_browsers')
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_browsers_pkey', ['staff_id', 'browser_hash'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_browsers').execute()
  await db.schema.alterTable('staff_sessions').dropColumn('last_used_at').execute()
  await db.schema.alterTable('staff_sessions').dropColumn('address').execute()
  await db.schema.alterTable('staff_sessions').dropColumn('user_agent').execute()
}
