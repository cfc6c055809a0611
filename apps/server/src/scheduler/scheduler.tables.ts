export interface SchedulerTables {
  scheduled_jobs: ScheduledJobsTable
}

/** One row per recurring job: when it is next due, and who holds it while it runs. */
export interface ScheduledJobsTable {
  name: string
  next_run_at: string
  /** Set while an instance runs the job; a lease past this instant is free to take. */
  locked_until: string | null
  locked_by: string | null
  last_finished_at: string | null
  last_error: string | null
}
