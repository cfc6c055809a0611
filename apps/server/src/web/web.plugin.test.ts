import { createHash, randomInt } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { createFakeWebBuild } from '../../test/fake-web-build.ts'
import { createTestApp } from '../../test/test-app.ts'
import { bumpCatalogueVersion } from '../catalogue/index.ts'
import { inlineScriptHashes, pageContentSecurityPolicy } from '../plugins/index.ts'

async function createWebApp() {
  const build = await createFakeWebBuild()
  const app = await createTestApp({ WEB_BUILD_DIR: build.dir }, { web: true })
  return { app, rendered: build.rendered }
}

const identity = { 'accept-encoding': 'identity' }

test("renders a Hindi page, and its data, with the Hindi pages' build and every other with the English", async () => {
  const build = await createFakeWebBuild({ hindi: true })
  const app = await createTestApp({ WEB_BUILD_DIR: build.dir }, { web: true })
  for (const url of [
    '/hi',
    '/hi/treks',
    '/hi.data',
    '/hi/treks.data',
    '/treks',
    '/hiking',
    '/_root.data',
  ])
    expect((await app.inject({ url })).statusCode).toBe(200)
  expect(build.renderedInHindi).toEqual([
    'GET /hi',
    'GET /hi/treks',
    'GET /hi.data',
    'GET /hi/treks.data',
  ])
  expect(build.rendered).toEqual(['GET /treks', 'GET /hiking', 'GET /_root.data'])
})

test('serves a page whose query holds NUL bytes as a valid gzip stream', async () => {
  const { app } = await createWebApp()
  const url = '/packages?q=%00kedar%00%00nath'
  const plain = await app.inject({ url, headers: identity })
  expect(plain.rawPayload.includes(0)).toBe(true)
  for (let i = 0; i < 2; i++) {
    const zipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(zipped.statusCode).toBe(200)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true)
  }
})

test('counts renders against the address limit, not pages sent from the cache', async () => {
  const build = await createFakeWebBuild()
  const app = await createTestApp({ WEB_BUILD_DIR: build.dir, RATE_LIMIT_MAX: '2' }, { web: true })
  // A fresh address: with REDIS_URL set, counters are shared with every other test's app.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`
  const get = (url: string) => app.inject({ url, remoteAddress: address })
  const statuses: number[] = []
  for (let i = 0; i < 5; i++) statuses.push((await get('/treks')).statusCode)
  expect(statuses).toEqual([200, 200, 200, 200, 200])
  expect((await get('/expeditions')).statusCode).toBe(200)
  expect((await get('/packages')).statusCode).toBe(429)
  expect((await get('/treks')).statusCode).toBe(200)
})

test('gzips a page it does not store (a 404) for a client that takes it, and not for one that does not', async () => {
  const { app } = await createWebApp()
  const plain = await app.inject({ url: '/missing', headers: identity })
  expect(plain.statusCode).toBe(404)
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.rawPayload.length).toBeGreaterThan(10_240)
  const zipped = await app.inject({ url: '/missing', headers: { 'accept-encoding': 'gzip' } })
  expect(zipped.statusCode).toBe(404)
  expect(zipped.headers['content-encoding']).toBe('gzip')
  expect(zipped.headers.vary).toBe('accept-encoding')
  expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true)
})

