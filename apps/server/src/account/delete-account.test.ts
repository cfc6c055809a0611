import type { Booking, RefundQuote } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { listen, openSeatsStream } from '../../test/live.ts'
import { createTestApp } from '../../test/test-app.ts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { signUpAndLogIn, TEST_PASSWORD, type TestCustomer } from '../../test/test-customers.ts'

const ASHA = {
  fullName: 'Asha Rawat',
  email: 'asha.traveller@example.com',
  phone: '+91 98765 43210',
  address: '12 Rajpur Road, Dehradun',
  emergencyContact: '+91 91234 56789',
  emergencyName: 'Vikram Rawat',
  specialRequirements: 'Vegetarian meals, knee support',
}

const MEERA = {
  fullName: 'Meera Joshi',
  email: 'meera.traveller@example.com',
  phone: '+91 99887 76655',
  address: '4 Mall Road, Nainital',
  emergencyContact: '+91 90000 11111',
  emergencyName: 'Ravi Joshi',
  specialRequirements: '',
}

const today = () => indiaCalendarDate(new Date())

/** The first departure of a demo package, moved to start `inDays` from today with `seats` left. */
async function departure(app: FastifyInstance, slug: string, inDays: number, seats = 10) {
  const pkg = await app.db
    .selectFrom('packages')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()
  const departureRow = await app.db
    .selectFrom('batches')
    .select('id')
    .where('package_id', '=', pkg.id)
    .orderBy('start_date')
    .executeTakeFirstOrThrow()
  const startDate = addDays(today(), inDays)
  await app.db
    .updateTable('batches')
    .set({
      availability: seats,
      capacity: 20,
      start_date: startDate,
      end_date: addDays(startDate, 5),
    })
    .where('id', '=', departureRow.id)
    .execute()
  return { packageId: pkg.id, batchId: departureRow.id }
}

async function book(
  app: FastifyInstance,
  customer: TestCustomer,
  trip: { packageId: string; batchId: string },
  seats: number,
  customerDetails: typeof ASHA,
): Promise<Booking> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: { ...trip, numberOfSeats: seats, paymentType: 'advance', customerDetails },
  })
  expect(response.statusCode).toBe(201)
  return response.json<{ data: Booking }>().data
}

/** Moves a booking and its departure into the past: the trip has been made. */
async function makePast(app: FastifyInstance, booking: Booking) {
  const startDate = addDays(today(), -20)
  const dates = { start_date: startDate, end_date: addDays(startDate, 5) }
  await app.db.updateTable('bookings').set(dates).where('id', '=', booking._id).execute()
  await app.db
    .updateTable('batches')
    .set(dates)
    .where('id', '=', booking.batchDetails.batchId)
    .execute()
}

function deleteAccount(app: FastifyInstance, customer: TestCustomer) {
  return app.inject({
    method: 'DELETE',
    url: `/api/customers/${customer.id}`,
    headers: customer.auth,
    payload: { password: TEST_PASSWORD },
  })
}

const bookingRow = (app: FastifyInstance, id: string) =>
  app.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const seatsLeft = async (app: FastifyInstance, departureId: string) =>
  (
    await app.db
      .selectFrom('batches')
      .select('availability')
      .where('id', '=', departureId)
      .executeTakeFirstOrThrow()
  ).availability

const catalogueVersion = async (app: FastifyInstance) =>
  Number(
    (
      await app.db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', 'catalogue_version')
        .executeTakeFirstOrThrow()
    ).value,
  )

/** Every value a traveller typed, as it could appear anywhere in stored text. */
const personalValues = (details: typeof ASHA, email: string) =>
  [...Object.values(details), email, 'Asha', 'Rawat'].filter((value) => value !== '')

