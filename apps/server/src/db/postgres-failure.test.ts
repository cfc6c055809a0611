import { sql } from 'kysely'
import pg from 'pg'
import { expect, onTestFinished, test } from 'vitest'
import { signUpAndLogIn } from '../../test/test-customers.ts'
import { loadEnv } from '../env.ts'
import { createTestApp } from '../../test/test-app.ts'

const { DATABASE_URL } = loadEnv()

test.runIf(Boolean(DATABASE_URL))(
  'serves the next request after PostgreSQL drops every connection of the app',
  async () => {
    const app = await createTestApp()
    // Open several pooled connections and learn their server processes.
    const pids = new Set<number>()
    const opened = await Promise.all(
      Array.from({ length: 4 }, () =>
        sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(app.db),
      ),
    )
    for (const result of opened) pids.add(Number(result.rows[0]?.pid))
    expect(pids.size).toBeGreaterThan(1)

    const admin = new pg.Client({ connectionString: DATABASE_URL })
    await admin.connect()
    onTestFinished(() => admin.end())
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [[...pids]])
    // Wait until the server has ended them all, as a restart would.
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await admin.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where pid = any($1::int[])',
        [[...pids]],
      )
      if (rows[0]?.count === 0) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }

    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({ data: { db: 'ok' } })
    // Reads and writes work on fresh connections.
    const customer = await signUpAndLogIn(app)
    const bookings = await app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: customer.auth,
    })
    expect(bookings.statusCode).toBe(200)
    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(app.db)
    expect(pids.has(Number(after.rows[0]?.pid))).toBe(false)
  },
)
