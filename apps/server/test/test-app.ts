import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject, onTestFinished } from 'vitest'
import { type BuildAppOptions, buildApp } from '../src/app.ts'
import { loadEnv } from '../src/env.ts'

/** The process environment this suite runs against: DATABASE_URL and REDIS_URL switch backends. */
const outer = loadEnv()

/**
 * A real app on a database of its own: a copy of the migrated SQLite base file, or a fresh
 * PostgreSQL schema when DATABASE_URL is set. Closed and cleaned up when the test finishes.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  /** `web: true` serves the web build at WEB_BUILD_DIR too (a fake one will do). */
  {
    web = false,
    logStream,
    mailDelivery,
    liveSeats,
  }: Pick<BuildAppOptions, 'web' | 'logStream' | 'mailDelivery' | 'liveSeats'> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-app-'))
  const vars: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '10000',
    // Redis outlives a test run: keys of their own keep one app's rate-limit counts from another's.
    ...(outer.REDIS_URL
      ? {
          REDIS_URL: outer.REDIS_URL,
          REDIS_PREFIX: `trippy-test-${randomBytes(6).toString('hex')}:`,
        }
      : {}),
    ...overrides,
  }
  let dropSchema: (() => Promise<void>) | undefined
  if (outer.DATABASE_URL) {
    const schema = `test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: outer.DATABASE_URL })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
    const url = new URL(outer.DATABASE_URL)
    url.searchParams.set('options', `-c search_path=${schema},public`)
    vars.DATABASE_URL = url.toString()
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: outer.DATABASE_URL })
      await client.connect()
      await client.query(`drop schema ${schema} cascade`)
      await client.end()
    }
  } else {
    copyFileSync(inject('baseSqlitePath'), path.join(dataDir, 'app.db'))
  }

  const app = await buildApp({
    env: loadEnv(vars),
    web,
    ...(logStream ? { logStream } : {}),
    ...(mailDelivery ? { mailDelivery } : {}),
    ...(liveSeats ? { liveSeats } : {}),
  })
  onTestFinished(async () => {
    await app.close()
    await dropSchema?.()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return app
}

/**
 * Another instance of the same deployment: a second app on `app`'s database (and Redis), as a
 * second process behind the proxy would be. Closed when the test finishes.
 */
export async function createSecondInstance(
  app: Awaited<ReturnType<typeof createTestApp>>,
  overrides: Record<string, string> = {},
) {
  const vars: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: app.env.DATA_DIR,
    RATE_LIMIT_MAX: '10000',
    ...(app.env.DATABASE_URL ? { DATABASE_URL: app.env.DATABASE_URL } : {}),
    ...(app.env.REDIS_URL
      ? { REDIS_URL: app.env.REDIS_URL, REDIS_PREFIX: app.env.REDIS_PREFIX }
      : {}),
    ...overrides,
  }
  const second = await buildApp({ env: loadEnv(vars), web: false })
  onTestFinished(async () => {
    await second.close()
  })
  return second
}
