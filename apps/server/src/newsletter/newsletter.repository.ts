import type { Kysely } from 'kysely'
import { newId } from '../db/ids.ts'
import type { Database } from '../db/schema.ts'

/** Idempotent: subscribing an address twice keeps the first subscription. */
export async function subscribe(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ id: newId(), email, subscribed_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute()
}
