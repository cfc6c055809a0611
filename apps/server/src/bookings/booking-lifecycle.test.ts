import type { Booking, Notification } from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { createSecondInstance, createTestApp } from '../../test/test-app.ts'
import { loadEnv } from '../env.ts'
import { signUpAndLogIn } from '../../test/test-customers.ts'
import { sendBalanceReminders } from './balance-reminders.ts'
import { IllegalBookingTransition } from './booking-status.ts'
import { changeBookingStatus, completeEndedBookings, markCancelled } from './bookings.repository.ts'
import { expireHolds } from './hold-expiry.ts'
import {
  advanceBooking,
  bookingOf,
  bookOneSeat,
  payAmountDue,
  payOffline,
  pendingBooking,
  TRAVELLER,
} from '../../test/test-bookings.ts'

const MINUTE = 60_000

async function seatsOf(app: FastifyInstance, departureId: string) {
  const row = await app.db
    .selectFrom('batches')
    .select('availability')
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow()
  return row.availability
}

async function kindsOf(app: FastifyInstance, customerId: string) {
  const rows = await app.db
    .selectFrom('notifications')
    .select('kind')
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => row.kind)
}

test('refuses a third booking awaiting payment with 409, and lets one in once another is paid', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const first = await bookOneSeat(app, customer)
  const second = await bookOneSeat(app, customer)
  expect([first.response.statusCode, second.response.statusCode]).toEqual([201, 201])
  const third = await bookOneSeat(app, customer)
  expect(third.response.statusCode).toBe(409)
  expect(third.response.json()).toEqual({
    success: false,
    message:
      'You already have 2 bookings awaiting payment. Pay for or cancel one of them before booking again.',
  })
  expect(await seatsOf(app, third.departureId)).toBe(10)

  const paid = first.response.json<{ data: Booking }>().data
  await payAmountDue(app, paid)
  expect((await bookOneSeat(app, customer)).response.statusCode).toBe(201)
})

test('holds the pending limit when one customer books five times at once', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const { packageId, departureId } = await bookOneSeat(app, await signUpAndLogIn(app))
  const attempts = await Promise.all(
    Array.from({ length: 5 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: customer.auth,
        payload: {
          packageId,
          batchId: departureId,
          numberOfSeats: 1,
          paymentType: 'full',
          customerDetails: TRAVELLER,
        },
      }),
    ),
  )
  const statuses = attempts.map((response) => response.statusCode).sort()
  expect(statuses).toEqual([201, 201, 409, 409, 409])
  expect(await seatsOf(app, departureId)).toBe(7)
})

/**
 * Two instances are a PostgreSQL deployment (SQLite is one process); on SQLite the same race
 * runs twice in one app.
 */
const twoInstances = Boolean(loadEnv().DATABASE_URL)

test(`an expired hold is cancelled once, its seats back, even with ${twoInstances ? 'two instances' : 'two runs'} expiring at once`, async () => {
  const app = await createTestApp({ BOOKING_HOLD_MINUTES: '30' })
  const other = twoInstances ? await createSecondInstance(app, { BOOKING_HOLD_MINUTES: '30' }) : app
  const customer = await signUpAndLogIn(app)
  const { response, departureId } = await bookOneSeat(app, customer)
  const booking = response.json<{ data: Booking }>().data
  expect(await seatsOf(app, departureId)).toBe(9)

  expect(await expireHolds(app.db, app.mailContext, new Date(Date.now() + 29 * MINUTE))).toEqual([])
  const later = new Date(Date.parse(booking.holdExpiresAt ?? '') + 1)
  const [one, two] = await Promise.all([
    expireHolds(app.db, app.mailContext, later),
    expireHolds(other.db, other.mailContext, later),
  ])
  expect(one.length + two.length).toBe(1)
  expect(await seatsOf(app, departureId)).toBe(10)
  expect(await bookingOf(app, customer, booking._id)).toMatchObject({
    metadata: { status: 'cancelled' },
    cancelReason: 'expired',
    holdExpiresAt: null,
    amountDue: 0,
    refundAmount: 0,
    refunds: [],
  })
  expect(await kindsOf(app, customer.id)).toEqual(['booking-received', 'hold-expired'])
  expect(await expireHolds(app.db, app.mailContext, new Date(later.getTime() + MINUTE))).toEqual([])
})

