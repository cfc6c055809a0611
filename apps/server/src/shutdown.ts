import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'

/** Past this, a shutdown that has not finished gives up and the process exits with 1. */
export const SHUTDOWN_GRACE_MS = 4_500

/**
 * On SIGTERM or SIGINT (and after an uncaught error): websockets are closed first (the
 * notifications plugin's preClose hook), in-flight requests finish, then the database, mail and
 * Redis close hooks run, and the lines the log still holds (it writes in batches) are written;
 * exit 0 when all of that is done within the grace period (1 after an error).
 */
export function closeOnSignals(app: FastifyInstance) {
  return closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error')
    else app.log.info({ signal }, 'Shutting down')
    await app.close()
    await app.flushLog()
  })
}
