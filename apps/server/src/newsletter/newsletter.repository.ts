import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

export type NewSubscriber = {
  id: string
  email: string
  now: string
  confirmTokenHash: string
  unsubscribeToken: string
}

/** Inserts a pending subscriber unless the address is known; says whether it did. */
export async function insertPendingSubscriber(
  db: Kysely<Database>,
  subscriber: NewSubscriber,
): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_subscribers')
    .values({
      id: subscriber.id,
      email: subscriber.email,
      subscribed_at: subscriber.now,
      status: 'pending',
      confirm_token_hash: subscriber.confirmTokenHash,
      confirm_sent_at: subscriber.now,
      unsubscribe_token: subscriber.unsubscribeToken,
      confirmed_at: null,
      unsubscribed_at: null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

export async function findSubscriberByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status', 'unsubscribe_token'])
    .where('email', '=', email)
    .executeTakeFirst()
}

/**
 * Makes a not-confirmed subscriber pending again with a new confirmation link, unless a pending
 * one was mailed a link since `notSince`; says whether it did. The guard is in the one UPDATE,
 * so of requests at the same moment only one mails.
 */
export async function renewConfirmation(
  db: Kysely<Database>,
  id: string,
  renewal: { confirmTokenHash: string; unsubscribeToken: string; now: string; notSince: string },
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'pending',
      confirm_token_hash: renewal.confirmTokenHash,
      confirm_sent_at: renewal.now,
      unsubscribe_token: renewal.unsubscribeToken,
    })
    .where('id', '=', id)
    .where('status', '<>', 'confirmed')
    .where((eb) =>
      eb.or([
        // Only the address's own mail can unsubscribe it: signing up again mails at once.
        eb('status', '=', 'unsubscribed'),
        eb('confirm_sent_at', 'is', null),
        eb('confirm_sent_at', '<=', renewal.notSince),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Confirms the pending subscriber of this link, mailed after `sentAfter`; says whether it did.
 * The link's hash goes in the same UPDATE, so it works once.
 */
export async function confirmByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
  sentAfter: string,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: now, confirm_token_hash: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .where('confirm_sent_at', '>', sentAfter)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Unsubscribes the subscriber with this token. Answers whether the token is known, so a second
 * unsubscribe (a mail client may post twice) is no error; the first one's time stays.
 */
export async function unsubscribeByToken(
  db: Kysely<Database>,
  token: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: now, confirm_token_hash: null })
    .where('unsubscribe_token', '=', token)
    .where('status', '<>', 'unsubscribed')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 1) return true
  const known = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst()
  return known !== undefined
}
