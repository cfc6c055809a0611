import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

export async function insertResetToken(
  db: Kysely<Database>,
  token: {
    id: string
    customerId: string
    tokenHash: string
    createdAt: string
    expiresAt: string
  },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      id: token.id,
      customer_id: token.customerId,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute()
}

/** Forgets the customer's links that can no longer be used: used or expired by `now`. */
export async function deleteDeadResetTokens(
  db: Kysely<Database>,
  customerId: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('password_reset_tokens')
    .where('customer_id', '=', customerId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute()
}

export async function countLiveResetTokens(
  db: Kysely<Database>,
  customerId: string,
  now: string,
): Promise<number> {
  const { count } = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** The unused, unexpired link with this token hash, if its customer still has an account. */
export async function findLiveResetToken(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('customers', 'customers.id', 'password_reset_tokens.customer_id')
    .select(['password_reset_tokens.id', 'password_reset_tokens.customer_id'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', now)
    .where('customers.deleted_at', 'is', null)
    .executeTakeFirst()
}

/**
 * Uses the link up; says whether this call did. The guard is in the one UPDATE (unused and
 * unexpired), so of any number of requests with the same link exactly one gets it.
 */
export async function useResetToken(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Forgets every link of the customer, except `keepId` when given. */
export async function deleteResetTokensOf(
  db: Kysely<Database>,
  customerId: string,
  keepId?: string,
): Promise<void> {
  let query = db.deleteFrom('password_reset_tokens').where('customer_id', '=', customerId)
  if (keepId) query = query.where('id', '<>', keepId)
  await query.execute()
}
