import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import {
  type CachedPage,
  cachedPage,
  createPageCache,
  isCacheable,
  pageCacheKey,
  pageUrl,
} from './page-cache.ts'

const page = (overrides: Partial<CachedPage> = {}): CachedPage => ({
  version: '1',
  storedAt: 1000,
  status: 200,
  headers: [['content-type', 'text/html']],
  body: Buffer.from('<p>x</p>'),
  gzip: Buffer.alloc(0),
  br: Buffer.alloc(0),
  etag: 'W/"x"',
  sentHeaders: { 'content-type': 'text/html', etag: 'W/"x"' },
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

test('compresses a page once, with gzip and brotli, whatever bytes it holds', async () => {
  const body = Buffer.from(
    `<p>Kedarnath ₹1,25,000 🏔️ \0 q=\0\0</p>${'<li>Himalayan treks</li>'.repeat(500)}`,
  )
  const stored = await cachedPage({ version: '1', storedAt: 0, status: 200, headers: [], body })
  expect(gunzipSync(stored.gzip).equals(body)).toBe(true)
  expect(brotliDecompressSync(stored.br).equals(body)).toBe(true)
  expect(stored.br.length).toBeLessThan(stored.gzip.length)
  const again = await cachedPage({ version: '2', storedAt: 9, status: 200, headers: [], body })
  expect(again.etag).toBe(stored.etag)
})

const keyOf = (url: string) => pageCacheKey(pageUrl(new URL(url, 'http://localhost')))

test('keys a page by its path and only the query parameters it reads', () => {
  expect(keyOf('/?utm_source=x&utm_medium=mail')).toBe('/')
  expect(keyOf('/?fbclid=IwAR0abc')).toBe('/')
  expect(keyOf('/char-dham?q=kedarnath&gclid=1')).toBe('/char-dham')
  expect(keyOf('/packages?utm_source=x&q=kedar&category=b&category=a&sort=price-asc')).toBe(
    '/packages?category=b&category=a&q=kedar&sort=price-asc',
  )
  expect(keyOf('/packages?sort=price-asc&q=kedar')).toBe(keyOf('/packages?q=kedar&sort=price-asc'))
  expect(keyOf('/packages?page=2&utm_source=x')).toBe('/packages?page=2')
  expect(keyOf('/expeditions?view=list&fbclid=1&price=above-50000')).toBe(
    '/expeditions?price=above-50000&view=list',
  )
  expect(keyOf('/booking/abc?batch=b1&ref=x')).toBe('/booking/abc?batch=b1')
})

test("keeps React Router's own parameters on page data requests", () => {
  expect(keyOf('/packages.data?q=x&_routes=routes%2Fpackages&utm_source=y')).toBe(
    '/packages.data?_routes=routes%2Fpackages&q=x',
  )
  expect(keyOf('/_.data?utm_source=x&_routes=root%2Croutes%2Fhome')).toBe(
    '/_.data?_routes=root%2Croutes%2Fhome',
  )
  expect(keyOf('/treks.data?fbclid=1')).toBe('/treks.data')
})