test('a payment that covers the advance before the hold ends keeps the seats', async () => {
  const app = await createTestApp({ BOOKING_HOLD_MINUTES: '30' })
  const customer = await signUpAndLogIn(app)
  const { response, departureId } = await bookOneSeat(app, customer)
  const booking = response.json<{ data: Booking }>().data
  const settled = await payAmountDue(app, booking)
  expect(settled.booking).toMatchObject({
    metadata: { status: 'confirmed' },
    holdExpiresAt: null,
    amountPaid: booking.bookingInfo.total,
    amountDue: 0,
    payments: [{ method: 'upi', status: 'captured', amount: booking.bookingInfo.total }],
  })
  expect(await expireHolds(app.db, app.mailContext, new Date(Date.now() + 60 * MINUTE))).toEqual([])
  expect(await seatsOf(app, departureId)).toBe(9)
  expect(await kindsOf(app, customer.id)).toEqual(['booking-received', 'booking-confirmed'])
})

test('a hold that expires part paid refunds the part in full', async () => {
  const app = await createTestApp({ BOOKING_HOLD_MINUTES: '30' })
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)
  await payOffline(app, booking._id, 10_000)
  const partPaid = await bookingOf(app, customer, booking._id)
  expect(partPaid).toMatchObject({ metadata: { status: 'pending' }, amountPaid: 100 })
  expect(partPaid.amountDue).toBe(booking.amountDue - 100)

  const [expired] = await expireHolds(app.db, app.mailContext, new Date(Date.now() + 31 * MINUTE))
  expect(expired?.notification.message).toContain('The ₹100 you paid will be refunded in full.')
  expect(await bookingOf(app, customer, booking._id)).toMatchObject({
    cancelReason: 'expired',
    refundAmount: 100,
    // Still held by the operator until the refund has gone back.
    amountPaid: 100,
    refunds: [{ amount: 100, status: 'pending', reference: null }],
  })
})

test('refunds nothing when a booking with nothing paid is cancelled, and says so', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)
  const quote = await app.inject({
    method: 'GET',
    url: `/api/bookings/${booking._id}/refund-quote`,
    headers: customer.auth,
  })
  expect(quote.json()).toMatchObject({
    data: { amountPaid: 0, refundPercent: 100, refundAmount: 0 },
  })
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
  expect(cancelled.json<{ data: Booking }>().data).toMatchObject({
    cancelReason: 'customer',
    refundAmount: 0,
    refunds: [],
  })
  const notices = await app.db
    .selectFrom('notifications')
    .select('message')
    .where('kind', '=', 'booking-cancelled')
    .execute()
  expect(notices[0]?.message).toContain('Nothing was paid, so there is nothing to refund.')
})

test('records part payments until the advance is covered, then the balance, never more than the total', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const booking = await advanceBooking(app, customer, { seats: 2 })
  const advance = Math.round(booking.bookingInfo.payableAmount * 100)
  const total = Math.round(booking.bookingInfo.total * 100)

  const part = await payOffline(app, booking._id, advance - 100)
  expect(part.booking).toMatchObject({ metadata: { status: 'pending' }, amountDue: 1 })
  const covered = await payOffline(app, booking._id, 100)
  expect(covered.booking.metadata.status).toBe('confirmed')
  expect(covered.booking.amountDue).toBe((total - advance) / 100)
  expect(covered.notification?.message).toContain('The balance of')

  await expect(payOffline(app, booking._id, total - advance + 1)).rejects.toMatchObject({
    statusCode: 409,
  })
  const full = await payOffline(app, booking._id, total - advance)
  expect(full.booking).toMatchObject({ amountDue: 0, amountPaid: total / 100 })
  expect(full.notification?.message).toContain('Your booking is fully paid.')
})

test('reminds of an unpaid balance a week before it is due and on the day, once each', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const booking = await advanceBooking(app, customer, { inDays: 40 })
  await payAmountDue(app, booking)
  const due = booking.balanceDueDate ?? ''
  // Noon in India on a given calendar date.
  const on = (date: string) => new Date(`${date}T06:30:00.000Z`)

  expect(await sendBalanceReminders(app.db, app.mailContext, on(addDays(due, -8)))).toEqual([])
  const weekBefore = await sendBalanceReminders(app.db, app.mailContext, on(addDays(due, -7)))
  expect(weekBefore.map((sent) => sent.notification.title)).toEqual(['Balance due in a week'])
  expect(await sendBalanceReminders(app.db, app.mailContext, on(addDays(due, -3)))).toEqual([])
  const onTheDay = await sendBalanceReminders(app.db, app.mailContext, on(due))
  expect(onTheDay[0]?.notification.message).toContain('is due today')
  expect(await sendBalanceReminders(app.db, app.mailContext, on(due))).toEqual([])

  expect((await bookingOf(app, customer, booking._id)).balanceOverdue).toBe(false)
})

