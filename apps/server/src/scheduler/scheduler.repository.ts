import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

/** Makes sure the job has a row, due now if it is new; an existing row keeps its schedule. */
export async function ensureJob(db: Kysely<Database>, name: string, now: string): Promise<void> {
  await db
    .insertInto('scheduled_jobs')
    .values({
      name,
      next_run_at: now,
      locked_until: null,
      locked_by: null,
      last_finished_at: null,
      last_error: null,
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
}

/**
 * Takes the job for `owner` if it is due and nobody holds a live lease on it. One guarded UPDATE:
 * of any number of instances trying at once, exactly one changes the row.
 */
export async function claimDueJob(
  db: Kysely<Database>,
  name: string,
  owner: string,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('scheduled_jobs')
    .set({ locked_until: leaseUntil, locked_by: owner })
    .where('name', '=', name)
    .where('next_run_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Releases the job and sets when it is next due; only the holder of the lease can. */
export async function finishJob(
  db: Kysely<Database>,
  name: string,
  owner: string,
  finished: { at: string; nextRunAt: string; error: string | null },
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({
      locked_until: null,
      locked_by: null,
      next_run_at: finished.nextRunAt,
      last_finished_at: finished.at,
      last_error: finished.error,
    })
    .where('name', '=', name)
    .where('locked_by', '=', owner)
    .execute()
}
