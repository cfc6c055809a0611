import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'

/**
 * Email verification (a customer's `email_verified_at` and the tokens of the links mailed to
 * them, stored only as hashes) and the newsletter's double opt-in: a subscriber is `pending` until
 * they follow the confirmation link, and every subscriber has an unsubscribe token of their own
 * for the one-click link in each mail. Frozen in time: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('email_verified_at', 'text').execute()
  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('email_verification_tokens_customer_idx')
    .on('email_verification_tokens')
    .column('customer_id')
    .execute()

  // One column per statement: SQLite adds a single column per ALTER TABLE. Subscribers from
  // before the double opt-in never confirmed, so they start pending like a new one.
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute()
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('confirm_token_hash', 'text')
    .execute()
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('confirm_sent_at', 'text')
    .execute()
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('unsubscribe_token', 'text')
    .execute()
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirmed_at', 'text').execute()
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('unsubscribed_at', 'text')
    .execute()
  const existing = await db.selectFrom('newsletter_subscribers').select('id').execute()
  for (const row of existing as { id: string }[]) {
    await db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribe_token: randomBytes(32).toString('base64url') })
      .where('id', '=', row.id)
      .execute()
  }
  await db.schema
    .createIndex('newsletter_subscribers_confirm_token_idx')
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .unique()
    .execute()
  await db.schema
    .createIndex('newsletter_subscribers_unsubscribe_token_idx')
    .on('newsletter_subscribers')
    .column('unsubscribe_token')
    .unique()
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('newsletter_subscribers_unsubscribe_token_idx').execute()
  await db.schema.dropIndex('newsletter_subscribers_confirm_token_idx').execute()
  for (const column of [
    'unsubscribed_at',
    'confirmed_at',
    'unsubscribe_token',
    'confirm_sent_at',
    'confirm_token_hash',
    'status',
  ]) {
    await db.schema.alterTable('newsletter_subscribers').dropColumn(column).execute()
  }
  await db.schema.dropTable('email_verification_tokens').execute()
  await db.schema.alterTable('customers').dropColumn('email_verified_at').execute()
}
