import { Worker } from 'node:worker_threads'
import type SQLite from 'better-sqlite3'

/** SQLite's default: a commit that takes the log past this many pages checkpoints it itself. */
const COMMIT_CHECKPOINT_PAGES = 1000

/**
 * Moves WAL checkpoints off the connection that answers requests. By default SQLite checkpoints
 * inside the commit that takes the log past 1,000 pages: that commit copies the pages into the
 * database file and waits for its fsync, 15-20 ms during which the server answers nobody (in a
 * rush of 200 bookings, one commit in 40; the median commit is 0.1 ms). Here a worker thread
 * checkpoints every `everyMs` instead, from `afterMs` on (until then, and should the worker
 * stop, commits checkpoint as before; a process that lives a few seconds, as a test's server
 * does, never pays for the thread).
 */
export function checkpointInBackground(
  sqlite: SQLite.Database,
  sqlitePath: string,
  { everyMs = 1000, afterMs = 0 }: { everyMs?: number; afterMs?: number } = {},
): () => Promise<void> {
  let worker: Worker | undefined
  let stopping = false
  const checkpointOnCommit = () => {
    if (!stopping && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${COMMIT_CHECKPOINT_PAGES}`)
  }
  const start = () => {
    if (stopping || !sqlite.open) return
    worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), {
      workerData: { sqlitePath, everyMs },
    })
    worker.unref()
    worker.on('error', checkpointOnCommit)
    worker.on('exit', checkpointOnCommit)
    sqlite.pragma('wal_autocheckpoint = 0')
  }
  const timer = afterMs > 0 ? setTimeout(start, afterMs).unref() : undefined
  if (!timer) start()
  return async () => {
    stopping = true
    clearTimeout(timer)
    await worker?.terminate()
  }
}
