import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

export async function insertVerificationToken(
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
    .insertInto('email_verification_tokens')
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
export async function deleteDeadVerificationTokens(
  db: Kysely<Database>,
  customerId: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('email_verification_tokens')
    .where('customer_id', '=', customerId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute()
}

export async function countLiveVerificationTokens(
  db: Kysely<Database>,
  customerId: string,
  now: string,
): Promise<number> {
  const { count } = await db
    .selectFrom('email_verification_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** The unused, unexpired link with this token hash, if its customer still has an account. */
export async function findLiveVerificationToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
) {
  return db
    .selectFrom('email_verification_tokens')
    .innerJoin('customers', 'customers.id', 'email_verification_tokens.customer_id')
    .select(['email_verification_tokens.id', 'email_verification_tokens.customer_id'])
    .where('email_verification_tokens.token_hash', '=', tokenHash)
    .where('email_verification_tokens.used_at', 'is', null)
    .where('email_verification_tokens.expires_at', '>', now)
    .where('customers.deleted_at', 'is', null)
    .executeTakeFirst()
}

/**
 * Uses the link up; says whether this call did. The guard is in the one UPDATE (unused and
 * unexpired), so of any number of requests with the same link exactly one gets it.
 */
export async function useVerificationToken(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('email_verification_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Marks the customer's email verified, keeping the first time it was. */
export async function markEmailVerified(
  db: Kysely<Database>,
  customerId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', customerId)
    .where('email_verified_at', 'is', null)
    .where('deleted_at', 'is', null)
    .execute()
}

/** Forgets every verification link of the customer. */
export async function deleteVerificationTokensOf(
  db: Kysely<Database>,
  customerId: string,
): Promise<void> {
  await db.deleteFrom('email_verification_tokens').where('customer_id', '=', customerId).execute()
}
