import type { Booking, ConsolePromoCode } from '@trippy/contracts'
import { addDays, formatCalendarDate, indiaCalendarDate } from '@trippy/contracts/calendar'
import { formatInr } from '@trippy/contracts/money'
import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { moveFirstDeparture, payOffline, TRAVELLER } from '../../test/test-bookings.ts'
import { queuedMailTo } from '../../test/test-outbox.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { createConsoleApp, signInOwner, type TestStaff } from '../../test/test-staff.ts'
import { listPublicPromoCodes } from './promo-codes.service.ts'

const today = () => indiaCalendarDate(new Date())

/** Kedarkantha's first departure, 60 days out with `seats` left, and another trip's id. */
async function trip(app: FastifyInstance, seats = 30) {
  const { packageId, departureId, pricePaise } = await moveFirstDeparture(app, { seats })
  const other = await app.db
    .selectFrom('packages')
    .select('id')
    .where('id', '!=', packageId)
    .executeTakeFirstOrThrow()
  await app.db
    .updateTable('packages')
    .set({ max_participants: 30 })
    .where('id', '=', packageId)
    .execute()
  return { packageId, departureId, pricePaise, otherPackageId: other.id }
}

type Trip = Awaited<ReturnType<typeof trip>>

async function createCode(app: FastifyInstance, staff: TestStaff, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/console/promo-codes',
    headers: staff.auth,
    payload: { validFrom: today(), validTo: addDays(today(), 30), ...body },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: ConsolePromoCode }>().data
}

function book(
  app: FastifyInstance,
  customer: TestCustomer,
  at: Trip,
  extra: { promoCode?: string; numberOfSeats?: number; addonIds?: string[] } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: {
      packageId: at.packageId,
      batchId: at.departureId,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: TRAVELLER,
      ...extra,
    },
  })
}

async function usesOf(app: FastifyInstance, code: string) {
  const row = await app.db
    .selectFrom('promo_codes')
    .select('uses')
    .where('code', '=', code)
    .executeTakeFirstOrThrow()
  return row.uses
}

async function setup(overrides: Record<string, string> = {}) {
  const app = await createConsoleApp(overrides)
  const staff = await signInOwner(app)
  const customer = await signUpAndLogIn(app)
  return { app, staff, customer, at: await trip(app) }
}

