import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type {
  AuditEntry,
  Booking,
  ConsolePackage,
  ConsolePackageListItem,
  Package,
  PackageSummary,
} from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { TRAVELLER } from '../../../test/test-bookings.ts'
import { signUpAndLogIn } from '../../../test/test-customers.ts'
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

async function categoryId(app: FastifyInstance, slug = 'treks'): Promise<string> {
  const row = await app.db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()
  return row.id
}

async function newPackageBody(app: FastifyInstance, overrides: object = {}) {
  return {
    name: 'Zorkhul Ridge Trek',
    slug: 'zorkhul-ridge-trek',
    location: 'Zorkhul, Chamoli, Uttarakhand',
    description: 'A winter trek to a frozen lake with views of Trishul and Nanda Ghunti.',
    packageType: 'trek',
    durationDays: 3,
    destination: 'Uttarakhand',
    city: 'Lohajung',
    state: 'Uttarakhand',
    originalPrice: 12000,
    offerPrice: 10499.5,
    maxParticipants: 16,
    difficulty: 'moderate',
    labels: ['Snow trek'],
    categoryId: await categoryId(app),
    isFeatured: true,
    itinerary: [
      { day: 1, title: 'Kathgodam to Lohajung', details: 'A long drive through Gwaldam.' },
      { day: 2, title: 'Brahmatal', details: 'Through oak forest to the frozen lake.' },
      { day: 3, title: 'Back to Kathgodam', details: 'Down to Lohajung and drive back.' },
    ],
    inclusions: ['Camping and meals on the trek'],
    exclusions: ['Travel insurance'],
    addons: [
      { name: 'Offloading of your backpack', price: 1500 },
      { name: 'Microspikes rental', price: 300 },
    ],
    facts: { maxAltitudeMetres: 3734, startPoint: 'Kathgodam', endPoint: 'Kathgodam' },
    ...overrides,
  }
}

async function createPackage(app: FastifyInstance, staff: TestStaff, overrides: object = {}) {
  const response = await call(
    app,
    staff,
    'POST',
    '/api/console/packages',
    await newPackageBody(app, overrides),
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: ConsolePackage }>().data
}

async function publicPackage(app: FastifyInstance, idOrSlug: string) {
  return app.inject({ method: 'GET', url: `/api/packages/${idOrSlug}` })
}

