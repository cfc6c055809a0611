import type { Booking } from '@trippy/contracts'
import { creditExpiryFrom } from '@trippy/contracts/credit'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { TRAVELLER as details, payOffline } from '../../test/test-bookings.ts'

/** A departure of a real demo package, set to start `inDays` from today with `seats` left. */
async function departure(
  app: FastifyInstance,
  { seats = 10, inDays = 60, slug = 'kedarkantha-trek' } = {},
) {
  const pkg = await app.db
    .selectFrom('packages')
    .select(['id', 'offer_price_paise', 'max_participants'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()
  const departureRow = await app.db
    .selectFrom('batches')
    .select('id')
    .where('package_id', '=', pkg.id)
    .orderBy('start_date')
    .executeTakeFirstOrThrow()
  const startDate = addDays(indiaCalendarDate(new Date()), inDays)
  await app.db
    .updateTable('batches')
    .set({
      availability: seats,
      capacity: Math.max(seats, 20),
      start_date: startDate,
      end_date: addDays(startDate, 5),
    })
    .where('id', '=', departureRow.id)
    .execute()
  const addons = await app.db
    .selectFrom('addon_services')
    .select(['id', 'price_paise'])
    .where('package_id', '=', pkg.id)
    .execute()
  return {
    packageId: pkg.id,
    departureId: departureRow.id,
    offerPricePaise: pkg.offer_price_paise,
    maxParticipants: pkg.max_participants,
    addons,
    startDate,
  }
}

function book(
  app: FastifyInstance,
  customer: TestCustomer,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...customer.auth, ...headers },
    payload: body,
  })
}

const seatsOf = async (app: FastifyInstance, departureId: string) =>
  (
    await app.db
      .selectFrom('batches')
      .select('availability')
      .where('id', '=', departureId)
      .executeTakeFirstOrThrow()
  ).availability

test('prices a booking on the server from stored prices, ignoring totals the browser sends', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const trip = await departure(app)
  const addon = trip.addons[0]
  if (!addon) throw new Error('demo package has no add-ons')
  const response = await book(app, customer, {
    packageId: trip.packageId,
    batchId: trip.departureId,
    numberOfSeats: 2,
    paymentType: 'advance',
    addonIds: [addon.id],
    customerDetails: details,
    bookingInfo: { total: 1, payableAmount: 1 },
  })
  expect(response.statusCode).toBe(201)
  const booking = response.json<{ data: Booking }>().data
  const subtotal = (trip.offerPricePaise + addon.price_paise) * 2
  const total = subtotal + Math.round(subtotal * 0.05)
  const advance = Math.round(total * 0.25)
  expect(booking.bookingInfo).toEqual({
    numberOfSeats: 2,
    paymentType: 'advance',
    subtotal: subtotal / 100,
    promoCode: null,
    discount: 0,
    gst: Math.round(subtotal * 0.05) / 100,
    total: total / 100,
    payableAmount: advance / 100,
    remainingAmount: (total - advance) / 100,
    remainingDueDate: addDays(trip.startDate, -15),
    amountPaid: 0,
  })
  // Nothing is paid until money arrives: the advance is owed, the seats held for a day.
  expect(booking).toMatchObject({
    amountPaid: 0,
    amountDue: advance / 100,
    balanceDueDate: addDays(trip.startDate, -15),
    cancelReason: null,
    payments: [],
    refunds: [],
    travellers: [
      { name: details.fullName, age: null, gender: '', idType: '', idNumber: '' },
      { name: '', age: null, gender: '', idType: '', idNumber: '' },
    ],
    travellersMissing: 2,
    travellersRequired: false,
  })
  const held = Date.parse(booking.holdExpiresAt ?? '') - Date.now()
  expect(held).toBeGreaterThan(1439 * 60_000)
  expect(held).toBeLessThanOrEqual(1440 * 60_000)
  expect(booking.metadata).toMatchObject({ status: 'pending', source: 'website' })
  expect(booking.customerDetails.userId).toBe(customer.id)
  expect(await seatsOf(app, trip.departureId)).toBe(8)
  // The answer is the booking as stored, seats left included: reading it back gives the same.
  expect(booking.batchDetails.availability).toBe(8)
  const readBack = await app.inject({
    method: 'GET',
    url: `/api/bookings/${booking._id}`,
    headers: customer.auth,
  })
  expect(readBack.json<{ data: Booking }>().data).toEqual(booking)
  const notifications = await app.db
    .selectFrom('notifications')
    .select(['kind', 'customer_id'])
    .execute()
  expect(notifications).toEqual([{ kind: 'booking-received', customer_id: customer.id }])
})

