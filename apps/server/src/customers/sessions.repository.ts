import type { Kysely } from 'kysely'
import { preparedQuery, type Database } from '../db/index.ts'

export async function insertSession(
  db: Kysely<Database>,
  session: {
    id: string
    customerId: string
    tokenHash: string
    createdAt: string
    expiresAt: string
  },
): Promise<void> {
  await db
    .insertInto('customer_sessions')
    .values({
      id: session.id,
      customer_id: session.customerId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute()
}

/** The session with this token hash, if its customer still has an account. */
export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  const [session] = await sessionByTokenHash(db, tokenHash)
  return session
}

// Every signed-in request asks this.
const sessionByTokenHash = preparedQuery((db, tokenHash: string) =>
  db
    .selectFrom('customer_sessions')
    .innerJoin('customers', 'customers.id', 'customer_sessions.customer_id')
    .select([
      'customer_sessions.id',
      'customer_sessions.customer_id',
      'customer_sessions.expires_at',
    ])
    .where('customer_sessions.token_hash', '=', tokenHash)
    .where('customers.deleted_at', 'is', null),
)

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('customer_sessions').where('id', '=', id).execute()
}

/** Ends every session of the customer, except `keepSessionId` when given. */
export async function deleteCustomerSessions(
  db: Kysely<Database>,
  customerId: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('customer_sessions').where('customer_id', '=', customerId)
  if (keepSessionId) query = query.where('id', '<>', keepSessionId)
  await query.execute()
}

export async function deleteExpiredSessions(
  db: Kysely<Database>,
  customerId: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('customer_sessions')
    .where('customer_id', '=', customerId)
    .where('expires_at', '<=', now)
    .execute()
}