async function publicList(app: FastifyInstance, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/packages${query}` })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: PackageSummary[] }>().data.map((pkg) => pkg.slug)
}

async function auditOf(app: FastifyInstance, staff: TestStaff, entityId: string) {
  const response = await call(app, staff, 'GET', '/api/console/audit')
  return response
    .json<{ data: AuditEntry[] }>()
    .data.filter((entry) => entry.entityId === entityId)
    .reverse()
}

/** A multipart/form-data body with one file part, as a browser's form would send it. */
function multipart(
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = '----trippy-test-boundary-7f3a'
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  }
}

function upload(
  app: FastifyInstance,
  staff: TestStaff,
  packageId: string,
  file: { name: string; type: string; bytes: Buffer },
  query = '',
  fields: Record<string, string> = {},
) {
  const body = multipart(file, fields)
  return app.inject({
    method: 'POST',
    url: `/api/console/packages/${packageId}/images${query}`,
    headers: { ...staff.auth, ...body.headers },
    payload: body.payload,
  })
}

/** A real PNG of a mountain-blue gradient, made by sharp itself. */
async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer()
}

describe('the console catalogue', () => {
  test('creates a package that the public site lists, searches and shows with its departure', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const before = await publicList(app, '?limit=100')

    const created = await createPackage(app, staff)
    expect(created).toMatchObject({
      slug: 'zorkhul-ridge-trek',
      duration: '3 Days / 2 Nights',
      originalPrice: 12000,
      offerPrice: 10499.5,
      isActive: true,
      isFeatured: true,
      isNew: false,
      rating: 0,
      bookings: 0,
      category: { name: 'Treks' },
      facts: { maxAltitudeMetres: 3734, startPoint: 'Kathgodam', bestSeason: '' },
      images: {
        cardImage: { src: '/images/default-trip.svg', alt: '', srcset: null },
        gallery: [],
      },
    })
    expect(created.additionalServices.map((addon) => [addon.name, addon.price])).toEqual([
      ['Offloading of your backpack', 1500],
      ['Microspikes rental', 300],
    ])
    const stored = await app.db
      .selectFrom('packages')
      .select(['offer_price_paise', 'original_price_paise'])
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ offer_price_paise: 1_049_950, original_price_paise: 1_200_000 })

    const start = addDays(indiaCalendarDate(new Date()), 40)
    const departure = await call(
      app,
      staff,
      'POST',
      `/api/console/packages/${created._id}/departures`,
      {
        startDate: start,
        endDate: addDays(start, 2),
        seats: 12,
      },
    )
    expect(departure.statusCode).toBe(201)

    const page = await publicPackage(app, 'zorkhul-ridge-trek')
    expect(page.statusCode).toBe(200)
    const pkg = page.json<{ data: Package }>().data
    expect(pkg).toMatchObject({
      _id: created._id,
      name: 'Zorkhul Ridge Trek',
      offerPrice: 10499.5,
      batchDates: [{ startDate: start, endDate: addDays(start, 2), availability: 12 }],
      itinerary: created.itinerary,
      exclusions: ['Travel insurance'],
    })
    expect((await publicPackage(app, created._id)).statusCode).toBe(200)
    expect(await publicList(app, '?limit=100')).toEqual(
      expect.arrayContaining([...before, 'zorkhul-ridge-trek']),
    )
    // The search index knows it on both databases: three letters or more go through FTS on SQLite.
    expect(await publicList(app, '?q=zorkhul')).toEqual(['zorkhul-ridge-trek'])
    expect(await publicList(app, '?q=Zorkhul%2C%20Chamoli')).toEqual(['zorkhul-ridge-trek'])

    const listed = await call(app, staff, 'GET', '/api/console/packages?q=ZORKH')
    expect(listed.json<{ data: ConsolePackageListItem[]; meta: object }>()).toMatchObject({
      data: [{ _id: created._id, upcomingDepartures: 1, bookings: 0, isActive: true }],
      meta: { page: 1, pageSize: 25, total: 1 },
    })
    const all = await call(app, staff, 'GET', '/api/console/packages?page=2')
    expect(all.json<{ meta: { total: number } }>().meta.total).toBe(before.length + 1)

    const audit = await auditOf(app, staff, created._id)
    expect(audit.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['package.created', staff.id],
    ])
    expect(audit[0]?.before).toBeNull()
    expect(audit[0]?.after).toMatchObject({ slug: 'zorkhul-ridge-trek', offerPrice: 10499.5 })
  })

  test('edits price, itinerary, add-ons and name, and the public page shows them at once', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const created = await createPackage(app, staff)
    const [offloading, spikes] = created.additionalServices
    if (!offloading || !spikes) throw new Error('add-ons missing')

    // A traveller books the spikes add-on; deleting it later must leave the booking as it was.
    const start = addDays(indiaCalendarDate(new Date()), 30)
    const departure = await call(
      app,
      staff,
      'POST',
      `/api/console/packages/${created._id}/departures`,
      {
        startDate: start,
        endDate: addDays(start, 2),
        seats: 5,
      },
    )
    const departureId = departure.json<{ data: { _id: string } }>().data._id
    const customer = await signUpAndLogIn(app)
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: customer.auth,
      payload: {
        packageId: created._id,
        batchId: departureId,
        numberOfSeats: 1,
        paymentType: 'full',
        addonIds: [spikes._id],
        customerDetails: TRAVELLER,
      },
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const booking = booked.json<{ data: Booking }>().data

    // Served once, so the cached public answer must be dropped by the change.
    expect((await publicPackage(app, created.slug)).json<{ data: Package }>().data.offerPrice).toBe(
      10499.5,
    )
    expect(await publicList(app, '?q=zorkhul%20lake')).toEqual([])
    const response = await call(app, staff, 'PUT', `/api/console/packages/${created._id}`, {
      name: 'Zorkhul Lake Trek',
      offerPrice: 9999,
      durationDays: 2,
      facts: { maxAltitudeMetres: 3734, startPoint: 'Lohajung', bestSeason: 'December to March' },
      itinerary: [
        { day: 1, title: 'Lohajung to Bekaltal', details: 'Camp by the lake.' },
        { day: 2, title: 'Brahmatal and back', details: 'Summit at dawn.' },
      ],
      addons: [
        { id: offloading._id, name: 'Backpack offloading', price: 1800 },
        { name: 'Porter for the day', price: 900 },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ success: true, message: 'Package updated' })
    const updated = response.json<{ data: ConsolePackage }>().data
    expect(updated).toMatchObject({
      name: 'Zorkhul Lake Trek',
      offerPrice: 9999,
      originalPrice: 12000,
      duration: '2 Days / 1 Night',
      bookings: 1,
    })

    const pkg = (await publicPackage(app, created.slug)).json<{ data: Package }>().data
    expect(pkg.name).toBe('Zorkhul Lake Trek')
    expect(pkg.offerPrice).toBe(9999)
    expect(pkg.facts).toMatchObject({
      maxAltitudeMetres: 3734,
      startPoint: 'Lohajung',
      bestSeason: 'December to March',
    })
    expect(pkg.itinerary.map((day) => day.title)).toEqual([
      'Lohajung to Bekaltal',
      'Brahmatal and back',
    ])
    expect(pkg.additionalServices.map(({ name, price }) => [name, price])).toEqual([
      ['Backpack offloading', 1800],
      ['Porter for the day', 900],
    ])
    // Kept in place with its id; the new one has an id of its own.
    expect(pkg.additionalServices[0]?._id).toBe(offloading._id)
    expect(pkg.additionalServices[1]?._id).not.toBe(spikes._id)
    expect(await publicList(app, '?q=zorkhul%20lake')).toEqual([created.slug])

    const kept = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}`,
      headers: customer.auth,
    })
    expect(kept.json<{ data: Booking }>().data.addons).toEqual([
      { id: spikes._id, name: 'Microspikes rental', price: 300 },
    ])

    const audit = await auditOf(app, staff, created._id)
    expect(audit.map((entry) => entry.action)).toEqual(['package.created', 'package.updated'])
    expect(audit[1]?.before).toMatchObject({ offerPrice: 10499.5, name: 'Zorkhul Ridge Trek' })
    expect(audit[1]?.after).toMatchObject({ offerPrice: 9999, name: 'Zorkhul Lake Trek' })
  })

  test('refuses a slug another package has with 409, and bad fields with 400 beside them', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const clash = await call(
      app,
      staff,
      'POST',
      '/api/console/packages',
      await newPackageBody(app, { slug: 'kedarkantha-trek' }),
    )
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({
      success: false,
      message: 'Another package already uses this slug',
      errors: [{ path: 'slug', message: 'Another package already uses this slug' }],
    })

    const created = await createPackage(app, staff)
    const renamed = await call(app, staff, 'PUT', `/api/console/packages/${created._id}`, {
      slug: 'kedarkantha-trek',
    })
    expect(renamed.statusCode).toBe(409)

    const bad = await call(
      app,
      staff,
      'POST',
      '/api/console/packages',
      await newPackageBody(app, { slug: 'Not A Slug', name: '', durationDays: 0, offerPrice: -1 }),
    )
    expect(bad.statusCode).toBe(400)
    const errors = bad.json<{ errors: { path: string; message: string }[] }>().errors
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          path: 'slug',
          message: 'Use lowercase letters, digits and single hyphens, e.g. kedarkantha-winter-trek',
        },
        { path: 'name', message: 'Name is required' },
        { path: 'durationDays', message: 'A trip lasts at least 1 day' },
        { path: 'offerPrice', message: 'Offer price cannot be negative' },
      ]),
    )

    const dearer = await call(app, staff, 'PUT', `/api/console/packages/${created._id}`, {
      offerPrice: 15000,
    })
    expect(dearer.statusCode).toBe(400)
    expect(dearer.json()).toMatchObject({
      errors: [
        { path: 'offerPrice', message: 'The offer price cannot be more than the original price' },
      ],
    })
    const idLike = await call(app, staff, 'PUT', `/api/console/packages/${created._id}`, {
      slug: '0123456789abcdef01234567',
    })
    expect(idLike.statusCode).toBe(400)
    const unknownCategory = await call(app, staff, 'PUT', `/api/console/packages/${created._id}`, {
      categoryId: '0123456789abcdef01234567',
    })
    expect(unknownCategory.json()).toMatchObject({
      errors: [{ path: 'categoryId', message: 'Choose one of the categories' }],
    })
    const empty = await call(app, staff, 'PUT', `/api/console/packages/${created._id}`, {})
    expect(empty.statusCode).toBe(400)
    const missing = await call(app, staff, 'GET', '/api/console/packages/0123456789abcdef01234567')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ success: false, message: 'Package not found' })

    // Nothing of the refused writes was kept or audited.
    expect((await call(app, staff, 'GET', `/api/console/packages/${created._id}`)).json()).toEqual({
      success: true,
      data: created,
    })
    expect((await auditOf(app, staff, created._id)).map((entry) => entry.action)).toEqual([
      'package.created',
    ])
  })

  test('a hidden package answers 404 publicly and leaves the lists, but stays in the console', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const created = await createPackage(app, staff)
    expect((await publicPackage(app, created.slug)).statusCode).toBe(200)
    expect(await publicList(app, '?q=zorkhul')).toEqual([created.slug])

    const hidden = await call(app, staff, 'PUT', `/api/console/packages/${created._id}`, {
      isActive: false,
    })
    expect(hidden.json<{ data: ConsolePackage }>().data.isActive).toBe(false)
    expect((await publicPackage(app, created.slug)).statusCode).toBe(404)
    expect((await publicPackage(app, created._id)).statusCode).toBe(404)
    expect(await publicList(app, '?q=zorkhul')).toEqual([])
    expect(await publicList(app, '?limit=100')).not.toContain(created.slug)
    const category = await app.inject({ method: 'GET', url: '/api/packages/category/treks' })
    expect(category.json<{ data: PackageSummary[] }>().data.map((p) => p.slug)).not.toContain(
      created.slug,
    )

    const console = await call(app, staff, 'GET', '/api/console/packages?q=zorkhul')
    expect(console.json<{ data: ConsolePackageListItem[] }>().data).toMatchObject([
      { _id: created._id, isActive: false },
    ])
    // A picker asks for every package in one page; hidden ones are among them.
    const picker = await call(app, staff, 'GET', '/api/console/packages?pageSize=500')
    const choices = picker.json<{ data: ConsolePackageListItem[]; meta: { pageSize: number } }>()
    expect(choices.meta.pageSize).toBe(500)
    expect(choices.data.find((pkg) => pkg._id === created._id)?.isActive).toBe(false)
    const tooMany = await call(app, staff, 'GET', '/api/console/packages?pageSize=501')
    expect(tooMany.statusCode).toBe(400)
    expect((await call(app, staff, 'GET', `/api/console/packages/${created._id}`)).statusCode).toBe(
      200,
    )
    const audit = await auditOf(app, staff, created._id)
    expect(audit[1]).toMatchObject({
      action: 'package.updated',
      before: { isActive: true },
      after: { isActive: false },
    })
  })
})

