import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import {
  bumpCatalogueVersion,
  CATALOGUE_VERSION_FRESH_MS,
  freshCatalogueVersion,
  readCatalogueVersion,
} from './packages.repository.ts'

test('reads the catalogue version at most once a second, and at once after a change made here; in between the last read stands in without a query', async () => {
  const app = await createTestApp()
  // Well past the set-up's own changes, which make every read go to the database for a while.
  const later = Date.now() + 60_000
  const first = await readCatalogueVersion(app.db, later)

  // Another instance's change: the stored version moves without this process bumping it.
  await app.db
    .updateTable('app_meta')
    .set({ value: '999' })
    .where('key', '=', 'catalogue_version')
    .execute()
  expect(freshCatalogueVersion(app.db, later + CATALOGUE_VERSION_FRESH_MS - 1)).toBe(first)
  expect(await readCatalogueVersion(app.db, later + CATALOGUE_VERSION_FRESH_MS - 1)).toBe(first)
  // Past the second, the version read before no longer stands in: it must be read again.
  expect(freshCatalogueVersion(app.db, later + CATALOGUE_VERSION_FRESH_MS)).toBeUndefined()
  expect(await readCatalogueVersion(app.db, later + CATALOGUE_VERSION_FRESH_MS)).toBe('999')

  await bumpCatalogueVersion(app.db)
  expect(freshCatalogueVersion(app.db)).toBeUndefined()
  expect(await readCatalogueVersion(app.db)).toBe('1000')
})
