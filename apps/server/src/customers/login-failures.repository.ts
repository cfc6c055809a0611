import type { Kysely } from 'kysely'
import { newId } from '../db/ids.ts'
import type { Database } from '../db/schema.ts'

export async function countFailuresSince(
  db: Kysely<Database>,
  key: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('key', '=', key)
    .where('failed_at', '>', since)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** Records one failure under each key, and drops failures older than `before` (any key). */
export async function recordFailures(
  db: Kysely<Database>,
  keys: string[],
  at: string,
  before: string,
): Promise<void> {
  await db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ id: newId(), key, failed_at: at })))
    .execute()
  await db.deleteFrom('login_failures').where('failed_at', '<=', before).execute()
}

export async function deleteFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute()
}
