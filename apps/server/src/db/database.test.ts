import SQLite from 'better-sqlite3'
import { expect, test } from 'vitest'
import { reusingStatements } from './database.ts'

test('prepares a query once and forgets the least recently used statement past its limit', () => {
  const sqlite = new SQLite(':memory:')
  const database = reusingStatements(sqlite, 2)
  const one = database.prepare('select 1 as n')
  expect(database.prepare('select 1 as n')).toBe(one)
  const two = database.prepare('select 2 as n')
  database.prepare('select 1 as n') // used again: now the statement of 2 is the oldest
  database.prepare('select 3 as n')
  expect(database.prepare('select 1 as n')).toBe(one)
  expect(database.prepare('select 2 as n')).not.toBe(two)
  expect(one.all([])).toEqual([{ n: 1 }])
  database.close()
  expect(sqlite.open).toBe(false)
})
