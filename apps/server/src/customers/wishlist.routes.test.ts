import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { imageVersion } from '@trippy/contracts/image-version'
import { describe, expect, test } from 'vitest'
import { createFakeWebBuild } from '../../test/fake-web-build.ts'
import { createTestApp } from '../../test/test-app.ts'
import { signUpAndLogIn } from '../../test/test-customers.ts'

async function twoPackageIds(app: Awaited<ReturnType<typeof createTestApp>>) {
  const rows = await app.db
    .selectFrom('packages')
    .select(['id', 'name'])
    .where('is_active', '=', 1)
    .orderBy('slug')
    .limit(2)
    .execute()
  const [first, second] = rows
  if (!first || !second) throw new Error('the demo catalogue has fewer than two packages')
  return [first, second] as const
}

describe('wishlist', () => {
  test('saves trips once each, newest first, and removes them', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const [first, second] = await twoPackageIds(app)
    const save = (id: string) =>
      app.inject({ method: 'POST', url: `/api/wishlist/${id}`, headers: customer.auth })
    expect((await save(first.id)).statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await save(second.id)
    const again = await save(first.id)
    expect(again.statusCode).toBe(200)
    const names = (response: { json: () => unknown }) =>
      (response.json() as { data: { _id: string; name: string }[] }).data.map((pkg) => pkg.name)
    expect(names(again)).toEqual([second.name, first.name])

    const list = await app.inject({ method: 'GET', url: '/api/wishlist', headers: customer.auth })
    expect(list.json()).toMatchObject({ success: true })
    expect(names(list)).toEqual([second.name, first.name])

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${second.id}`,
      headers: customer.auth,
    })
    expect(removed.statusCode).toBe(200)
    expect(names(removed)).toEqual([first.name])
  })

  test("names the saved trips' photos by their content, as the catalogue does", async () => {
    const build = await createFakeWebBuild()
    const app = await createTestApp({ WEB_BUILD_DIR: build.dir })
    const customer = await signUpAndLogIn(app)
    const [first] = await twoPackageIds(app)
    const { card_image: cardImage } = await app.db
      .selectFrom('packages')
      .select('card_image')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    const image = '<svg xmlns="http://www.w3.org/2000/svg"><title>Saved</title></svg>'
    mkdirSync(path.dirname(path.join(build.dir, 'client', cardImage)), { recursive: true })
    writeFileSync(path.join(build.dir, 'client', cardImage), image)

    const saved = await app.inject({
      method: 'POST',
      url: `/api/wishlist/${first.id}`,
      headers: customer.auth,
    })
    const [trip] = saved.json<{ data: { images: { cardImage: string } }[] }>().data
    expect(trip?.images.cardImage).toBe(`${cardImage}?v=${imageVersion(Buffer.from(image))}`)
  })

  test("keeps each customer's wishlist to themselves", async () => {
    const app = await createTestApp()
    const owner = await signUpAndLogIn(app)
    const other = await signUpAndLogIn(app)
    const [first] = await twoPackageIds(app)
    await app.inject({ method: 'POST', url: `/api/wishlist/${first.id}`, headers: owner.auth })
    const list = await app.inject({ method: 'GET', url: '/api/wishlist', headers: other.auth })
    expect(list.json()).toEqual({ success: true, data: [] })
    await app.inject({ method: 'DELETE', url: `/api/wishlist/${first.id}`, headers: other.auth })
    const ownerList = await app.inject({ method: 'GET', url: '/api/wishlist', headers: owner.auth })
    expect(ownerList.json<{ data: unknown[] }>().data).toHaveLength(1)
  })

  test('answers 404 for a trip that does not exist and 400 for a malformed id', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const missing = await app.inject({
      method: 'POST',
      url: '/api/wishlist/0123456789abcdef01234567',
      headers: customer.auth,
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ success: false, message: 'Trip not found' })
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/wishlist/kedarkantha-trek',
      headers: customer.auth,
    })
    expect(malformed.statusCode).toBe(400)
  })

  test('refuses every wishlist call without a token or with a logged-out one', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const [first] = await twoPackageIds(app)
    await app.inject({ method: 'POST', url: '/api/customers/logout', headers: customer.auth })
    for (const headers of [{}, customer.auth]) {
      for (const [method, url] of [
        ['GET', '/api/wishlist'],
        ['POST', `/api/wishlist/${first.id}`],
        ['DELETE', `/api/wishlist/${first.id}`],
      ] as const) {
        const response = await app.inject({ method, url, headers })
        expect(response.statusCode, `${method} ${url}`).toBe(401)
      }
    }
    const rows = await app.db.selectFrom('wishlist_items').select('package_id').execute()
    expect(rows).toEqual([])
  })
})