test('sends a booking uncompressed even to a client that takes gzip: it fits in the first round trip', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const trip = await departure(app)
  const response = await book(
    app,
    customer,
    {
      packageId: trip.packageId,
      batchId: trip.departureId,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: details,
    },
    { 'accept-encoding': 'gzip' },
  )
  expect(response.statusCode).toBe(201)
  expect(response.headers['content-encoding']).toBeUndefined()
  // Over the 1 KB that used to be compressed, well under the 10 KB that is.
  expect(response.rawPayload.length).toBeGreaterThan(1024)
  expect(response.rawPayload.length).toBeLessThan(10_240)
  expect(response.json<{ data: Booking }>().data.metadata.status).toBe('pending')
})

test('refuses a booking beyond the seats left with 409 and leaves the seats as they were', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const trip = await departure(app, { seats: 3 })
  const response = await book(app, customer, {
    packageId: trip.packageId,
    batchId: trip.departureId,
    numberOfSeats: 4,
    paymentType: 'full',
    customerDetails: details,
  })
  expect(response.statusCode).toBe(409)
  expect(response.json()).toEqual({
    success: false,
    message: 'Only 3 seats left on this departure',
  })
  expect(await seatsOf(app, trip.departureId)).toBe(3)
  expect(await app.db.selectFrom('bookings').select('id').execute()).toEqual([])
})

test('sells exactly the seats left when 50 travellers book the last 10 at once', async () => {
  const app = await createTestApp({ MAX_PENDING_BOOKINGS: '50' })
  const customers = await Promise.all(Array.from({ length: 5 }, () => signUpAndLogIn(app)))
  const trip = await departure(app, { seats: 10 })
  const attempts = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      book(app, customers[index % customers.length] as TestCustomer, {
        packageId: trip.packageId,
        batchId: trip.departureId,
        numberOfSeats: 1,
        paymentType: 'full',
        customerDetails: details,
      }),
    ),
  )
  const statuses = attempts.map((response) => response.statusCode)
  expect(statuses.filter((status) => status === 201)).toHaveLength(10)
  expect(statuses.filter((status) => status === 409)).toHaveLength(40)
  expect(await seatsOf(app, trip.departureId)).toBe(0)
  expect(await app.db.selectFrom('bookings').select('id').execute()).toHaveLength(10)
})

test('books once for a repeated Idempotency-Key, even when both requests race', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const trip = await departure(app, { seats: 10 })
  const body = {
    packageId: trip.packageId,
    batchId: trip.departureId,
    numberOfSeats: 2,
    paymentType: 'full',
    customerDetails: details,
  }
  const key = { 'idempotency-key': 'double-click-1234' }
  const [first, second] = await Promise.all([
    book(app, customer, body, key),
    book(app, customer, body, key),
  ])
  const third = await book(app, customer, body, key)
  const ids = [first, second, third].map((response) => response.json<{ data: Booking }>().data._id)
  expect(new Set(ids).size).toBe(1)
  expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201])
  expect(third.statusCode).toBe(200)
  expect(await seatsOf(app, trip.departureId)).toBe(8)
  // The same key from another customer is theirs alone.
  const other = await signUpAndLogIn(app)
  expect((await book(app, other, body, key)).statusCode).toBe(201)
})