describe('requiresMedicalCertificate', () => {
  test('a new trek above 4,000 m asks for a certificate unless told otherwise; staff may turn it off', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const high = await createPackage(app, staff, {
      slug: 'high-ridge-trek',
      facts: { maxAltitudeMetres: 4500 },
    })
    expect(high.facts.requiresMedicalCertificate).toBe(true)
    const low = await createPackage(app, staff)
    expect(low.facts.requiresMedicalCertificate).toBe(false)
    const changed = await call(app, staff, 'PUT', `/api/console/packages/${high._id}`, {
      facts: { requiresMedicalCertificate: false },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json<{ data: ConsolePackage }>().data.facts.requiresMedicalCertificate).toBe(
      false,
    )
  })
})

describe('POST /api/console/packages/:id/images', () => {
  test('turns a PNG into AVIF and WebP at each width up to its own, served for a year', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const created = await createPackage(app, staff)
    const png = await pngOf(1000, 600)

    const response = await upload(
      app,
      staff,
      created._id,
      { name: 'brahmatal.png', type: 'image/png', bytes: png },
      '?role=card&alt=Frozen%20Brahmatal%20lake',
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ success: true, message: 'Image added' })
    const card = response.json<{ data: ConsolePackage }>().data.images.cardImage
    const base = card.src.replace(/-\d+\.webp$/, '')
    expect(base).toMatch(new RegExp(`^/images/packages/${created._id}/[0-9a-f]{20}$`))
    expect(card).toEqual({
      src: `${base}-960.webp`,
      alt: 'Frozen Brahmatal lake',
      width: 1000,
      height: 600,
      srcset: {
        avif: `${base}-480.avif 480w, ${base}-960.avif 960w, ${base}-1000.avif 1000w`,
        webp: `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1000.webp 1000w`,
      },
    })

    const dir = path.join(app.env.DATA_DIR, 'images', 'packages', created._id)
    const hash = path.basename(base)
    expect(readdirSync(dir).sort()).toEqual(
      [480, 960, 1000].flatMap((w) => [`${hash}-${w}.avif`, `${hash}-${w}.webp`]).sort(),
    )
    for (const width of [480, 960, 1000]) {
      const avif = await sharp(path.join(dir, `${hash}-${width}.avif`)).metadata()
      expect([avif.format, avif.width]).toEqual(['heif', width])
      const webp = await sharp(path.join(dir, `${hash}-${width}.webp`)).metadata()
      expect([webp.format, webp.width]).toEqual(['webp', width])
    }
    expect(existsSync(path.join(dir, `${hash}-1600.webp`))).toBe(false)

    const served = await app.inject({ method: 'GET', url: `${base}-480.avif` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/avif')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480)
    const webp = await app.inject({ method: 'GET', url: `${base}-960.webp` })
    expect(webp.headers['content-type']).toBe('image/webp')
    const absent = await app.inject({ method: 'GET', url: `${base}-1600.webp` })
    expect(absent.statusCode).toBe(404)

    // The public page shows the new card at once.
    const pkg = (await publicPackage(app, created.slug)).json<{ data: Package }>().data
    expect(pkg.images.cardImage).toBe(card.src)

    // A small one goes to the gallery by default, at its own width only; the alt may be a field.
    const small = await upload(
      app,
      staff,
      created._id,
      { name: 'camp.png', type: 'image/png', bytes: await pngOf(300, 200) },
      '',
      { alt: 'Camp at Bekaltal' },
    )
    expect(small.statusCode, small.body).toBe(201)
    const [gallery] = small.json<{ data: ConsolePackage }>().data.images.gallery
    expect(gallery).toMatchObject({ alt: 'Camp at Bekaltal', width: 300 })
    expect(gallery?.src).toMatch(/-300\.webp$/)
    expect(gallery?.srcset?.avif).toMatch(/-300\.avif 300w$/)
    expect(gallery?.srcset?.webp.split(', ')).toHaveLength(1)

    // The alt text and the order are the console's to change.
    const edited = await call(app, staff, 'PUT', `/api/console/packages/${created._id}`, {
      images: {
        gallery: [
          { src: card.src, alt: 'The lake again' },
          { src: gallery?.src, alt: 'Tents by the lake' },
        ],
      },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const images = edited.json<{ data: ConsolePackage }>().data.images
    expect(images.gallery.map((image) => [image.src, image.alt])).toEqual([
      [card.src, 'The lake again'],
      [gallery?.src, 'Tents by the lake'],
    ])
    expect(images.gallery[1]?.srcset).toEqual(gallery?.srcset)
    expect(images.cardImage.alt).toBe('The lake again')

    // The public answer carries each upload's widths for <picture>, and nothing for plain files.
    const shown = (await publicPackage(app, created.slug)).json<{ data: Package }>().data
    expect(shown.images.gallery).toEqual([card.src, gallery?.src])
    expect(shown.images.sources?.[card.src]).toEqual({
      avif: card.srcset?.avif,
      webp: card.srcset?.webp,
      width: card.width,
      height: card.height,
      alt: 'The lake again',
    })
    expect(shown.images.sources?.[gallery?.src ?? '']?.alt).toBe('Tents by the lake')
    const plain = (await publicPackage(app, 'kedarkantha-trek')).json<{ data: Package }>().data
    expect(plain.images.sources).toBeUndefined()

    const audit = await auditOf(app, staff, created._id)
    expect(audit.map((entry) => entry.action)).toEqual([
      'package.created',
      'package.images-added',
      'package.images-added',
      'package.updated',
    ])
    expect(audit[1]?.after).toMatchObject({ role: 'card', added: card.src })
  })

  test('answers 413 beyond 5 MB and 400 for what is not a JPEG, PNG or WebP, changing nothing', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const created = await createPackage(app, staff)

    const large = Buffer.alloc(6 * 1024 * 1024, 0)
    ;(await pngOf(10, 10)).copy(large)
    const tooLarge = await upload(app, staff, created._id, {
      name: 'huge.png',
      type: 'image/png',
      bytes: large,
    })
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toEqual({ success: false, message: 'The image is larger than 5 MB' })

    const text = await upload(app, staff, created._id, {
      name: 'notes.png',
      type: 'image/png',
      bytes: Buffer.from('Day 1: Lohajung. Day 2: Brahmatal.\n'),
    })
    expect(text.statusCode).toBe(400)
    expect(text.json()).toEqual({
      success: false,
      message: 'Only JPEG, PNG and WebP images can be uploaded',
    })

    const gif = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#ffffff' },
    })
      .gif()
      .toBuffer()
    const wrongType = await upload(app, staff, created._id, {
      name: 'x.jpg',
      type: 'image/jpeg',
      bytes: gif,
    })
    expect(wrongType.statusCode).toBe(400)

    const noFile = await app.inject({
      method: 'POST',
      url: `/api/console/packages/${created._id}/images`,
      headers: staff.auth,
      payload: { file: 'x' },
    })
    expect(noFile.statusCode).toBe(400)
    const badRole = await upload(
      app,
      staff,
      created._id,
      { name: 'a.png', type: 'image/png', bytes: await pngOf(10, 10) },
      '?role=banner',
    )
    expect(badRole.statusCode).toBe(400)
    const unknown = await upload(app, staff, '0123456789abcdef01234567', {
      name: 'a.png',
      type: 'image/png',
      bytes: await pngOf(10, 10),
    })
    expect(unknown.statusCode).toBe(404)

    expect(existsSync(path.join(app.env.DATA_DIR, 'images', 'packages', created._id))).toBe(false)
    expect((await auditOf(app, staff, created._id)).map((entry) => entry.action)).toEqual([
      'package.created',
    ])
  })
})
