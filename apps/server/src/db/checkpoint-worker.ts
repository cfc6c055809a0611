import { workerData } from 'node:worker_threads'
import SQLite from 'better-sqlite3'

/**
 * Runs in a worker thread (background-checkpoints.ts): copies what the server's connection
 * committed to the write-ahead log into the database file, with a connection of its own, so the
 * copy and its fsync never stall the thread that answers requests.
 */
const { sqlitePath, everyMs } = workerData as { sqlitePath: string; everyMs: number }
const sqlite = new SQLite(sqlitePath)
// PASSIVE: copies what no reader still needs, never waits for or blocks a reader or a writer.
setInterval(() => sqlite.pragma('wal_checkpoint(PASSIVE)'), everyMs)
