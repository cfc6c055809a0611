import { expect, test } from 'vitest'
import { LruCache } from './lru-cache.ts'

test('keeps at most its maximum, forgetting the least recently used first', () => {
  const cache = new LruCache<string, number>(3)
  cache.set('a', 1)
  cache.set('b', 2)
  cache.set('c', 3)
  cache.set('d', 4)
  expect(cache.size).toBe(3)
  expect(cache.get('a')).toBeUndefined()
  expect(cache.keys()).toEqual(['b', 'c', 'd'])
})

test('a read makes an entry the most recently used, so it outlives older ones', () => {
  const cache = new LruCache<string, number>(3)
  cache.set('a', 1)
  cache.set('b', 2)
  cache.set('c', 3)
  expect(cache.get('a')).toBe(1)
  cache.set('d', 4)
  expect(cache.get('b')).toBeUndefined()
  expect(cache.keys()).toEqual(['c', 'a', 'd'])
})

test('setting a key again replaces its value without growing', () => {
  const cache = new LruCache<string, number>(2)
  cache.set('a', 1)
  cache.set('b', 2)
  cache.set('a', 10)
  expect(cache.size).toBe(2)
  expect(cache.get('a')).toBe(10)
  expect(cache.keys()).toEqual(['b', 'a'])
})

test('holds fifty queries, the spec limit, and evicts the fifty-first oldest', () => {
  const cache = new LruCache<string, number>(50)
  for (let index = 0; index < 51; index += 1) cache.set(`query ${index}`, index)
  expect(cache.size).toBe(50)
  expect(cache.get('query 0')).toBeUndefined()
  expect(cache.get('query 1')).toBe(1)
  expect(cache.get('query 50')).toBe(50)
})

test('refuses a size below one', () => {
  expect(() => new LruCache(0)).toThrow(RangeError)
})