test('streams an answer it does not store through gzip for a client that takes it', async () => {
  const { app } = await createWebApp()
  const zipped = await app.inject({
    method: 'POST',
    url: '/treks.data',
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(zipped.headers['content-encoding']).toBe('gzip')
  expect(zipped.headers['content-length']).toBeUndefined()
  expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual({ at: '/treks.data' })
})

test('gives every request of a cached page the same bytes, compressed once', async () => {
  const { app, rendered } = await createWebApp()
  const get = (encoding: string) =>
    app.inject({ url: '/treks', headers: { 'accept-encoding': encoding } })
  const first = await get('identity')
  const second = await get('identity')
  expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit'])
  expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
  expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
  expect(second.headers.etag).toBe(first.headers.etag)

  const gzipped = [await get('gzip'), await get('gzip, deflate')]
  expect(gzipped[1]?.rawPayload.equals(gzipped[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true)
  expect(gunzipSync(gzipped[0]?.rawPayload ?? Buffer.alloc(0)).equals(first.rawPayload)).toBe(true)
  const brotli = await get('gzip, deflate, br')
  expect(brotli.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(brotli.rawPayload).equals(first.rawPayload)).toBe(true)
  expect(brotli.headers.vary).toBe('accept-encoding')
  expect(rendered).toEqual(['GET /treks'])
})

test('lists a hash of each inline script in a page CSP, and no nonce', async () => {
  const { app } = await createWebApp()
  for (const url of ['/treks', '/missing']) {
    const page = await app.inject({ url, headers: identity })
    const hashes = inlineScriptHashes(page.body)
    // React Router's context and stream scripts, its module script (which the loader runs after
    // the first paint, so the module script's own text must be listed), and the loader.
    expect(hashes).toHaveLength(4)
    expect(page.body).toContain(
      '<script type="text/x-after-first-paint">import "/assets/manifest.js";',
    )
    expect(page.headers['content-security-policy']).toBe(pageContentSecurityPolicy(hashes))
    expect(page.headers['content-security-policy']).not.toContain('nonce')
    expect(page.body).not.toContain('nonce')
  }
})

test('serves a URL with parameters its page does not read the cached page of its path', async () => {
  const { app, rendered } = await createWebApp()
  const cacheState = async (url: string) =>
    (await app.inject({ url, headers: identity })).headers['x-page-cache']
  expect(await cacheState('/')).toBe('miss')
  expect(await cacheState('/?utm_source=newsletter&utm_medium=email')).toBe('hit')
  expect(await cacheState('/?fbclid=IwAR2xyz')).toBe('hit')
  expect(await cacheState('/packages?q=kedar&utm_source=x')).toBe('miss')
  expect(await cacheState('/packages?fbclid=1&q=kedar')).toBe('hit')
  expect(await cacheState('/packages?q=badri')).toBe('miss')
  expect(await cacheState('/packages.data?_routes=routes%2Fpackages&q=badri&gclid=1')).toBe('miss')
  expect(await cacheState('/packages.data?q=badri&_routes=routes%2Fpackages')).toBe('hit')
  // Rendered for the URL it is kept under, so the stored page shows no stray parameter.
  expect(rendered).toEqual([
    'GET /',
    'GET /packages?q=kedar',
    'GET /packages?q=badri',
    'GET /packages.data?_routes=routes%2Fpackages&q=badri',
  ])
})

test('renders a page again once the catalogue version changes', async () => {
  const { app, rendered } = await createWebApp()
  await app.inject({ url: '/treks' })
  await bumpCatalogueVersion(app.db)
  const after = await app.inject({ url: '/treks' })
  expect(after.headers['x-page-cache']).toBe('miss')
  expect(rendered).toEqual(['GET /treks', 'GET /treks'])
})

test('renders a page once for a burst of requests that all miss it, and serves each of them', async () => {
  const { app, rendered } = await createWebApp()
  const burst = () =>
    Promise.all(Array.from({ length: 10 }, () => app.inject({ url: '/treks', headers: identity })))
  const first = await burst()
  await bumpCatalogueVersion(app.db)
  const afterChange = await burst()
  expect(rendered).toEqual(['GET /treks', 'GET /treks'])
  for (const pages of [first, afterChange]) {
    expect(pages.map((page) => page.statusCode)).toEqual(Array(10).fill(200))
    expect(pages.filter((page) => page.headers['x-page-cache'] === 'miss')).toHaveLength(1)
    expect(new Set(pages.map((page) => page.body)).size).toBe(1)
  }
})

test('renders for each request of a burst a page it does not store (a 404)', async () => {
  const { app, rendered } = await createWebApp()
  const pages = await Promise.all(
    Array.from({ length: 3 }, () => app.inject({ url: '/missing', headers: identity })),
  )
  expect(pages.map((page) => page.statusCode)).toEqual([404, 404, 404])
  expect(pages.every((page) => page.body.includes('Himalayan treks'))).toBe(true)
  expect(rendered).toEqual(['GET /missing', 'GET /missing', 'GET /missing'])
})

test('answers a miss under /assets/ and /images/ with a plain 404, rendering nothing', async () => {
  const { app, rendered } = await createWebApp()
  for (const url of ['/assets/gone-1a2b3c.js', '/images/nowhere.webp', '/assets/x/y.css?v=1']) {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toBe('Not found')
  }
  expect(rendered).toEqual([])
  const file = await app.inject({ url: '/assets/entry.client.js' })
  expect(file.statusCode).toBe(200)
  expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
})

test("sends a build file's brotli copy as it is to a browser that takes brotli, and gzip to one that does not", async () => {
  const build = await createFakeWebBuild()
  const script = Buffer.from(`export const trail = ${JSON.stringify('kedarkantha '.repeat(400))}\n`)
  const copy = brotliCompressSync(script)
  writeFileSync(path.join(build.dir, 'client/assets/trail-1a2b3c.js'), script)
  writeFileSync(path.join(build.dir, 'client/assets/trail-1a2b3c.js.br'), copy)
  const app = await createTestApp({ WEB_BUILD_DIR: build.dir }, { web: true })
  const url = '/assets/trail-1a2b3c.js'
  const brotli = await app.inject({
    url,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  })
  expect(brotli.headers['content-encoding']).toBe('br')
  expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/)
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(brotli.rawPayload.equals(copy)).toBe(true)
  const zipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
  expect(zipped.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(zipped.rawPayload).equals(script)).toBe(true)
})

test('serves a shipped image for a year under its current version, for an hour otherwise', async () => {
  const { app } = await createWebApp()
  const version = createHash('sha256')
    .update('<svg xmlns="http://www.w3.org/2000/svg"/>')
    .digest('base64url')
    .slice(0, 12)
  const cacheOf = async (url: string) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(200)
    return response.headers['cache-control']
  }
  expect(await cacheOf(`/images/peak.svg?v=${version}`)).toBe('public, max-age=31536000, immutable')
  expect(await cacheOf('/images/peak.svg')).toBe('public, max-age=3600')
  expect(await cacheOf('/images/peak.svg?v=AAAAAAAAAAAA')).toBe('public, max-age=3600')
})

test('lets no shared cache keep a page, cached or not', async () => {
  const { app } = await createWebApp()
  for (const url of ['/treks', '/treks', '/missing', '/treks.data?_routes=root']) {
    const response = await app.inject({ url })
    expect(response.headers['cache-control']).toBe('private, no-cache')
  }
})

test('answers 304 to a browser that holds the page already', async () => {
  const { app } = await createWebApp()
  const first = await app.inject({ url: '/treks' })
  const again = await app.inject({
    url: '/treks',
    headers: { 'if-none-match': String(first.headers.etag) },
  })
  expect(again.statusCode).toBe(304)
  expect(again.body).toBe('')
})

test('writes the stylesheet into every page, cached (200) or not (404)', async () => {
  const { app } = await createWebApp()
  for (const url of ['/treks', '/treks', '/missing']) {
    const page = await app.inject({ url, headers: identity })
    expect(page.body).toContain(
      '<style data-href="/assets/shell.css">h1{color:#0e2d33}</style>' +
        '<link rel="stylesheet" href="/assets/shell.css" disabled=""/>',
    )
  }
})

test('sends a visitor who chose Hindi, arriving from outside the site, to the page in Hindi; never on a first visit or within the site', async () => {
  const { app } = await createWebApp()
  const arriving = { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' }
  const chose = (lang: string) => ({ ...arriving, cookie: `theme=x; lang=${lang}` })

  const back = await app.inject({ url: '/treks?utm_source=x', headers: chose('hi') })
  expect(back.statusCode).toBe(302)
  expect(back.headers.location).toBe('/hi/treks?utm_source=x')
  expect(back.headers['cache-control']).toBe('private, no-store')
  const fromSearch = { ...chose('hi'), 'sec-fetch-site': 'cross-site' }
  expect((await app.inject({ url: '/', headers: fromSearch })).headers.location).toBe('/hi')
  expect((await app.inject({ url: '/hi/treks', headers: chose('en') })).headers.location).toBe(
    '/treks',
  )

  // A first visit, a link within the site, the chosen language already, the console: the page.
  for (const [url, headers] of [
    ['/treks', arriving],
    ['/treks', { ...chose('hi'), 'sec-fetch-site': 'same-origin' }],
    ['/hi/treks', chose('hi')],
    ['/console/login', chose('hi')],
    ['/treks', chose('fr')],
  ] as const) {
    const response = await app.inject({ url, headers })
    expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).not.toBe(302)
  }
})