test('answers bad input with field errors and unknown trips or departures with 404', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const trip = await departure(app)
  const bad = await book(app, customer, {
    packageId: trip.packageId,
    batchId: trip.departureId,
    numberOfSeats: 0,
    paymentType: 'later',
    customerDetails: { ...details, phone: '' },
  })
  expect(bad.statusCode).toBe(400)
  const paths = bad.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)
  expect(paths).toEqual(
    expect.arrayContaining(['numberOfSeats', 'paymentType', 'customerDetails.phone']),
  )
  const tooMany = await book(app, customer, {
    packageId: trip.packageId,
    batchId: trip.departureId,
    numberOfSeats: trip.maxParticipants + 1,
    paymentType: 'full',
    customerDetails: details,
  })
  expect(tooMany.statusCode).toBe(400)
  const unknownPackage = await book(app, customer, {
    packageId: 'f'.repeat(24),
    batchId: trip.departureId,
    numberOfSeats: 1,
    paymentType: 'full',
    customerDetails: details,
  })
  expect(unknownPackage.statusCode).toBe(404)
  const unknownDeparture = await book(app, customer, {
    packageId: trip.packageId,
    batchId: 'f'.repeat(24),
    numberOfSeats: 1,
    paymentType: 'full',
    customerDetails: details,
  })
  expect(unknownDeparture.json()).toEqual({ success: false, message: 'Departure not found' })
  const strangerAddon = await book(app, customer, {
    packageId: trip.packageId,
    batchId: trip.departureId,
    numberOfSeats: 1,
    paymentType: 'full',
    addonIds: ['a'.repeat(24)],
    customerDetails: details,
  })
  expect(strangerAddon.statusCode).toBe(400)
  // A departure of another trip, or a cancelled one, is not this trip's departure either.
  const elsewhere = await departure(app, { slug: 'char-dham-yatra' })
  const otherTrips = await book(app, customer, {
    packageId: trip.packageId,
    batchId: elsewhere.departureId,
    numberOfSeats: 1,
    paymentType: 'full',
    customerDetails: details,
  })
  expect(otherTrips.json()).toEqual({ success: false, message: 'Departure not found' })
  await app.db
    .updateTable('batches')
    .set({ cancelled_at: new Date().toISOString() })
    .where('id', '=', trip.departureId)
    .execute()
  const cancelled = await book(app, customer, {
    packageId: trip.packageId,
    batchId: trip.departureId,
    numberOfSeats: 1,
    paymentType: 'full',
    customerDetails: details,
  })
  expect(cancelled.json()).toEqual({ success: false, message: 'Departure not found' })
})

test('refuses an advance on a departure less than 15 days away with 400, and takes it at 15 days', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const near = await departure(app, { inDays: 14 })
  const body = {
    packageId: near.packageId,
    batchId: near.departureId,
    numberOfSeats: 1,
    paymentType: 'advance',
    customerDetails: details,
  }
  const refused = await book(app, customer, body)
  expect(refused.statusCode).toBe(400)
  const message =
    'This departure is less than 15 days away, so it is paid in full when you book; please choose full payment'
  expect(refused.json()).toEqual({
    success: false,
    message,
    errors: [{ path: 'paymentType', message }],
  })
  expect(await seatsOf(app, near.departureId)).toBe(10)
  // Paid in full, the same departure books.
  const full = await book(app, customer, { ...body, paymentType: 'full' })
  expect(full.statusCode).toBe(201)
  // Exactly 15 days away the balance falls due today, not before: the advance is still offered.
  const edge = await departure(app, { inDays: 15, slug: 'char-dham-yatra' })
  const advance = await book(app, customer, {
    ...body,
    packageId: edge.packageId,
    batchId: edge.departureId,
  })
  expect(advance.statusCode).toBe(201)
  expect(advance.json<{ data: Booking }>().data.balanceDueDate).toBe(indiaCalendarDate(new Date()))
})

test('lets only the owner read or cancel a booking', async () => {
  const app = await createTestApp()
  const owner = await signUpAndLogIn(app)
  const stranger = await signUpAndLogIn(app)
  const trip = await departure(app)
  const booking = (
    await book(app, owner, {
      packageId: trip.packageId,
      batchId: trip.departureId,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: details,
    })
  ).json<{ data: Booking }>().data
  expect(
    (await app.inject({ method: 'GET', url: `/api/bookings/${booking._id}`, headers: owner.auth }))
      .statusCode,
  ).toBe(200)
  expect(
    (
      await app.inject({
        method: 'GET',
        url: `/api/bookings/${booking._id}`,
        headers: stranger.auth,
      })
    ).statusCode,
  ).toBe(403)
  expect(
    (
      await app.inject({
        method: 'POST',
        url: `/api/bookings/${booking._id}/cancel`,
        headers: stranger.auth,
      })
    ).statusCode,
  ).toBe(403)
  expect(
    (await app.inject({ method: 'GET', url: `/api/bookings/${booking._id}` })).statusCode,
  ).toBe(401)
  expect(
    (await app.inject({ method: 'GET', url: '/api/bookings', headers: stranger.auth })).json(),
  ).toEqual({ success: true, data: [] })
  const mine = (
    await app.inject({ method: 'GET', url: '/api/bookings', headers: owner.auth })
  ).json<{ data: Booking[] }>().data
  expect(mine.map((item) => item._id)).toEqual([booking._id])
  expect(
    (
      await app.inject({
        method: 'GET',
        url: `/api/bookings/${'0'.repeat(24)}`,
        headers: owner.auth,
      })
    ).statusCode,
  ).toBe(404)
})

