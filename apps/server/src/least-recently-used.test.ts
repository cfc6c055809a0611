import { expect, test } from 'vitest'
import { createLeastRecentlyUsed } from './least-recently-used.ts'

test('drops the least recently used entry first, a read counting as a use', () => {
  const entries = createLeastRecentlyUsed<number>(2)
  entries.set('a', 1)
  entries.set('b', 2)
  expect(entries.get('a')).toBe(1)
  entries.set('c', 3)
  expect([entries.get('a'), entries.get('b'), entries.get('c')]).toEqual([1, undefined, 3])
  entries.delete('a')
  expect(entries.size).toBe(1)
})

test('a repeated read of the newest entry keeps the order, and a deleted one is gone', () => {
  const entries = createLeastRecentlyUsed<number>(2)
  entries.set('a', 1)
  entries.set('b', 2)
  expect(entries.get('b')).toBe(2)
  expect(entries.get('b')).toBe(2)
  entries.set('c', 3)
  expect([entries.get('a'), entries.get('b'), entries.get('c')]).toEqual([undefined, 2, 3])

  entries.delete('c')
  expect(entries.get('c')).toBeUndefined()
  entries.set('a', 1)
  expect(entries.get('b')).toBe(2)
  entries.set('d', 4)
  expect([entries.get('a'), entries.get('b'), entries.get('d')]).toEqual([undefined, 2, 4])
})