async function completeProfile(app: FastifyInstance, customer: TestCustomer) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/customers/profile/${customer.id}`,
    headers: customer.auth,
    payload: {
      firstName: 'Asha',
      lastName: 'Rawat',
      phone: '+91 98765 43210',
      address: '12 Rajpur Road, Dehradun',
    },
  })
  expect(response.statusCode).toBe(200)
}

test('cancels upcoming bookings with the refund a cancellation gives today and puts their seats back', async () => {
  const app = await createTestApp()
  const asha = await signUpAndLogIn(app, { firstName: 'Asha' })
  const meera = await signUpAndLogIn(app, { firstName: 'Meera' })
  const trip = await departure(app, 'kedarkantha-trek', 40)
  const group = await departure(app, 'char-dham-yatra', 29, 20)
  const upcoming = await book(app, asha, trip, 2, ASHA)
  const groupBooking = await book(app, asha, group, 10, ASHA)
  const meeras = await book(app, meera, trip, 1, MEERA)
  const quote = async (booking: Booking) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/bookings/${booking._id}/refund-quote`,
        headers: asha.auth,
      })
    ).json<{ data: RefundQuote }>().data
  const quotes = [await quote(upcoming), await quote(groupBooking)]
  expect(quotes.map((item) => item.refundPercent)).toEqual([75, 40])
  expect(await seatsLeft(app, trip.batchId)).toBe(7)
  const versionBefore = await catalogueVersion(app)

  expect((await deleteAccount(app, asha)).statusCode).toBe(200)

  for (const [booking, expected] of [
    [upcoming, quotes[0]],
    [groupBooking, quotes[1]],
  ] as const) {
    const row = await bookingRow(app, booking._id)
    expect(row.status).toBe('cancelled')
    expect(Number(row.refund_paise)).toBe(Math.round((expected?.refundAmount ?? -1) * 100))
    expect(row.cancelled_at).not.toBeNull()
  }
  // Asha's seats are back; Meera's one seat is still taken.
  expect(await seatsLeft(app, trip.batchId)).toBe(9)
  expect(await seatsLeft(app, group.batchId)).toBe(20)
  expect(await catalogueVersion(app)).toBeGreaterThan(versionBefore)

  const meerasRow = await bookingRow(app, meeras._id)
  expect(meerasRow.status).toBe('pending')
  expect(JSON.parse(meerasRow.customer_details_json)).toEqual({ ...MEERA, userId: meera.id })
  const meerasList = await app.inject({ method: 'GET', url: '/api/bookings', headers: meera.auth })
  expect(meerasList.json<{ data: Booking[] }>().data.map((booking) => booking._id)).toEqual([
    meeras._id,
  ])
})

test('keeps past bookings for the accounts, and no booking, notification or mail keeps personal details', async () => {
  const app = await createTestApp()
  const asha = await signUpAndLogIn(app, { firstName: 'Asha' })
  const meera = await signUpAndLogIn(app, { firstName: 'Meera' })
  await completeProfile(app, asha)
  const trip = await departure(app, 'kedarkantha-trek', 60)
  const earlier = await departure(app, 'char-dham-yatra', 60)
  const past = await book(app, asha, earlier, 2, ASHA)
  await makePast(app, past)
  const cancelledEarlier = await book(app, asha, trip, 1, ASHA)
  const cancel = await app.inject({
    method: 'POST',
    url: `/api/bookings/${cancelledEarlier._id}/cancel`,
    headers: asha.auth,
  })
  expect(cancel.statusCode).toBe(200)
  await book(app, asha, trip, 1, ASHA)
  const meeras = await book(app, meera, trip, 1, MEERA)
  const pastBefore = await bookingRow(app, past._id)
  const cancelledBefore = await bookingRow(app, cancelledEarlier._id)
  const ashasNotifications = await app.db
    .selectFrom('notifications')
    .select('id')
    .where('customer_id', '=', asha.id)
    .execute()
  expect(ashasNotifications.length).toBeGreaterThan(0)

  expect((await deleteAccount(app, asha)).statusCode).toBe(200)

  const rows = await app.db
    .selectFrom('bookings')
    .selectAll()
    .where('customer_id', '=', asha.id)
    .execute()
  expect(rows).toHaveLength(3)
  for (const row of rows) {
    expect(JSON.parse(row.customer_details_json)).toEqual({
      userId: asha.id,
      fullName: '',
      email: '',
      phone: '',
      address: '',
      emergencyContact: '',
      emergencyName: '',
      specialRequirements: '',
    })
  }
  // The past trip stays as it was for the operator's records (GST included), only anonymised.
  const pastAfter = await bookingRow(app, past._id)
  expect(pastAfter.travellers_json).toBe('[]')
  expect({ ...pastAfter, customer_details_json: '', travellers_json: '' }).toEqual({
    ...pastBefore,
    customer_details_json: '',
    travellers_json: '',
  })
  expect(pastAfter.status).toBe('pending')
  // A booking cancelled before keeps the refund it was given then.
  const cancelledAfter = await bookingRow(app, cancelledEarlier._id)
  expect({ ...cancelledAfter, customer_details_json: '', travellers_json: '' }).toEqual({
    ...cancelledBefore,
    customer_details_json: '',
    travellers_json: '',
  })

  const customerRow = await app.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', asha.id)
    .executeTakeFirstOrThrow()
  const notifications = await app.db.selectFrom('notifications').selectAll().execute()
  const mail = await app.db.selectFrom('mail_outbox').selectAll().execute()
  const stored = JSON.stringify({ rows, customerRow, notifications, mail })
  for (const value of personalValues(ASHA, asha.email)) expect(stored).not.toContain(value)
  expect(notifications.filter((row) => row.customer_id === asha.id)).toEqual([])

  // Meera's booking, notifications and mail are untouched.
  expect(JSON.parse((await bookingRow(app, meeras._id)).customer_details_json)).toEqual({
    ...MEERA,
    userId: meera.id,
  })
  expect(notifications.filter((row) => row.customer_id === meera.id)).toHaveLength(1)
  // Besides Meera's own mail, only the operator's copies of booking mail, which name no one.
  expect(new Set(mail.map((row) => row.to_address))).toEqual(
    new Set([meera.email, app.env.operatorEmail]),
  )
})

