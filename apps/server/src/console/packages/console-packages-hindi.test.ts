import type { AuditEntry, ConsolePackage, Package, PackageSummary } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { createConsoleApp, createStaffMember, type TestStaff } from '../../../test/test-staff.ts'

function call(
  app: FastifyInstance,
  staff: TestStaff,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) })
}

async function newPackageBody(app: FastifyInstance, overrides: object = {}) {
  const category = await app.db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', 'char-dham')
    .executeTakeFirstOrThrow()
  return {
    name: 'Tungnath Chandrashila Yatra',
    slug: 'tungnath-chandrashila-yatra',
    location: 'Chopta, Rudraprayag, Uttarakhand',
    description: 'The highest Shiva temple of the world and the Chandrashila summit above it.',
    packageType: 'yatra',
    durationDays: 2,
    destination: 'Uttarakhand',
    city: 'Chopta',
    state: 'Uttarakhand',
    originalPrice: 9000,
    offerPrice: 8500,
    maxParticipants: 16,
    difficulty: 'easy',
    categoryId: category.id,
    itinerary: [
      { day: 1, title: 'Rishikesh to Chopta', details: 'Drive via Rudraprayag and Ukhimath.' },
      { day: 2, title: 'Tungnath and back', details: 'Walk 3.5 km to the temple at dawn.' },
    ],
    inclusions: ['Hotel in Chopta'],
    exclusions: ['Lunch'],
    ...overrides,
  }
}

const HINDI = {
  name: 'तुंगनाथ चंद्रशिला यात्रा',
  description: 'दुनिया का सबसे ऊँचा शिव मंदिर और उसके ऊपर चंद्रशिला की चोटी।',
  itinerary: [
    { day: 1, title: 'ऋषिकेश से चोपता', details: 'रुद्रप्रयाग और ऊखीमठ होते हुए चोपता।' },
    { day: 2, title: 'तुंगनाथ और वापसी', details: 'सुबह 3.5 किमी पैदल चलकर मंदिर के दर्शन।' },
  ],
  inclusions: ['चोपता में होटल'],
  exclusions: ['दोपहर का खाना'],
}

async function auditOf(app: FastifyInstance, staff: TestStaff, entityId: string) {
  const response = await call(app, staff, 'GET', '/api/console/audit')
  return response
    .json<{ data: AuditEntry[] }>()
    .data.filter((entry) => entry.entityId === entityId)
    .reverse()
}

