import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { expect, test } from 'vitest'
import { migrateToLatest, type Database } from '../db/index.ts'
import { countPendingBookings } from './bookings.repository.ts'

test("counts a customer's pending bookings through that customer's index, not every pending booking", async () => {
  const sqlite = new SQLite(':memory:')
  const statements: string[] = []
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      statements.push(event.query.sql)
    },
  })
  await migrateToLatest(db, 'sqlite')
  statements.length = 0
  expect(await countPendingBookings(db, 'c1')).toBe(0)
  const [count] = statements
  const plan = sqlite.prepare(`explain query plan ${count}`).all('c1', 'pending') as {
    detail: string
  }[]
  expect(plan.map((step) => step.detail)).toEqual([
    'SEARCH bookings USING COVERING INDEX bookings_customer_status_idx (customer_id=? AND status=?)',
  ])
  await db.destroy()
})
