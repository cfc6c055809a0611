import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import { claimDueJob, ensureJob, finishJob } from './scheduler.repository.ts'

/** A recurring job: run every `everyMs`, by exactly one instance each time it is due. */
export type Job = {
  name: string
  everyMs: number
  run: (now: Date) => Promise<void>
  /** How long a run may take before another instance may take the job over; default 5 min. */
  leaseMs?: number
}

export type JobOutcome = { name: string; ran: boolean; error?: unknown }

const DEFAULT_LEASE_MS = 5 * 60_000

/**
 * Runs each registered job that is due and not held elsewhere. The claim is one guarded UPDATE
 * on the job's row, so with N instances on one database a due job runs once; a run that dies is
 * taken over when its lease ends. The same code on SQLite (one process) and PostgreSQL.
 */
export function createScheduler(db: Kysely<Database>, owner = randomBytes(8).toString('hex')) {
  const jobs = new Map<string, Job>()
  const known = new Set<string>()

  return {
    owner,
    add(job: Job) {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is already scheduled`)
      jobs.set(job.name, job)
    },
    /** Runs what is due at `now`; never throws (a job's error is kept on its row and returned). */
    async runDue(now = new Date()): Promise<JobOutcome[]> {
      const outcomes: JobOutcome[] = []
      for (const job of jobs.values()) {
        const at = now.toISOString()
        if (!known.has(job.name)) {
          await ensureJob(db, job.name, at)
          known.add(job.name)
        }
        const leaseUntil = new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS)).toISOString()
        if (!(await claimDueJob(db, job.name, owner, at, leaseUntil))) {
          outcomes.push({ name: job.name, ran: false })
          continue
        }
        let error: unknown
        try {
          await job.run(now)
        } catch (caught) {
          error = caught
        }
        await finishJob(db, job.name, owner, {
          at: new Date().toISOString(),
          nextRunAt: new Date(now.getTime() + job.everyMs).toISOString(),
          error:
            error === undefined
              ? null
              : (error instanceof Error ? error.message : JSON.stringify(error)).slice(0, 1000),
        })
        outcomes.push(
          error === undefined
            ? { name: job.name, ran: true }
            : { name: job.name, ran: true, error },
        )
      }
      return outcomes
    },
  }
}

export type Scheduler = ReturnType<typeof createScheduler>
