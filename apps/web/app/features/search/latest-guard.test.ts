import { expect, test } from 'vitest'
import { createLatestGuard } from './latest-guard.ts'

test('only the newest ticket is current', () => {
  const guard = createLatestGuard()
  const first = guard.next()
  const second = guard.next()
  expect(guard.isLatest(first)).toBe(false)
  expect(guard.isLatest(second)).toBe(true)
})
