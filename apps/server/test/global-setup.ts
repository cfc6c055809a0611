import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { loadDemoCatalogueOnce } from '../src/catalogue/demo-catalogue/load.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { loadEnv } from '../src/env.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseSqlitePath: string
  }
}

/** Builds one migrated SQLite file with the demo catalogue; each test copies it. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'trippy-test-'))
  const baseSqlitePath = path.join(dir, 'base.db')
  const { db, kind } = openDatabase({ sqlitePath: baseSqlitePath })
  await migrateToLatest(db, kind)
  await loadDemoCatalogueOnce(db)
  await db.destroy()
  project.provide('baseSqlitePath', baseSqlitePath)

  // On PostgreSQL each test gets a schema of its own; extensions live once in public, shared by
  // them all, as they would in production.
  const { DATABASE_URL } = loadEnv()
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL })
    await client.connect()
    await client.query('create extension if not exists pg_trgm schema public')
    await client.end()
  }
  return () => rmSync(dir, { recursive: true, force: true })
}
