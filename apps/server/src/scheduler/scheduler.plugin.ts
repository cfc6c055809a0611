import fp from 'fastify-plugin'
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
 * Background jobs (departure reminders today; hold expiry and balance reminders next) on the
 * app's own database: starts when the app is ready, stops and waits for the run in flight
 * before the database closes.
 */
export const schedulerPlugin = fp(
  async (app) => {
    const scheduler = createScheduler(app.db)
    app.decorate('scheduleJob', (job: Job) => scheduler.add(job))

    let timer: NodeJS.Timeout | undefined
    let stopped = false
    let inFlight: Promise<void> = Promise.resolve()
    const tick = async () => {
      try {
        for (const outcome of await scheduler.runDue())
          if (outcome.error) app.log.error({ err: outcome.error, job: outcome.name }, 'Job failed')
      } catch (error) {
        app.log.warn({ err: error }, 'Could not look for due jobs; trying again next tick')
      }
    }
    const schedule = () => {
      if (stopped) return
      timer = setTimeout(() => {
        inFlight = tick().then(schedule)
      }, SCHEDULER_TICK_MS)
      timer.unref()
    }
    app.addHook('onReady', async () => {
      inFlight = tick().then(schedule)
    })
    app.addHook('onClose', async () => {
      stopped = true
      clearTimeout(timer)
      await inFlight
    })
  },
  { name: 'scheduler', dependencies: ['db'] },
)