describe('console promo codes', () => {
  test('creates, lists and changes a code, each write audited', async () => {
    const { app, staff } = await setup()
    const created = await createCode(app, staff, {
      code: 'summer-25',
      kind: 'percent',
      value: 25,
      maxUses: 10,
    })
    expect(created).toMatchObject({
      code: 'SUMMER-25',
      perCustomer: 1,
      isPublic: false,
      uses: 0,
      state: 'active',
      packageIds: [],
      minSeats: null,
    })
    const listed = await app.inject({ url: '/api/console/promo-codes', headers: staff.auth })
    expect(listed.json<{ data: ConsolePromoCode[] }>().data.map((code) => code.code)).toEqual([
      'SUMMER-25',
    ])
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/console/promo-codes/${created._id}`,
      headers: staff.auth,
      payload: { kind: 'flat', value: 750.5, validFrom: addDays(today(), 1) },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json<{ data: ConsolePromoCode }>().data).toMatchObject({
      kind: 'flat',
      value: 750.5,
      state: 'scheduled',
    })
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'entity_id'])
      .orderBy('at')
      .execute()
    expect(audit).toEqual([
      { action: 'promo-code.created', staff_id: staff.id, entity_id: created._id },
      { action: 'promo-code.updated', staff_id: staff.id, entity_id: created._id },
    ])
  })

  test('refuses a taken code with 409, bad values with 400 and customers with 403', async () => {
    const { app, staff, customer } = await setup()
    await createCode(app, staff, { code: 'TREK10', kind: 'percent', value: 10 })
    const again = await app.inject({
      method: 'POST',
      url: '/api/console/promo-codes',
      headers: staff.auth,
      payload: { code: 'trek10', kind: 'flat', value: 100, validFrom: today(), validTo: today() },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: 'A promo code with this code already exists' })
    const percent = await app.inject({
      method: 'POST',
      url: '/api/console/promo-codes',
      headers: staff.auth,
      payload: { code: 'HALF', kind: 'percent', value: 150, validFrom: today(), validTo: today() },
    })
    expect(percent.statusCode).toBe(400)
    const asCustomer = await app.inject({ url: '/api/console/promo-codes', headers: customer.auth })
    expect(asCustomer.statusCode).toBe(403)
    expect(await app.db.selectFrom('promo_codes').select('code').execute()).toEqual([
      { code: 'TREK10' },
    ])
  })
})

describe('booking with a promo code', () => {
  test('takes the discount off the subtotal before GST, in whole paise, as its own line', async () => {
    const { app, staff, customer, at } = await setup()
    await createCode(app, staff, { code: 'TREK10', kind: 'percent', value: 10 })
    const response = await book(app, customer, at, { promoCode: ' trek10 ', numberOfSeats: 3 })
    expect(response.statusCode, response.body).toBe(201)
    const subtotal = at.pricePaise * 3
    const discount = Math.round(subtotal / 10)
    const gst = Math.round((subtotal - discount) * 0.05)
    const info = response.json<{ data: Booking }>().data.bookingInfo
    expect(info).toMatchObject({
      subtotal: subtotal / 100,
      promoCode: 'TREK10',
      discount: discount / 100,
      gst: gst / 100,
      total: (subtotal - discount + gst) / 100,
    })
    const row = await app.db
      .selectFrom('bookings')
      .select(['promo_code', 'discount_paise', 'subtotal_paise', 'gst_paise', 'total_paise'])
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      promo_code: 'TREK10',
      discount_paise: discount,
      subtotal_paise: subtotal,
      gst_paise: gst,
      total_paise: subtotal - discount + gst,
    })
    expect(Number.isInteger(row.discount_paise)).toBe(true)
    expect(await usesOf(app, 'TREK10')).toBe(1)
    const received = (await queuedMailTo(app, [customer.email])).find((mail) =>
      mail.subject?.startsWith('Booking received'),
    )
    expect(received?.text).toContain(`Promo code TREK10`)
    expect(received?.text).toContain(formatInr(discount / 100))
  })

  test.each([
    ['an unknown code', 'NOSUCH', {}, 'This promo code does not exist'],
    [
      'a code not valid yet',
      'LATER',
      { validFrom: addDays(indiaCalendarDate(), 2), validTo: addDays(indiaCalendarDate(), 9) },
      `This promo code is valid from ${formatCalendarDate(addDays(indiaCalendarDate(), 2))}`,
    ],
    [
      'an expired code',
      'OLD',
      { validFrom: addDays(indiaCalendarDate(), -9), validTo: addDays(indiaCalendarDate(), -1) },
      'This promo code has expired',
    ],
    [
      'a code for other trips',
      'OTHER',
      { packageIds: 'other' },
      'This promo code is not valid for this trip',
    ],
    [
      'a code for bigger groups',
      'GROUP4',
      { minSeats: 4 },
      'This promo code needs a booking of at least 4 seats',
    ],
  ])('refuses %s with 400 saying why, and takes no seat', async (_, code, fields, message) => {
    const { app, staff, customer, at } = await setup()
    if (code !== 'NOSUCH') {
      const { packageIds, ...rest } = fields as Record<string, unknown>
      await createCode(app, staff, {
        code,
        kind: 'flat',
        value: 500,
        ...rest,
        ...(packageIds ? { packageIds: [at.otherPackageId] } : {}),
      })
    }
    const response = await book(app, customer, at, { promoCode: code.toLowerCase() })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message,
      errors: [{ path: 'promoCode', message }],
    })
    const preview = await app.inject({
      url: `/api/promo-codes/${code}?packageId=${at.packageId}&seats=1`,
      headers: customer.auth,
    })
    expect(preview.statusCode).toBe(400)
    expect(preview.json()).toMatchObject({ message })
    expect(await app.db.selectFrom('bookings').select('id').execute()).toEqual([])
    const seats = await app.db
      .selectFrom('batches')
      .select('availability')
      .where('id', '=', at.departureId)
      .executeTakeFirstOrThrow()
    expect(seats.availability).toBe(30)
  })

  test('refuses a used-up code with 400 and keeps its count', async () => {
    const { app, staff, customer, at } = await setup()
    await createCode(app, staff, { code: 'ONCE', kind: 'flat', value: 500, maxUses: 1 })
    const other = await signUpAndLogIn(app)
    expect((await book(app, other, at, { promoCode: 'ONCE' })).statusCode).toBe(201)
    const response = await book(app, customer, at, { promoCode: 'ONCE' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      message: 'This promo code has been used as many times as it may be',
    })
    expect(await usesOf(app, 'ONCE')).toBe(1)
  })

  test('lets a customer use a code as often as it allows, and again once a booking is cancelled', async () => {
    const { app, staff, customer, at } = await setup({ MAX_PENDING_BOOKINGS: '10' })
    await createCode(app, staff, { code: 'TWICE', kind: 'flat', value: 500, perCustomer: 2 })
    const first = await book(app, customer, at, { promoCode: 'TWICE' })
    expect(first.statusCode).toBe(201)
    expect((await book(app, customer, at, { promoCode: 'TWICE' })).statusCode).toBe(201)
    const third = await book(app, customer, at, { promoCode: 'TWICE' })
    expect(third.statusCode).toBe(400)
    expect(third.json()).toMatchObject({
      message: 'You have already used this promo code 2 times, as often as it may be used',
    })
    // Another customer still may.
    expect(
      (await book(app, await signUpAndLogIn(app), at, { promoCode: 'TWICE' })).statusCode,
    ).toBe(201)
    expect(await usesOf(app, 'TWICE')).toBe(3)

    const bookingId = first.json<{ data: Booking }>().data._id
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: customer.auth,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await usesOf(app, 'TWICE')).toBe(2)
    const cancelledBooking = cancelled.json<{ data: { booking?: Booking } & Partial<Booking> }>()
      .data
    expect((cancelledBooking.booking ?? cancelledBooking).bookingInfo?.promoCode).toBe('TWICE')
    expect((await book(app, customer, at, { promoCode: 'TWICE' })).statusCode).toBe(201)
  })

  test('never gives more uses than maxUses to 20 bookings at once', async () => {
    const { app, staff, at } = await setup({ MAX_PENDING_BOOKINGS: '50' })
    await createCode(app, staff, {
      code: 'RUSH',
      kind: 'percent',
      value: 5,
      maxUses: 7,
      perCustomer: 20,
    })
    const customers = await Promise.all(Array.from({ length: 5 }, () => signUpAndLogIn(app)))
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(app, customers[index % customers.length] as TestCustomer, at, { promoCode: 'RUSH' }),
      ),
    )
    const statuses = attempts.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(7)
    expect(statuses.filter((status) => status === 400)).toHaveLength(13)
    expect(await usesOf(app, 'RUSH')).toBe(7)
    const used = await app.db
      .selectFrom('bookings')
      .select('id')
      .where('promo_code', '=', 'RUSH')
      .execute()
    expect(used).toHaveLength(7)
    const seats = await app.db
      .selectFrom('batches')
      .select('availability')
      .where('id', '=', at.departureId)
      .executeTakeFirstOrThrow()
    expect(seats.availability).toBe(30 - 7)
  })
})

test('prints the discount as its own line on the GST invoice, with GST on what is left', async () => {
  const { app, staff, customer, at } = await setup()
  await createCode(app, staff, { code: 'FLAT500', kind: 'flat', value: 500 })
  const booked = await book(app, customer, at, { promoCode: 'FLAT500' })
  const booking = booked.json<{ data: Booking }>().data
  await payOffline(app, booking._id, Math.round(booking.bookingInfo.total * 100))
  const invoice = await app.db
    .selectFrom('invoices')
    .select('document_json')
    .where('booking_id', '=', booking._id)
    .where('kind', '=', 'invoice')
    .executeTakeFirstOrThrow()
  const document = JSON.parse(invoice.document_json) as {
    lines: { description: string; taxablePaise: number }[]
    taxablePaise: number
    totalPaise: number
  }
  expect(document.lines.at(-1)).toMatchObject({
    description: 'Discount: promo code FLAT500',
    taxablePaise: -500_00,
  })
  expect(document.lines.reduce((sum, line) => sum + line.taxablePaise, 0)).toBe(
    at.pricePaise - 500_00,
  )
  expect(document.taxablePaise).toBe(at.pricePaise - 500_00)
  expect(document.totalPaise).toBe(Math.round(booking.bookingInfo.total * 100))
  const pdf = await app.inject({
    url: `/api/bookings/${booking._id}/invoice.pdf`,
    headers: customer.auth,
  })
  expect(pdf.statusCode).toBe(200)
})

test('previews the discount on the trip for that many seats', async () => {
  const { app, staff, customer, at } = await setup()
  await createCode(app, staff, { code: 'FLAT900', kind: 'flat', value: 900 })
  const response = await app.inject({
    url: `/api/promo-codes/flat900?packageId=${at.packageId}&seats=2`,
    headers: customer.auth,
  })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({
    success: true,
    data: { code: 'FLAT900', kind: 'flat', value: 900, discount: 900 },
  })
  const anonymous = await app.inject({
    url: `/api/promo-codes/flat900?packageId=${at.packageId}&seats=2`,
  })
  expect(anonymous.statusCode).toBe(401)
})

test('lists only the public codes in force that have uses left', async () => {
  const { app, staff } = await setup()
  await createCode(app, staff, { code: 'PUBLIC10', kind: 'percent', value: 10, isPublic: true })
  await createCode(app, staff, { code: 'PRIVATE', kind: 'percent', value: 10 })
  await createCode(app, staff, {
    code: 'SOON',
    kind: 'percent',
    value: 10,
    isPublic: true,
    validFrom: addDays(today(), 3),
    validTo: addDays(today(), 9),
  })
  const full = await createCode(app, staff, {
    code: 'GONE',
    kind: 'flat',
    value: 100,
    isPublic: true,
    maxUses: 1,
  })
  await app.db.updateTable('promo_codes').set({ uses: 1 }).where('id', '=', full._id).execute()
  expect(await listPublicPromoCodes(app.db)).toEqual([
    {
      code: 'PUBLIC10',
      kind: 'percent',
      value: 10,
      validTo: addDays(today(), 30),
      minSeats: null,
      selectedTrips: false,
    },
  ])
})