test('a confirmed booking is completed after its departure ends', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const { response, departureId } = await bookOneSeat(app, customer, 10)
  const booking = response.json<{ data: Booking }>().data
  await payAmountDue(app, booking)
  const end = booking.batchDetails.endDate
  expect(await completeEndedBookings(app.db, end)).toBe(0)
  expect(await completeEndedBookings(app.db, addDays(end, 1))).toBe(1)
  expect((await bookingOf(app, customer, booking._id)).metadata.status).toBe('completed')
  expect(await seatsOf(app, departureId)).toBe(9)
})

test('a completed booking stays completed: the cancel API answers 409 and the repository refuses to move it', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer, 10)
  await payAmountDue(app, booking)
  await completeEndedBookings(app.db, addDays(booking.batchDetails.endDate, 1))

  const cancel = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
  expect(cancel.statusCode).toBe(409)
  const at = new Date().toISOString()
  await expect(
    markCancelled(app.db, booking._id, {
      reason: 'operator',
      refundPaise: 0,
      at,
      from: ['completed'],
    }),
  ).rejects.toThrow(IllegalBookingTransition)
  await expect(
    changeBookingStatus(
      app.db,
      { bookingId: booking._id },
      { from: ['completed'], to: 'confirmed' },
    ),
  ).rejects.toThrow(IllegalBookingTransition)
  expect((await bookingOf(app, customer, booking._id)).metadata.status).toBe('completed')
})

test('traveller details per seat: completed from My Bookings until 3 days before departure', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer, 4)
  expect(booking).toMatchObject({ travellersMissing: 1, travellersEditable: true })
  const put = (travellers: unknown[]) =>
    app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking._id}/travellers`,
      headers: customer.auth,
      payload: { travellers },
    })
  const asha = {
    name: 'Asha Rawat',
    age: 31,
    gender: 'female',
    idType: 'aadhaar',
    idNumber: '1234 5678 9012',
  }
  const saved = await put([asha])
  expect(saved.statusCode).toBe(200)
  expect(saved.json<{ data: Booking }>().data).toMatchObject({
    travellers: [asha],
    travellersMissing: 0,
  })
  expect((await put([asha, asha])).json()).toMatchObject({
    success: false,
    errors: [{ path: 'travellers', message: 'Enter one traveller for each of the 1 seats' }],
  })
  expect((await put([{ ...asha, age: 0 }])).statusCode).toBe(400)
  expect((await put([{ ...asha, idNumber: '<script>' }])).statusCode).toBe(400)

  const other = await signUpAndLogIn(app)
  const foreign = await app.inject({
    method: 'PUT',
    url: `/api/bookings/${booking._id}/travellers`,
    headers: other.auth,
    payload: { travellers: [asha] },
  })
  expect(foreign.statusCode).toBe(403)

  // Three days before departure the list is with the operator.
  const start = addDays(indiaCalendarDate(), 2)
  await app.db
    .updateTable('bookings')
    .set({ start_date: start })
    .where('id', '=', booking._id)
    .execute()
  const late = await put([asha])
  expect(late.statusCode).toBe(409)
  expect(late.json<{ message: string }>().message).toBe(
    'Traveller details can be changed online until 3 days before departure; please contact us',
  )
})

test('Char Dham bookings need every traveller, and take them at booking', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const pkg = await app.db
    .selectFrom('packages')
    .innerJoin('batches', 'batches.package_id', 'packages.id')
    .select(['packages.id as packageId', 'batches.id as batchId'])
    .where('packages.slug', '=', 'char-dham-yatra')
    .where('batches.start_date', '>', addDays(indiaCalendarDate(), 5))
    .where('batches.availability', '>=', 2)
    .orderBy('batches.start_date')
    .executeTakeFirstOrThrow()
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: {
      ...pkg,
      numberOfSeats: 2,
      paymentType: 'full',
      customerDetails: TRAVELLER,
      travellers: [
        { name: 'Asha Rawat', age: 31, gender: 'female', idType: 'passport', idNumber: 'Z1234567' },
      ],
    },
  })
  expect(response.statusCode).toBe(201)
  expect(response.json<{ data: Booking }>().data).toMatchObject({
    travellersRequired: true,
    travellersMissing: 1,
    travellers: [{ name: 'Asha Rawat', idType: 'passport' }, { name: '' }],
  })
})

test('tells the customer live when a hold expires', async () => {
  const app = await createTestApp({ BOOKING_HOLD_MINUTES: '30' })
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)
  const [expired] = await expireHolds(app.db, app.mailContext, new Date(Date.now() + 31 * MINUTE))
  expect(expired).toMatchObject({ bookingId: booking._id, customerId: customer.id })
  const notices = await app.inject({
    method: 'GET',
    url: `/api/notifications?userId=${customer.id}`,
    headers: customer.auth,
  })
  const newest = notices.json<{ data: Notification[] }>().data[0]
  expect(newest?.title).toBe('Booking expired')
})
