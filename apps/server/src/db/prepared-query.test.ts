import { expect, test } from 'vitest'
import { openDatabase } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { preparedQuery } from './prepared-query.ts'

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
