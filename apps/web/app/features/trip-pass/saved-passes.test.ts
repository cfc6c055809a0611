import { TRIP_PASS_CACHE } from '@trippy/contracts/trip-pass'
import { expect, test } from 'vitest'
import { forgetSavedTripPasses } from './saved-passes.ts'

test('deletes the cache of saved trip passes, and only that one', async () => {
  const deleted: string[] = []
  await forgetSavedTripPasses({
    delete: (name: string) => {
      deleted.push(name)
      return Promise.resolve(true)
    },
  })
  expect(deleted).toEqual([TRIP_PASS_CACHE])
})

test('a browser that refuses Cache Storage, or has none, is left as it is', async () => {
  await expect(
    forgetSavedTripPasses({ delete: () => Promise.reject(new Error('SecurityError')) }),
  ).resolves.toBeUndefined()
  await expect(forgetSavedTripPasses(undefined)).resolves.toBeUndefined()
})
