import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'

export type DatabaseKind = 'sqlite' | 'postgres'

export type DatabaseHandle = {
  db: Kysely<Database>
  kind: DatabaseKind
}

// COUNT(*) and bigint columns come back from PostgreSQL as strings; our amounts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export function openDatabase(config: { databaseUrl?: string; sqlitePath: string }): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 })
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
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    kind: 'sqlite',
  }
}
