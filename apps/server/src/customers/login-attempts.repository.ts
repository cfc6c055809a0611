import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

type Window = { now: string; expiresAt: string }

/**
 * Counts one attempt under `key` in one statement, so parallel attempts each see their own
 * count: a row expired by `now` restarts at 1 with a new window. With a `limit`, a key already at
 * it is left alone and the answer is undefined.
 */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  { now, expiresAt }: Window,
  limit?: number,
): Promise<number | undefined> {
  const row = await db
    .insertInto('login_attempts')
    .values({ key, count: 1, expires_at: expiresAt })
    .onConflict((conflict) => {
      const update = conflict.column('key').doUpdateSet((eb) => {
        const expired = eb('login_attempts.expires_at', '<=', now)
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('login_attempts.count', '+', 1))
            .end(),
          expires_at: eb
            .case()
            .when(expired)
            .then(eb.ref('excluded.expires_at'))
            .else(eb.ref('login_attempts.expires_at'))
            .end(),
        }
      })
      if (limit === undefined) return update
      return update.where((eb) =>
        eb.or([eb('login_attempts.expires_at', '<=', now), eb('login_attempts.count', '<', limit)]),
      )
    })
    .returning('count')
    .executeTakeFirst()
  return row === undefined ? undefined : Number(row.count)
}

/**
 * Deletes `key` and takes its unexpired count off each of `others` (never below zero), in
 * one statement each. Answers the count taken off.
 */
export async function forgiveAttempts(
  db: Kysely<Database>,
  key: string,
  others: string[],
  now: string,
): Promise<number> {
  const removed = await db
    .deleteFrom('login_attempts')
    .where('key', '=', key)
    .returning(['count', 'expires_at'])
    .executeTakeFirst()
  const count = removed && removed.expires_at > now ? Number(removed.count) : 0
  if (count > 0 && others.length > 0) {
    await db
      .updateTable('login_attempts')
      .set((eb) => ({
        count: eb
          .case()
          .when('count', '>', count)
          .then(eb('count', '-', count))
          .else(0)
          .end(),
      }))
      .where('key', 'in', others)
      .execute()
  }
  return count
}

export async function deleteExpiredAttempts(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('expires_at', '<=', now).execute()
}