test('cancels with the refund of the stored policy, returns the seats and refuses a second cancel', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const trip = await departure(app, { seats: 10, inDays: 40 })
  const booking = (
    await book(app, customer, {
      packageId: trip.packageId,
      batchId: trip.departureId,
      numberOfSeats: 2,
      paymentType: 'advance',
      customerDetails: details,
    })
  ).json<{ data: Booking }>().data
  expect(await seatsOf(app, trip.departureId)).toBe(8)
  await payOffline(app, booking._id, Math.round(booking.bookingInfo.payableAmount * 100))
  const quote = (
    await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/refund-quote`,
      headers: customer.auth,
    })
  ).json<{ data: Record<string, unknown> }>().data
  const expected = Math.floor(booking.bookingInfo.payableAmount * 100 * 0.75) / 100
  expect(quote).toEqual({
    bookingId: booking._id,
    policy: 'standard',
    daysBeforeDeparture: 40,
    refundPercent: 75,
    amountPaid: booking.bookingInfo.payableAmount,
    refundAmount: expected,
    // Or trek credit: all of what was paid, whatever the policy (CREDIT_PERCENT 100).
    creditAmount: booking.bookingInfo.payableAmount,
    creditPercent: 100,
    creditReturned: 0,
    creditExpiresOn: creditExpiryFrom(indiaCalendarDate()),
  })

  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
  expect(cancelled.statusCode).toBe(200)
  expect(cancelled.json<{ data: Booking }>().data).toMatchObject({
    metadata: { status: 'cancelled' },
    refundAmount: expected,
  })
  expect(await seatsOf(app, trip.departureId)).toBe(10)
  const again = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
  expect(again.statusCode).toBe(409)
  expect(await seatsOf(app, trip.departureId)).toBe(10)
  const kinds = (
    await app.db.selectFrom('notifications').select('kind').orderBy('created_at').execute()
  ).map((row) => row.kind)
  expect(kinds).toEqual(['booking-received', 'booking-confirmed', 'booking-cancelled'])
})

test('writes the refund in the cancellation notice as a bill does, with both digits of the paise', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const trip = await departure(app, { inDays: 60 })
  // ₹428.48 plus 5 % GST (₹21.42) is ₹449.90, all of it refunded 45 days or more before departure.
  await app.db
    .updateTable('packages')
    .set({ offer_price_paise: 42_848 })
    .where('id', '=', trip.packageId)
    .execute()
  const booking = (
    await book(app, customer, {
      packageId: trip.packageId,
      batchId: trip.departureId,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: details,
    })
  ).json<{ data: Booking }>().data
  expect(booking.bookingInfo.total).toBe(449.9)
  await payOffline(app, booking._id, 44_990)
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
  expect(cancelled.json<{ data: Booking }>().data.refundAmount).toBe(449.9)
  const notices = (
    await app.inject({
      method: 'GET',
      url: `/api/notifications?userId=${customer.id}`,
      headers: customer.auth,
    })
  ).json<{ data: { title: string; message: string }[] }>().data
  const notice = notices.find((item) => item.title === 'Booking cancelled')
  expect(notice?.message).toContain(
    'Refund: ₹449.90, to your original payment method within 7-10 business days.',
  )
})

test('applies the group policy to ten or more travellers', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const trip = await departure(app, { seats: 20, inDays: 29, slug: 'char-dham-yatra' })
  const booking = (
    await book(app, customer, {
      packageId: trip.packageId,
      batchId: trip.departureId,
      numberOfSeats: 10,
      paymentType: 'full',
      customerDetails: details,
    })
  ).json<{ data: Booking }>().data
  expect(booking.refundPolicy).toBe('group')
  const quote = (
    await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/refund-quote`,
      headers: customer.auth,
    })
  ).json<{ data: { refundPercent: number } }>().data
  expect(quote.refundPercent).toBe(40)
})
