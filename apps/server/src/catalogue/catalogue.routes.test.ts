import { createHash, randomInt } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { PackageSummary } from '@trippy/contracts'
import { describe, expect, test } from 'vitest'
import { createFakeWebBuild } from '../../test/fake-web-build.ts'
import { createTestApp } from '../../test/test-app.ts'
import { CATEGORIES_ANSWER, PACKAGE_ANSWER, PACKAGE_LIST_ANSWER } from './catalogue.routes.ts'
import { bumpCatalogueVersion } from './packages.repository.ts'

type ListBody = { success: true; data: PackageSummary[] }

describe('GET /api/packages', () => {
  test('lists active packages in the envelope, without the long detail fields', async () => {
    const app = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/packages' })
    expect(response.statusCode).toBe(200)
    const body = response.json<ListBody>()
    expect(body.success).toBe(true)
    expect(body.data.length).toBeGreaterThanOrEqual(30)
    expect(body.data[0]).not.toHaveProperty('itinerary')
    expect(body.data[0]?.batchDates.length).toBeGreaterThan(0)
  })

  test('searches name, location, category name and description, ignoring case', async () => {
    const app = await createTestApp()
    const names = async (q: string) =>
      (await app.inject({ method: 'GET', url: `/api/packages?q=${encodeURIComponent(q)}` }))
        .json<ListBody>()
        .data.map((pkg) => pkg.name)
    const kedar = await names('KEDAR')
    expect(kedar.length).toBeGreaterThanOrEqual(2)
    expect(kedar).toEqual(await names('kedar'))
    // by location
    for (const pkg of (
      await app.inject({ method: 'GET', url: '/api/packages?q=sikkim' })
    ).json<ListBody>().data) {
      expect(
        `${pkg.name} ${pkg.location} ${pkg.category.name} ${pkg.description}`.toLowerCase(),
      ).toContain('sikkim')
    }
    // by category name: every Char Dham package, even one whose own text never says "char dham"
    const charDham = await names('char dham')
    const category = (
      await app.inject({ method: 'GET', url: '/api/packages/category/char%20dham' })
    ).json<ListBody>().data
    for (const pkg of category) expect(charDham).toContain(pkg.name)
    // by description only
    const rows = await app.db
      .selectFrom('packages')
      .select(['name', 'description'])
      .where('slug', '=', 'valley-of-flowers-trek')
      .execute()
    const word =
      rows[0]?.description.split(' ').find((w) => w.length > 7 && !rows[0]?.name.includes(w)) ?? ''
    expect(await names(word)).toContain(rows[0]?.name)
    // short queries, wildcards and nothing found
    expect((await names('ke')).length).toBeGreaterThan(0)
    expect(await names('%')).toEqual([])
    expect(await names('\0kedar\0nath\0')).toEqual(await names('kedarnath'))
    expect(await names('zzzzqqq')).toEqual([])
  })

  test('keeps search in step when a package is renamed or removed', async () => {
    const app = await createTestApp()
    const names = async (q: string) =>
      (await app.inject({ method: 'GET', url: `/api/packages?q=${q}` }))
        .json<ListBody>()
        .data.map((pkg) => pkg.name)
    await app.db
      .updateTable('packages')
      .set({ name: 'Zanskar Frozen River Walk' })
      .where('slug', '=', 'valley-of-flowers-trek')
      .execute()
    await bumpCatalogueVersion(app.db)
    expect(await names('zanskar')).toEqual(['Zanskar Frozen River Walk'])
    await app.db
      .deleteFrom('batches')
      .where(
        'package_id',
        'in',
        app.db.selectFrom('packages').select('id').where('slug', '=', 'valley-of-flowers-trek'),
      )
      .execute()
    await app.db
      .deleteFrom('addon_services')
      .where(
        'package_id',
        'in',
        app.db.selectFrom('packages').select('id').where('slug', '=', 'valley-of-flowers-trek'),
      )
      .execute()
    await app.db.deleteFrom('packages').where('slug', '=', 'valley-of-flowers-trek').execute()
    await bumpCatalogueVersion(app.db)
    expect(await names('zanskar')).toEqual([])
  })

  test('puts packages whose name matches before those that match elsewhere', async () => {
    const app = await createTestApp()
    const data = (
      await app.inject({ method: 'GET', url: '/api/packages?q=kedarnath' })
    ).json<ListBody>().data
    const firstOther = data.findIndex((pkg) => !pkg.name.toLowerCase().includes('kedarnath'))
    const lastNamed = data.findLastIndex((pkg) => pkg.name.toLowerCase().includes('kedarnath'))
    expect(lastNamed).toBeGreaterThanOrEqual(0)
    if (firstOther !== -1) expect(lastNamed).toBeLessThan(firstOther)
  })

  test('filters by category name case-insensitively and honours the limit', async () => {
    const app = await createTestApp()
    const data = (
      await app.inject({ method: 'GET', url: '/api/packages?category=TREKS&limit=3' })
    ).json<ListBody>().data
    expect(data).toHaveLength(3)
    expect(data.every((pkg) => pkg.category.name === 'Treks')).toBe(true)
  })

  test('keeps the stored answers of two filters apart, whatever their words hold', async () => {
    const app = await createTestApp()
    const names = async (url: string) =>
      (await app.inject({ method: 'GET', url })).json<ListBody>().data.map((pkg) => pkg.name)
    // "Tre" + "ks" reads as "Treks" when a key only strings the two together.
    expect(await names('/api/packages?category=Treks')).not.toEqual([])
    expect(await names('/api/packages?category=Tre&q=ks')).toEqual([])
    expect(await names('/api/packages?q=Treks')).not.toEqual(await names('/api/packages?limit=99'))
  })

  test('refuses a limit outside 1 to 100 with 400', async () => {
    const app = await createTestApp()
    for (const limit of ['0', '101', 'abc']) {
      const response = await app.inject({ method: 'GET', url: `/api/packages?limit=${limit}` })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'limit' }] })
    }
  })

  test('hides inactive packages from lists, search and detail', async () => {
    const app = await createTestApp()
    await app.db
      .updateTable('packages')
      .set({ is_active: 0 })
      .where('slug', '=', 'valley-of-flowers-trek')
      .execute()
    await bumpCatalogueVersion(app.db)
    const list = (
      await app.inject({ method: 'GET', url: '/api/packages?q=valley' })
    ).json<ListBody>().data
    expect(list.map((pkg) => pkg.name)).not.toContain('Valley of Flowers Trek')
    expect(
      (await app.inject({ method: 'GET', url: '/api/packages/valley-of-flowers-trek' })).statusCode,
    ).toBe(404)
  })

  test('answers 304 to a matching ETag and a new ETag once the catalogue changes', async () => {
    const app = await createTestApp()
    const first = await app.inject({ method: 'GET', url: '/api/packages' })
    const etag = String(first.headers.etag)
    expect(first.headers['cache-control']).toContain('max-age=')
    const again = await app.inject({
      method: 'GET',
      url: '/api/packages',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    await app.db.updateTable('batches').set({ availability: 1 }).execute()
    await bumpCatalogueVersion(app.db)
    const changed = await app.inject({
      method: 'GET',
      url: '/api/packages',
      headers: { 'if-none-match': etag },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json<ListBody>().data[0]?.batchDates[0]?.availability).toBe(1)
  })

  test('counts only answers it had to query against the address limit', async () => {
    const app = await createTestApp({ RATE_LIMIT_MAX: '3' })
    // A fresh address: with REDIS_URL set, counters are shared with every other test's app.
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`
    const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: address })
    const cached: number[] = []
    for (let i = 0; i < 6; i++) cached.push((await get('/api/packages')).statusCode)
    expect(cached).toEqual([200, 200, 200, 200, 200, 200])
    const searches: number[] = []
    for (const q of ['ked', 'val', 'roo', 'ham'])
      searches.push((await get(`/api/packages?q=${q}`)).statusCode)
    // The first list was the first counted query: two more searches reach the limit of three.
    expect(searches).toEqual([200, 200, 429, 429])
    expect((await get('/api/packages?q=ked')).statusCode).toBe(200)
    expect((await get('/api/packages/no-such-trek')).json()).toEqual({
      success: false,
      message: 'Too many requests. Please try again in a minute.',
    })
  })

  test('sends gzip to clients that accept it, byte-identical once decoded', async () => {
    const app = await createTestApp()
    const plain = await app.inject({ method: 'GET', url: '/api/packages' })
    const zipped = await app.inject({
      method: 'GET',
      url: '/api/packages',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    const { gunzipSync } = await import('node:zlib')
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body)
  })
})

describe('GET /api/packages/:idOrSlug', () => {
  test('finds a package by slug or by id, with its itinerary and add-ons', async () => {
    const app = await createTestApp()
    const bySlug = (
      await app.inject({ method: 'GET', url: '/api/packages/char-dham-yatra' })
    ).json<{ data: { _id: string; itinerary: unknown[]; additionalServices: unknown[] } }>()
    expect(bySlug.data.itinerary.length).toBeGreaterThan(5)
    const byId = await app.inject({ method: 'GET', url: `/api/packages/${bySlug.data._id}` })
    expect(byId.json()).toEqual(bySlug)
  })

  test('names the images the web build ships by their content, and leaves the rest', async () => {
    const build = await createFakeWebBuild()
    const image = '<svg xmlns="http://www.w3.org/2000/svg"><title>Kedarkantha</title></svg>'
    mkdirSync(path.join(build.dir, 'client/images/trips'))
    writeFileSync(path.join(build.dir, 'client/images/trips/kedarkantha-trek.svg'), image)
    const version = createHash('sha256').update(image).digest('base64url').slice(0, 12)
    const app = await createTestApp({ WEB_BUILD_DIR: build.dir })
    type Images = { cardImage: string; main: string; gallery: string[] }
    const detail = (
      await app.inject({ method: 'GET', url: '/api/packages/kedarkantha-trek' })
    ).json<{ data: { images: Images } }>().data.images
    expect(detail.main).toBe(`/images/trips/kedarkantha-trek.svg?v=${version}`)
    // Not in this build: served as they are, cached for an hour.
    expect(detail.gallery).toEqual([
      '/images/trips/kedarkantha-trek-2.svg',
      '/images/trips/kedarkantha-trek-3.svg',
    ])
    const listed = (await app.inject({ method: 'GET', url: '/api/packages?q=kedarkantha' }))
      .json<ListBody>()
      .data.find((pkg) => pkg.slug === 'kedarkantha-trek')
    expect(listed?.images.cardImage).toBe(detail.cardImage)
  })

  test('answers an unknown package with a 404 envelope', async () => {
    const app = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/packages/no-such-trip' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'Package not found' })
  })
})

describe('categories', () => {
  test('lists packages of a category whatever the case of its name', async () => {
    const app = await createTestApp()
    const lower = (
      await app.inject({ method: 'GET', url: '/api/packages/category/expeditions' })
    ).json<ListBody>().data
    const upper = (
      await app.inject({ method: 'GET', url: '/api/packages/category/EXPEDITIONS' })
    ).json<ListBody>().data
    expect(lower.length).toBeGreaterThanOrEqual(3)
    expect(upper).toEqual(lower)
    expect(
      (await app.inject({ method: 'GET', url: '/api/packages/category/none' })).json(),
    ).toEqual({ success: true, data: [] })
  })

  test('lists the categories in order', async () => {
    const app = await createTestApp()
    const body = (await app.inject({ method: 'GET', url: '/api/categories' })).json<{
      data: { name: string }[]
    }>()
    expect(body.data.map((category) => category.name).slice(0, 3)).toEqual([
      'Treks',
      'Expeditions',
      'Char Dham',
    ])
  })
})

describe('the answers the OpenAPI document describes', () => {
  test('each catalogue answer matches its declared schema, sent as the cached bytes', async () => {
    const app = await createTestApp()
    const cases = [
      ['/api/packages?limit=5', PACKAGE_LIST_ANSWER[200]],
      ['/api/packages/category/treks', PACKAGE_LIST_ANSWER[200]],
      ['/api/packages/kedarkantha-trek', PACKAGE_ANSWER[200]],
      ['/api/categories', CATEGORIES_ANSWER[200]],
    ] as const
    for (const [url, schema] of cases) {
      const first = await app.inject({ method: 'GET', url })
      expect(first.statusCode, url).toBe(200)
      // Parsing keeps only what the schema knows: a field it drops is a contract out of date.
      const parsed = schema.safeParse(first.json())
      expect(parsed.error?.issues ?? [], url).toEqual([])
      expect(parsed.data, url).toEqual(first.json())
      // The ETag is made from the cached bytes: the body is those bytes, not re-serialised.
      const digest = createHash('sha1').update(first.rawPayload).digest('base64url').slice(0, 16)
      expect(first.headers.etag, url).toMatch(new RegExp(`-${digest}"$`))
      const again = await app.inject({ method: 'GET', url })
      expect(again.rawPayload.equals(first.rawPayload), url).toBe(true)
      expect(again.headers.etag).toBe(first.headers.etag)
      const zipped = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(zipped.headers['content-encoding'], url).toBe('gzip')
      expect(gunzipSync(zipped.rawPayload).equals(first.rawPayload), url).toBe(true)
    }
  })
})