async function publicList(app: FastifyInstance, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/packages${query}` })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: PackageSummary[] }>().data
}

describe("a package's texts in Hindi", () => {
  test('round-trip through the console API, show in the public API at once and are audited', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const created = await call(
      app,
      staff,
      'POST',
      '/api/console/packages',
      await newPackageBody(app, { hindi: HINDI }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const pkg = created.json<{ data: ConsolePackage }>().data
    expect(pkg.hindi).toEqual(HINDI)
    expect(
      (await call(app, staff, 'GET', `/api/console/packages/${pkg._id}`)).json<{
        data: ConsolePackage
      }>().data.hindi,
    ).toEqual(HINDI)

    // The full package carries every Hindi text; lists carry the name and description only.
    const first = await app.inject({ method: 'GET', url: `/api/packages/${pkg.slug}` })
    expect(first.json<{ data: Package }>().data.hindi).toEqual(HINDI)
    const listed = (await publicList(app)).find((entry) => entry._id === pkg._id)
    expect(listed?.hindi).toEqual({ name: HINDI.name, description: HINDI.description })
    // A package with no Hindi carries none.
    const kedarkantha = (await publicList(app)).find((entry) => entry.slug === 'kedarkantha-trek')
    expect(kedarkantha).toBeDefined()
    expect(kedarkantha).not.toHaveProperty('hindi')

    // A Hindi name is found by a query in Devanagari, first; an English query finds as before.
    expect((await publicList(app, `?q=${encodeURIComponent('चंद्रशिला')}`))[0]?._id).toBe(pkg._id)
    expect((await publicList(app, `?q=${encodeURIComponent('तुं')}`)).map((p) => p._id)).toEqual([
      pkg._id,
    ])
    expect((await publicList(app, '?q=chandrashila')).map((p) => p._id)).toContain(pkg._id)

    // An edit of the Hindi alone drops the cached answers and their ETags at once.
    const etag = String(first.headers.etag)
    const listEtag = String(
      (await app.inject({ method: 'GET', url: '/api/packages' })).headers.etag,
    )
    const edited = await call(app, staff, 'PUT', `/api/console/packages/${pkg._id}`, {
      hindi: { ...HINDI, name: 'तुंगनाथ यात्रा', inclusions: [] },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const { inclusions: _dropped, ...withoutInclusions } = HINDI
    expect(edited.json<{ data: ConsolePackage }>().data.hindi).toEqual({
      ...withoutInclusions,
      name: 'तुंगनाथ यात्रा',
    })
    const again = await app.inject({
      method: 'GET',
      url: `/api/packages/${pkg.slug}`,
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(200)
    expect(again.headers.etag).not.toBe(etag)
    expect(again.json<{ data: Package }>().data.hindi?.name).toBe('तुंगनाथ यात्रा')
    expect(again.json<{ data: Package }>().data.hindi).not.toHaveProperty('inclusions')
    const list = await app.inject({
      method: 'GET',
      url: '/api/packages',
      headers: { 'if-none-match': listEtag },
    })
    expect(list.statusCode).toBe(200)
    expect(
      list.json<{ data: PackageSummary[] }>().data.find((entry) => entry._id === pkg._id)?.hindi
        ?.name,
    ).toBe('तुंगनाथ यात्रा')

    // An edit of other fields keeps the Hindi; an empty Hindi object removes it all.
    const priced = await call(app, staff, 'PUT', `/api/console/packages/${pkg._id}`, {
      offerPrice: 8000,
    })
    expect(priced.json<{ data: ConsolePackage }>().data.hindi?.name).toBe('तुंगनाथ यात्रा')
    const cleared = await call(app, staff, 'PUT', `/api/console/packages/${pkg._id}`, {
      hindi: { name: '', description: '' },
    })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json<{ data: ConsolePackage }>().data).not.toHaveProperty('hindi')
    const plain = await app.inject({ method: 'GET', url: `/api/packages/${pkg.slug}` })
    expect(plain.json<{ data: Package }>().data).not.toHaveProperty('hindi')

    const audit = await auditOf(app, staff, pkg._id)
    expect(audit.map((entry) => entry.action)).toEqual([
      'package.created',
      'package.updated',
      'package.updated',
      'package.updated',
    ])
    expect(audit[1]?.before).toMatchObject({ hindi: { name: HINDI.name } })
    expect(audit[1]?.after).toMatchObject({ hindi: { name: 'तुंगनाथ यात्रा' } })
  })

  test('a bad Hindi field answers 400 with the envelope, beside the field, and changes nothing', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const created = await call(
      app,
      staff,
      'POST',
      '/api/console/packages',
      await newPackageBody(app),
    )
    expect(created.statusCode, created.body).toBe(201)
    const pkg = created.json<{ data: ConsolePackage }>().data
    expect(pkg).not.toHaveProperty('hindi')

    const bad = await call(app, staff, 'PUT', `/api/console/packages/${pkg._id}`, {
      hindi: {
        name: 'न'.repeat(201),
        itinerary: [{ day: 1, title: '', details: 'विवरण' }],
        inclusions: ['  '],
      },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ success: boolean; message: unknown }>()).toMatchObject({ success: false })
    expect(typeof bad.json<{ message: unknown }>().message).toBe('string')
    expect(bad.json<{ errors: { path: string; message: string }[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'hindi.name', message: 'Name (Hindi) can be at most 200 characters' },
        { path: 'hindi.itinerary.0.title', message: 'Day title (Hindi) is required' },
        { path: 'hindi.inclusions.0', message: 'Inclusion (Hindi) is required' },
      ]),
    )

    const notAList = await call(app, staff, 'PUT', `/api/console/packages/${pkg._id}`, {
      hindi: { exclusions: 'दोपहर का खाना' },
    })
    expect(notAList.statusCode).toBe(400)
    expect(notAList.json()).toMatchObject({
      success: false,
      errors: [{ path: 'hindi.exclusions' }],
    })

    const oneDay = await call(app, staff, 'PUT', `/api/console/packages/${pkg._id}`, {
      hindi: { itinerary: HINDI.itinerary.slice(0, 1) },
    })
    expect(oneDay.statusCode).toBe(400)
    expect(oneDay.json()).toEqual({
      success: false,
      message: 'Invalid input',
      errors: [
        {
          path: 'hindi.itinerary',
          message: 'Write every day of the itinerary in Hindi, or leave the Hindi days empty',
        },
      ],
    })

    expect((await call(app, staff, 'GET', `/api/console/packages/${pkg._id}`)).json()).toEqual({
      success: true,
      data: pkg,
    })
    expect((await auditOf(app, staff, pkg._id)).map((entry) => entry.action)).toEqual([
      'package.created',
    ])
  })

  test('the demo Kedarnath and Char Dham trips carry their Hindi texts', async () => {
    const app = await createConsoleApp()
    const response = await app.inject({
      method: 'GET',
      url: '/api/packages/kedarnath-1-dham-yatra',
    })
    expect(response.statusCode).toBe(200)
    const kedarnath = response.json<{ data: Package }>().data
    expect(kedarnath.hindi?.name).toContain('केदारनाथ')
    expect(kedarnath.hindi?.description).toContain('केदारनाथ')
    expect(kedarnath.hindi?.itinerary?.map((day) => day.day)).toEqual(
      kedarnath.itinerary.map((day) => day.day),
    )
    expect(kedarnath.hindi?.inclusions?.length).toBe(kedarnath.inclusions.length)
    expect(kedarnath.hindi?.exclusions?.length).toBe(kedarnath.exclusions.length)

    const charDham = (await publicList(app, '?category=char%20dham')).filter(
      (pkg) => pkg.category.name === 'Char Dham',
    )
    expect(charDham.length).toBeGreaterThanOrEqual(5)
    for (const pkg of charDham) {
      expect(pkg.hindi?.name, pkg.slug).toMatch(/[\u0900-\u097F]/)
      expect(pkg.hindi?.description, pkg.slug).toMatch(/[\u0900-\u097F]/)
    }
    expect((await publicList(app, `?q=${encodeURIComponent('बद्रीनाथ')}`)).length).toBeGreaterThan(0)
  })
})
