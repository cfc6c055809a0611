import { expect, test } from 'vitest'
import {
  addRecentSearch,
  loadRecentSearches,
  parseRecentSearches,
  type RecentSearch,
  rememberRecentSearch,
} from './recent-searches.ts'
import { RECENT_SEARCHES_KEY } from '../../lib/storage-keys.ts'

const trip = (slug: string): RecentSearch => ({
  slug,
  name: `Trip ${slug}`,
  category: 'Treks',
  location: 'Uttarakhand',
})

/** A Storage in memory, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

test('puts the newest search first', () => {
  const list = addRecentSearch([trip('a'), trip('b')], trip('c'))
  expect(list.map((entry) => entry.slug)).toEqual(['c', 'a', 'b'])
})

test('a trip searched again moves to the front instead of appearing twice', () => {
  const list = addRecentSearch([trip('a'), trip('b'), trip('c')], trip('b'))
  expect(list.map((entry) => entry.slug)).toEqual(['b', 'a', 'c'])
})

test('keeps five searches, dropping the oldest', () => {
  let list: RecentSearch[] = []
  for (const slug of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecentSearch(list, trip(slug))
  expect(list.map((entry) => entry.slug)).toEqual(['f', 'e', 'd', 'c', 'b'])
})

test('stores the list in localStorage under recentSearches and reads it back', () => {
  const storage = memoryStorage()
  rememberRecentSearch(trip('a'), storage)
  rememberRecentSearch(trip('b'), storage)
  rememberRecentSearch(trip('a'), storage)
  const stored = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as RecentSearch[]
  expect(stored.map((entry) => entry.slug)).toEqual(['a', 'b'])
  expect(loadRecentSearches(storage)).toEqual([trip('a'), trip('b')])
})

test('reads a damaged or foreign stored value as no searches, skipping bad entries', () => {
  expect(parseRecentSearches(null)).toEqual([])
  expect(parseRecentSearches('not json')).toEqual([])
  expect(parseRecentSearches('{"slug":"a"}')).toEqual([])
  expect(
    parseRecentSearches(
      JSON.stringify([trip('a'), { slug: 'b' }, null, 'c', { ...trip('a'), extra: 1 }]),
    ),
  ).toEqual([trip('a')])
})

test('reads at most five stored searches', () => {
  const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(trip)
  expect(parseRecentSearches(JSON.stringify(many))).toHaveLength(5)
})

test('without storage nothing is remembered and nothing fails', () => {
  expect(loadRecentSearches(null)).toEqual([])
  expect(rememberRecentSearch(trip('a'), null)).toEqual([trip('a')])
})