test('the same email can register again and starts with nothing of the deleted account', async () => {
  const app = await createTestApp()
  const asha = await signUpAndLogIn(app, { firstName: 'Asha' })
  await book(app, asha, await departure(app, 'kedarkantha-trek', 60), 1, ASHA)
  const pkg = await app.db.selectFrom('packages').select('id').executeTakeFirstOrThrow()
  await app.inject({ method: 'POST', url: `/api/wishlist/${pkg.id}`, headers: asha.auth })
  expect((await deleteAccount(app, asha)).statusCode).toBe(200)
  const old = await app.inject({ method: 'GET', url: '/api/bookings', headers: asha.auth })
  expect(old.statusCode).toBe(401)

  const again = await signUpAndLogIn(app, { email: asha.email, firstName: 'Asha' })
  expect(again.id).not.toBe(asha.id)
  const read = (url: string) => app.inject({ method: 'GET', url, headers: again.auth })
  expect((await read('/api/bookings')).json()).toEqual({ success: true, data: [] })
  expect((await read('/api/wishlist')).json()).toMatchObject({ success: true, data: [] })
  const notifications = await read(`/api/notifications?userId=${again.id}`)
  expect(notifications.json()).toMatchObject({ success: true, data: [] })
})

test('tells pages watching the trip that the seats are back', async () => {
  const app = await createTestApp()
  const url = await listen(app)
  const asha = await signUpAndLogIn(app)
  const trip = await departure(app, 'kedarkantha-trek', 60)
  await book(app, asha, trip, 3, ASHA)

  const watcher = await openSeatsStream(url, trip.packageId)
  const updates = watcher.updates
  const seatsOfTrip = () =>
    updates.at(-1)?.departures.find((item) => item.batchId === trip.batchId)?.availability
  await expect.poll(seatsOfTrip).toBe(7)

  expect((await deleteAccount(app, asha)).statusCode).toBe(200)
  await expect.poll(seatsOfTrip).toBe(10)
})

test('changes nothing at all when a step of the deletion fails', async () => {
  const app = await createTestApp()
  const asha = await signUpAndLogIn(app)
  const trip = await departure(app, 'kedarkantha-trek', 60)
  const booking = await book(app, asha, trip, 2, ASHA)
  const pkg = await app.db.selectFrom('packages').select('id').executeTakeFirstOrThrow()
  await app.inject({ method: 'POST', url: `/api/wishlist/${pkg.id}`, headers: asha.auth })
  const snapshot = async () => ({
    bookings: await app.db.selectFrom('bookings').selectAll().orderBy('id').execute(),
    batches: await app.db.selectFrom('batches').selectAll().orderBy('id').execute(),
    notifications: await app.db.selectFrom('notifications').selectAll().orderBy('id').execute(),
    wishlist: await app.db.selectFrom('wishlist_items').selectAll().orderBy('package_id').execute(),
    sessions: await app.db.selectFrom('customer_sessions').selectAll().orderBy('id').execute(),
    mail: await app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute(),
    customers: await app.db.selectFrom('customers').selectAll().orderBy('id').execute(),
    version: await catalogueVersion(app),
  })
  const before = await snapshot()
  // The last step, anonymising the customer row, fails after every other step has run.
  if (app.env.DATABASE_URL) {
    await sql`create function refuse_customer_update() returns trigger language plpgsql as $$
      begin raise exception 'customer update refused'; end $$`.execute(app.db)
    await sql`create trigger refuse_customer_update before update on customers
      for each row execute function refuse_customer_update()`.execute(app.db)
  } else {
    await sql`create trigger refuse_customer_update before update on customers
      begin select raise(abort, 'customer update refused'); end`.execute(app.db)
  }

  expect((await deleteAccount(app, asha)).statusCode).toBe(500)

  expect(await snapshot()).toEqual(before)
  const read = await app.inject({
    method: 'GET',
    url: `/api/bookings/${booking._id}`,
    headers: asha.auth,
  })
  expect(read.json<{ data: Booking }>().data.customerDetails).toMatchObject(ASHA)
})
