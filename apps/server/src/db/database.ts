import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
import pg from 'pg'
import { createLeastRecentlyUsed } from '../least-recently-used.ts'
import { checkpointInBackground } from './background-checkpoints.ts'
import type { Database } from './schema.ts'

export type DatabaseKind = 'sqlite' | 'postgres'

export type DatabaseHandle = {
  db: Kysely<Database>
  kind: DatabaseKind
}

// COUNT(*) and bigint columns come back from PostgreSQL as strings; our amounts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export type OpenDatabaseConfig = {
  databaseUrl?: string
  sqlitePath: string
  /** Told about connections PostgreSQL dropped (a restart, an idle timeout); never fatal. */
  onConnectionError?: (error: Error) => void
  /** SQLite in a file: checkpoint its write-ahead log in a worker thread (the server does). */
  checkpointInBackground?: boolean
}

export function openDatabase(config: OpenDatabaseConfig): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // A request waits at most this long for a connection, and no statement runs away.
      connectionTimeoutMillis: 5_000,
      statement_timeout: 15_000,
      idle_in_transaction_session_timeout: 30_000,
      idleTimeoutMillis: 30_000,
    })
    // An idle connection closed by the server is emitted here; unheard, it would end the
    // process. The pool has already dropped it, and opens a new one for the next query.
    pool.on('error', (error) => config.onConnectionError?.(error))
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
    }
  }
  if (config.sqlitePath !== ':memory:')
    mkdirSync(path.dirname(config.sqlitePath), { recursive: true })
  const sqlite = new SQLite(config.sqlitePath)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  // SQLite's own page cache is 2 MiB by default: a search over a large catalogue reads a page per
  // matching package, and with the default most of those were reads from the OS again (p95 of a
  // search on 10,000 packages 22 ms, 12 ms with 64 MiB). 64 MiB is an upper bound, used only by
  // a database that large.
  sqlite.pragma('cache_size = -65536')
  const stopCheckpoints =
    config.checkpointInBackground && config.sqlitePath !== ':memory:'
      ? checkpointInBackground(sqlite, config.sqlitePath, { afterMs: 10_000 })
      : undefined
  const database = reusingStatements(sqlite)
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({
        database: {
          ...database,
          close: () => {
            void stopCheckpoints?.()
            database.close()
          },
        },
      }),
    }),
    kind: 'sqlite',
  }
}

/**
 * The SQLite database as Kysely sees it, with each prepared statement kept by its SQL text: Kysely
 * prepares every query it runs, and compiling a statement cost more than running it (a quarter of
 * the booking rush's time went to `prepare`). Kysely's SQLite driver runs one query at a time on
 * its one connection, so a kept statement is never in use twice at once.
 */
export function reusingStatements(sqlite: SQLite.Database, maxStatements = 500): SqliteDatabase {
  const statements = createLeastRecentlyUsed<SQLite.Statement>(maxStatements)
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql)
      if (kept) return kept
      const statement = sqlite.prepare(sql)
      statements.set(sql, statement)
      return statement
    },
  }
}
