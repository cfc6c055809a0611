import fp from 'fastify-plugin'
import { startPolling } from './polling.ts'
import { createScheduler, type Job } from './scheduler.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a recurring job, run by exactly one instance each time it is due. */
    scheduleJob: (job: Job) => void
  }
}

/** How often an instance looks for due jobs; a job's own interval is its `everyMs`. */
export const SCHEDULER_TICK_MS = 30_000

/**
 * Background jobs (docs/jobs.md) on the app's own database: starts when the app is ready, stops and
 * waits for the run in flight before the database closes.
 */
export const schedulerPlugin = fp(
  async (app) => {
    const scheduler = createScheduler(app.db)
    app.decorate('scheduleJob', (job: Job) => scheduler.add(job))

    const tick = async () => {
      try {
        for (const outcome of await scheduler.runDue())
          if (outcome.error) app.log.error({ err: outcome.error, job: outcome.name }, 'Job failed')
      } catch (error) {
        app.log.warn({ err: error }, 'Could not look for due jobs; trying again next tick')
      }
    }
    let polling: ReturnType<typeof startPolling> | undefined
    app.addHook('onReady', async () => {
      polling = startPolling(tick, SCHEDULER_TICK_MS)
    })
    app.addHook('onClose', async () => polling?.stop())
  },
  { name: 'scheduler', dependencies: ['db'] },
)
