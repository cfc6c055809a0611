import { EventEmitter } from 'node:events'
import { type Kysely, PostgresAdapter, sql } from 'kysely'
import pg from 'pg'
import type { Database } from '../db/index.ts'

/** The PostgreSQL channel every instance listens on for queued mail. */
const CHANNEL = 'mail_outbox_queued'
/** How long a lost LISTEN connection waits before it is made again; the poll covers the gap. */
const RELISTEN_AFTER_MS = 5_000

// Every delivery in this process hears every queue: several apps in one process (tests) only
// wake one another for nothing, which costs one due query.
const queuedHere = new EventEmitter().setMaxListeners(0)

/**
 * Tells delivery that mail was queued: at once in this process, and on PostgreSQL with a NOTIFY
 * that PostgreSQL hands every instance when the caller's transaction commits (and drops if it
 * rolls back). The local wake may come before the commit: on SQLite the worker's query waits for
 * the one connection the transaction holds; on PostgreSQL it finds nothing yet and the NOTIFY
 * wakes it again.
 */
export async function announceMailQueued(db: Kysely<Database>): Promise<void> {
  queuedHere.emit('queued')
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_notify(${CHANNEL}, '')`.execute(db)
}

/** Calls `wake` whenever mail is queued in this process; returns how to stop. */
export function onMailQueuedHere(wake: () => void): () => void {
  queuedHere.on('queued', wake)
  return () => queuedHere.off('queued', wake)
}

/**
 * Calls `wake` whenever any instance queues mail on this PostgreSQL database, once the mail is
 * committed. A lost connection is made again after a pause; until then the poll finds the mail.
 */
export function listenForQueuedMail(
  databaseUrl: string,
  wake: () => void,
  log: { warn(details: object, message: string): void },
) {
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let closed = false
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl })
    client = next
    const lost = (error?: Error) => {
      if (client !== next || closed) return
      client = undefined
      log.warn({ err: error }, 'Lost the LISTEN connection for queued mail; polling meanwhile')
      void next.end().catch(() => {})
      retry = setTimeout(() => void connect(), RELISTEN_AFTER_MS)
      retry.unref()
    }
    next.on('error', lost)
    next.on('end', () => lost())
    next.on('notification', wake)
    try {
      await next.connect()
      await next.query(`listen ${CHANNEL}`)
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)))
    }
  }
  void connect()
  return {
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
