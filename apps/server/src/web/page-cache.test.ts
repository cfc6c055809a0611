import { expect, test } from 'vitest'
import { gunzipSync } from 'node:zlib'
import {
  type CachedPage,
  cachedPage,
  createPageCache,
  gzipWithNonce,
  isCacheable,
  withNonce,
} from './page-cache.ts'

const page = (overrides: Partial<Omit<CachedPage, 'gzip'>> = {}): CachedPage =>
  cachedPage({
    version: '1',
    storedAt: 1000,
    status: 200,
    headers: [['content-type', 'text/html']],
    body: '<script nonce="AAA">x</script><script nonce="AAA">y</script>',
    nonce: 'AAA',
    ...overrides,
  })

test('serves a stored page until the catalogue version changes', () => {
  const cache = createPageCache()
  cache.set('/treks', page())
  expect(cache.get('/treks', '1', 1500)).toBeDefined()
  expect(cache.get('/treks', '2', 1500)).toBeUndefined()
  expect(cache.get('/treks', '1', 1500)).toBeUndefined()
})

test('drops a page older than its time to live', () => {
  const cache = createPageCache({ ttlMs: 100 })
  cache.set('/treks', page())
  expect(cache.get('/treks', '1', 1100)).toBeDefined()
  expect(cache.get('/treks', '1', 1101)).toBeUndefined()
})

test('forgets the least recently used page beyond its size', () => {
  const cache = createPageCache({ maxEntries: 2 })
  cache.set('/a', page())
  cache.set('/b', page())
  cache.get('/a', '1', 1000)
  cache.set('/c', page())
  expect(cache.get('/b', '1', 1000)).toBeUndefined()
  expect(cache.get('/a', '1', 1000)).toBeDefined()
  expect(cache.size).toBe(2)
})

test('gives every response its own nonce', () => {
  expect(withNonce(page(), 'BBB')).toBe(
    '<script nonce="BBB">x</script><script nonce="BBB">y</script>',
  )
})

test('caches only successful GETs of pages and page data without cookies', () => {
  const html = (init: ResponseInit) =>
    new Response('x', {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      ...init,
    })
  expect(isCacheable('GET', html({}))).toBe(true)
  expect(
    isCacheable('GET', new Response('x', { headers: { 'content-type': 'text/x-script' } })),
  ).toBe(true)
  expect(isCacheable('POST', html({}))).toBe(false)
  expect(isCacheable('GET', html({ status: 404 }))).toBe(false)
  expect(
    isCacheable(
      'GET',
      new Response('x', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } }),
    ),
  ).toBe(false)
  expect(
    isCacheable('GET', new Response('{}', { headers: { 'content-type': 'application/json' } })),
  ).toBe(false)
})

test('serves a hit gzipped with the new nonce, compressed at store time', () => {
  expect(gunzipSync(gzipWithNonce(page(), 'BBB') ?? '').toString()).toBe(
    '<script nonce="BBB">x</script><script nonce="BBB">y</script>',
  )
})
