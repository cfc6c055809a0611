import { expect, test, vi } from 'vitest'
import { openDatabase } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { preparedInsert, preparedQuery } from './prepared-query.ts'

async function database() {
  const { db, kind } = openDatabase({ sqlitePath: ':memory:' })
  await migrateToLatest(db, kind)
  await db
    .insertInto('app_meta')
    .values([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ])
    .execute()
  return db
}

let builds = 0
const metaValue = preparedQuery((db, key: string, otherKey: string) => {
  builds++
  return db
    .selectFrom('app_meta')
    .select('value')
    .where((eb) => eb.or([eb('key', '=', key), eb('key', '=', otherKey)]))
    .where('value', '!=', 'never')
    .orderBy('key')
})

test('binds each run its own arguments, keeps the constants, and builds the SQL once', async () => {
  const db = await database()
  expect(await metaValue(db, 'a', 'a')).toEqual([{ value: '1' }])
  expect(await metaValue(db, 'b', 'zzz')).toEqual([{ value: '2' }])
  expect(await metaValue(db, 'b', 'a')).toEqual([{ value: '1' }, { value: '2' }])
  await db.transaction().execute(async (trx) => {
    expect(await metaValue(trx, 'b', 'b')).toEqual([{ value: '2' }])
  })
  expect(builds).toBe(1)
  await db.destroy()
})

test('refuses a build that does not pass an argument to the SQL as it is', async () => {
  const db = await database()
  const uppercased = preparedQuery((db, key: string) =>
    db.selectFrom('app_meta').select('value').where('key', '=', key.toUpperCase()),
  )
  await expect(uppercased(db, 'A')).rejects.toThrow(/must be a bound parameter/)
  await db.destroy()
})

const mailRow = (id: string, html?: string) => ({
  id,
  to_address: 'a@example.com',
  subject: 'Hello',
  text_body: 'Hello',
  html_body: html,
  status: 'queued' as const,
  attempts: 0,
  created_at: '2026-11-28T00:00:00.000Z',
})

test('inserts each row with its own values, building the SQL once per set of columns', async () => {
  const db = await database()
  const insertMail = preparedInsert('mail_outbox')
  const built = vi.spyOn(db, 'insertInto')
  expect(await insertMail(db, mailRow('m1', '<p>1</p>'))).toBe(true)
  expect(await insertMail(db, mailRow('m2', '<p>2</p>'))).toBe(true)
  // A column left undefined is left out (it takes its default), as Kysely does: a second shape.
  expect(await insertMail(db, mailRow('m3'))).toBe(true)
  await db.transaction().execute(async (trx) => {
    expect(await insertMail(trx, mailRow('m4'))).toBe(true)
  })
  expect(built).toHaveBeenCalledTimes(2)
  const stored = await db
    .selectFrom('mail_outbox')
    .select(['id', 'html_body'])
    .orderBy('id')
    .execute()
  expect(stored).toEqual([
    { id: 'm1', html_body: '<p>1</p>' },
    { id: 'm2', html_body: '<p>2</p>' },
    { id: 'm3', html_body: null },
    { id: 'm4', html_body: null },
  ])
  await db.destroy()
})

test('with skipConflictOn, keeps the row already stored and says the new one was not', async () => {
  const db = await database()
  const insertMeta = preparedInsert('app_meta', { skipConflictOn: 'key' })
  expect(await insertMeta(db, { key: 'c', value: '3' })).toBe(true)
  expect(await insertMeta(db, { key: 'c', value: '4' })).toBe(false)
  const plain = preparedInsert('app_meta')
  await expect(plain(db, { key: 'c', value: '5' })).rejects.toThrow(/UNIQUE/)
  expect(await db.selectFrom('app_meta').select('value').where('key', '=', 'c').execute()).toEqual([
    { value: '3' },
  ])
  await db.destroy()
})
