import {
  type Booking,
  type ConsoleDeparture,
  type ConsoleWaitlistEntry,
  EVENTS,
  type JoinAck,
  type Notification,
  type WaitlistEntry,
} from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { createSecondInstance, createTestApp } from '../../test/test-app.ts'
import { moveFirstDeparture, TRAVELLER } from '../../test/test-bookings.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { collect, connectSocket, listen, until } from '../../test/live.ts'
import { queuedMailTo } from '../../test/test-outbox.ts'
import { createConsoleApp, createStaffMember } from '../../test/test-staff.ts'
import { expireHolds } from '../bookings/index.ts'
import { loadEnv } from '../env.ts'
import { waitlistRulesOf } from './waitlist.routes.ts'
import { closeWaitlists, lapseOffers } from './waitlist.service.ts'

const HOUR = 3_600_000

type Trip = { packageId: string; departureId: string }

/** Kedarkantha's first departure, moved to start `inDays` from today with `seats` seats. */
async function departureWith(app: FastifyInstance, seats: number, inDays = 60): Promise<Trip> {
  const { packageId, departureId } = await moveFirstDeparture(app, {
    inDays,
    seats,
    capacity: seats,
  })
  return { packageId, departureId }
}

function book(app: FastifyInstance, customer: TestCustomer, trip: Trip, seats = 1) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: {
      packageId: trip.packageId,
      batchId: trip.departureId,
      numberOfSeats: seats,
      paymentType: 'full',
      customerDetails: TRAVELLER,
    },
  })
}

async function booked(app: FastifyInstance, customer: TestCustomer, trip: Trip, seats = 1) {
  const response = await book(app, customer, trip, seats)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: Booking }>().data
}

function join(app: FastifyInstance, customer: TestCustomer, trip: Trip, seats: number) {
  return app.inject({
    method: 'POST',
    url: `/api/departures/${trip.departureId}/waitlist`,
    headers: customer.auth,
    payload: { seats },
  })
}

async function joined(app: FastifyInstance, customer: TestCustomer, trip: Trip, seats = 1) {
  const response = await join(app, customer, trip, seats)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: WaitlistEntry }>().data
}

function cancel(app: FastifyInstance, customer: TestCustomer, booking: Booking) {
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
}

async function entriesOf(app: FastifyInstance, customer: TestCustomer) {
  const response = await app.inject({ method: 'GET', url: '/api/waitlist', headers: customer.auth })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: WaitlistEntry[] }>().data
}

async function statusOf(app: FastifyInstance, customer: TestCustomer) {
  const [entry] = await entriesOf(app, customer)
  return entry?.status
}

async function seatsOf(app: FastifyInstance, departureId: string) {
  const row = await app.db
    .selectFrom('batches')
    .select('availability')
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow()
  return row.availability
}

/** A departure with `seats` seats, each booked by a customer of its own. */
async function fullDeparture(app: FastifyInstance, seats: number, inDays = 60) {
  const trip = await departureWith(app, seats, inDays)
  const bookings: { customer: TestCustomer; booking: Booking }[] = []
  for (let seat = 0; seat < seats; seat += 1) {
    const customer = await signUpAndLogIn(app)
    bookings.push({ customer, booking: await booked(app, customer, trip) })
  }
  return { trip, bookings }
}

describe('joining and leaving', () => {
  test('a full departure takes a signed-in customer on its waitlist in the order they joined', async () => {
    const app = await createTestApp()
    const { trip } = await fullDeparture(app, 1)
    const first = await signUpAndLogIn(app)
    const second = await signUpAndLogIn(app)
    const one = await joined(app, first, trip, 2)
    expect(one).toMatchObject({
      departureId: trip.departureId,
      seats: 2,
      position: 1,
      status: 'waiting',
      offerExpiresAt: null,
    })
    expect(await joined(app, second, trip, 1)).toMatchObject({ position: 2, status: 'waiting' })

    const again = await join(app, first, trip, 1)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      success: false,
      message: 'You are already on the waitlist for this departure',
    })

    const left = await app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${one._id}`,
      headers: first.auth,
    })
    expect(left.statusCode).toBe(200)
    expect(left.json<{ data: WaitlistEntry }>().data.status).toBe('left')
    expect((await entriesOf(app, second))[0]).toMatchObject({ position: 1 })
    // Having left, the customer may join again, at the back.
    expect(await joined(app, first, trip, 1)).toMatchObject({ position: 2 })
  })

  test('a departure with seats answers 409: book them now', async () => {
    const app = await createTestApp()
    const trip = await departureWith(app, 3)
    const customer = await signUpAndLogIn(app)
    const response = await join(app, customer, trip, 1)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message: 'Seats are available: book them now',
    })
  })

  test('refuses a party of 0 or 7, a visitor, an unknown departure, and someone else’s entry', async () => {
    const app = await createTestApp()
    const { trip } = await fullDeparture(app, 1)
    const owner = await signUpAndLogIn(app)
    const stranger = await signUpAndLogIn(app)
    expect((await join(app, owner, trip, 0)).statusCode).toBe(400)
    expect((await join(app, owner, trip, 7)).statusCode).toBe(400)
    const visitor = await app.inject({
      method: 'POST',
      url: `/api/departures/${trip.departureId}/waitlist`,
      payload: { seats: 1 },
    })
    expect(visitor.statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/waitlist' })).statusCode).toBe(401)
    const unknown = await join(app, owner, { ...trip, departureId: 'f'.repeat(24) }, 1)
    expect(unknown.statusCode).toBe(404)

    const entry = await joined(app, owner, trip, 1)
    expect(await entriesOf(app, stranger)).toEqual([])
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry._id}`,
      headers: stranger.auth,
    })
    expect(theirs.statusCode).toBe(404)
    expect(await statusOf(app, owner)).toBe('waiting')
  })
})

describe('offers', () => {
  test('a cancellation offers the freed seats to the first in line whose party fits, held from everyone else', async () => {
    const app = await createTestApp()
    const { trip, bookings } = await fullDeparture(app, 2)
    const [a] = bookings
    if (!a) throw new Error('no booking')
    const party = await signUpAndLogIn(app)
    const single = await signUpAndLogIn(app)
    const later = await signUpAndLogIn(app)
    await joined(app, party, trip, 2)
    await joined(app, single, trip, 1)
    await joined(app, later, trip, 1)

    expect((await cancel(app, a.customer, a.booking)).statusCode).toBe(200)
    // One seat came back: the party of two does not fit and keeps its place; the single gets it.
    const [offer] = await entriesOf(app, single)
    expect(offer).toMatchObject({ status: 'offered', position: null })
    const expires = Date.parse(offer?.offerExpiresAt ?? '')
    expect(expires - Date.now()).toBeGreaterThan(23.9 * HOUR)
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * HOUR)
    expect((await entriesOf(app, party))[0]).toMatchObject({ status: 'waiting', position: 1 })
    expect((await entriesOf(app, later))[0]).toMatchObject({ status: 'waiting', position: 2 })
    expect(await seatsOf(app, trip.departureId)).toBe(0)

    const stranger = await signUpAndLogIn(app)
    const refused = await book(app, stranger, trip)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      success: false,
      message: 'Only 0 seats left on this departure',
    })

    const notifications = await app.db
      .selectFrom('notifications')
      .select(['kind', 'title'])
      .where('customer_id', '=', single.id)
      .execute()
    expect(notifications).toEqual([{ kind: 'waitlist-offer', title: 'Seats held for you' }])
    const mail = (await queuedMailTo(app, [single.email])).find((sent) =>
      sent.subject.startsWith('Seats are yours'),
    )
    expect(mail?.subject).toMatch(/^Seats are yours to book: /)
    expect(mail?.text).toContain(`/booking/kedarkantha-trek?batch=${trip.departureId}`)

    const mine = await booked(app, single, trip)
    expect(mine.metadata.status).toBe('pending')
    expect(await statusOf(app, single)).toBe('booked')
    expect(await seatsOf(app, trip.departureId)).toBe(0)
  })

  test('an offer not booked in time lapses and passes to the next whose party fits', async () => {
    const app = await createTestApp()
    const { trip, bookings } = await fullDeparture(app, 2)
    const first = await signUpAndLogIn(app)
    const second = await signUpAndLogIn(app)
    await joined(app, first, trip, 2)
    await joined(app, second, trip, 2)
    for (const { customer, booking } of bookings) await cancel(app, customer, booking)
    expect(await statusOf(app, first)).toBe('offered')
    expect(await statusOf(app, second)).toBe('waiting')

    const rules = waitlistRulesOf(app)
    expect((await lapseOffers(app.db, rules, new Date(Date.now() + 23 * HOUR))).deliveries).toEqual(
      [],
    )
    const { deliveries, packageIds } = await lapseOffers(
      app.db,
      rules,
      new Date(Date.now() + 25 * HOUR),
    )
    expect(deliveries.map((delivery) => delivery.customerId)).toEqual([first.id])
    expect(packageIds).toEqual([trip.packageId])
    expect(await statusOf(app, first)).toBe('lapsed')
    expect(await statusOf(app, second)).toBe('offered')
    expect(await seatsOf(app, trip.departureId)).toBe(0)
    // A lapsed offer is no longer the customer's to book.
    expect((await book(app, first, trip, 2)).statusCode).toBe(409)
  })

  test('leaving with an offer gives its seats to the next in line', async () => {
    const app = await createTestApp()
    const { trip, bookings } = await fullDeparture(app, 1)
    const [a] = bookings
    if (!a) throw new Error('no booking')
    const first = await signUpAndLogIn(app)
    const second = await signUpAndLogIn(app)
    const entry = await joined(app, first, trip, 1)
    await joined(app, second, trip, 1)
    await cancel(app, a.customer, a.booking)
    expect(await statusOf(app, first)).toBe('offered')
    await app.inject({ method: 'DELETE', url: `/api/waitlist/${entry._id}`, headers: first.auth })
    expect(await statusOf(app, first)).toBe('left')
    expect(await statusOf(app, second)).toBe('offered')
    expect(await seatsOf(app, trip.departureId)).toBe(0)
  })

  test('booking fewer seats than an offer holds passes the rest to the next in line', async () => {
    const app = await createTestApp()
    const trip = await departureWith(app, 2)
    const pair = await signUpAndLogIn(app)
    const theirs = await booked(app, pair, trip, 2)
    const party = await signUpAndLogIn(app)
    const single = await signUpAndLogIn(app)
    await joined(app, party, trip, 2)
    await joined(app, single, trip, 1)
    await cancel(app, pair, theirs)
    expect(await statusOf(app, party)).toBe('offered')
    expect(await statusOf(app, single)).toBe('waiting')

    await booked(app, party, trip, 1)
    expect(await statusOf(app, party)).toBe('booked')
    expect(await statusOf(app, single)).toBe('offered')
    expect(await seatsOf(app, trip.departureId)).toBe(0)
  })

  test('seats from an expired hold go to the waitlist', async () => {
    const app = await createTestApp({ BOOKING_HOLD_MINUTES: '30' })
    const { trip, bookings } = await fullDeparture(app, 1)
    const waiting = await signUpAndLogIn(app)
    await joined(app, waiting, trip, 1)
    const expiry = Date.parse(bookings[0]?.booking.holdExpiresAt ?? '')
    expect(await expireHolds(app.db, app.mailContext, new Date(expiry + 1))).toHaveLength(1)
    expect(await statusOf(app, waiting)).toBe('offered')
    expect(await seatsOf(app, trip.departureId)).toBe(0)
  })

  test('the offer reaches the customer live once the cancellation is committed', async () => {
    const app = await createTestApp()
    const url = await listen(app)
    const { trip, bookings } = await fullDeparture(app, 1)
    const [a] = bookings
    if (!a) throw new Error('no booking')
    const waiting = await signUpAndLogIn(app)
    await joined(app, waiting, trip, 1)
    const socket = await connectSocket(url, { token: waiting.token })
    const received = collect<Notification>(socket, EVENTS.NOTIFICATION)
    const ack = (await socket.timeout(2000).emitWithAck(EVENTS.JOIN, waiting.id)) as JoinAck
    expect(ack.ok).toBe(true)

    await cancel(app, a.customer, a.booking)
    await until(() => received.length > 0)
    expect(received.map((notification) => notification.title)).toEqual(['Seats held for you'])
  })

  test('seats raised in the console go to the waitlist, which the console shows', async () => {
    const app = await createConsoleApp()
    const staff = await createStaffMember(app)
    const { trip } = await fullDeparture(app, 1)
    const party = await signUpAndLogIn(app)
    const single = await signUpAndLogIn(app)
    await joined(app, party, trip, 2)
    await joined(app, single, trip, 1)

    const list = await app.inject({
      method: 'GET',
      url: `/api/console/departures?packageId=${trip.packageId}`,
      headers: staff.auth,
    })
    const listed = list
      .json<{ data: ConsoleDeparture[] }>()
      .data.find((departure) => departure._id === trip.departureId)
    expect(listed?.waitlistWaiting).toBe(2)

    const raised = await app.inject({
      method: 'PUT',
      url: `/api/console/departures/${trip.departureId}`,
      headers: staff.auth,
      payload: { seats: 3 },
    })
    expect(raised.statusCode).toBe(200)
    expect(await statusOf(app, party)).toBe('offered')
    expect(await statusOf(app, single)).toBe('waiting')
    expect(await seatsOf(app, trip.departureId)).toBe(0)

    const view = await app.inject({
      method: 'GET',
      url: `/api/console/departures/${trip.departureId}/waitlist`,
      headers: staff.auth,
    })
    expect(view.statusCode).toBe(200)
    expect(
      view.json<{ data: ConsoleWaitlistEntry[] }>().data.map((entry) => ({
        customerId: entry.customerId,
        status: entry.status,
        position: entry.position,
      })),
    ).toEqual([
      { customerId: party.id, status: 'offered', position: null },
      { customerId: single.id, status: 'waiting', position: 1 },
    ])
    const visitor = await app.inject({
      method: 'GET',
      url: `/api/console/departures/${trip.departureId}/waitlist`,
    })
    expect(visitor.statusCode).toBe(401)
    const customer = await app.inject({
      method: 'GET',
      url: `/api/console/departures/${trip.departureId}/waitlist`,
      headers: party.auth,
    })
    expect(customer.statusCode).toBe(403)
  })
})

describe('closing', () => {
  test('the waitlist closes 3 days before departure: no entries, no offers, those waiting told', async () => {
    const app = await createTestApp()
    const { trip, bookings } = await fullDeparture(app, 1, 10)
    const waiting = await signUpAndLogIn(app)
    await joined(app, waiting, trip, 1)

    const rules = waitlistRulesOf(app)
    expect(await closeWaitlists(app.db, rules, new Date(Date.now() + 6 * 24 * HOUR))).toEqual([])
    const closed = await closeWaitlists(app.db, rules, new Date(Date.now() + 7 * 24 * HOUR))
    expect(closed.map((delivery) => delivery.customerId)).toEqual([waiting.id])
    expect(await statusOf(app, waiting)).toBe('closed')
    const mails = await queuedMailTo(app, [waiting.email])
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Welcome to Trippy Himalaya',
      expect.stringMatching(/^Waitlist closed: Kedarkantha Trek, /),
    ])

    // Two days out: nobody joins, and a cancellation's seats stay public.
    await app.db
      .updateTable('batches')
      .set({ start_date: addDays(indiaCalendarDate(new Date()), 2) })
      .where('id', '=', trip.departureId)
      .execute()
    const late = await signUpAndLogIn(app)
    const refused = await join(app, late, trip, 1)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      success: false,
      message: 'The waitlist for this departure has closed',
    })
    const [a] = bookings
    if (!a) throw new Error('no booking')
    await cancel(app, a.customer, a.booking)
    expect(await seatsOf(app, trip.departureId)).toBe(1)
  })
})

/**
 * Two instances are a PostgreSQL deployment (SQLite is one process); on SQLite the same race
 * runs twice in one app.
 */
const twoInstances = Boolean(loadEnv().DATABASE_URL)

test(`${twoInstances ? 'two instances' : 'two requests'} releasing seats at once never offer a seat twice nor hold more than were freed`, async () => {
  const app = await createTestApp()
  const other = twoInstances ? await createSecondInstance(app) : app
  const { trip, bookings } = await fullDeparture(app, 2)
  const waiting = [await signUpAndLogIn(app), await signUpAndLogIn(app), await signUpAndLogIn(app)]
  for (const customer of waiting) await joined(app, customer, trip, 1)
  const [a, b] = bookings
  if (!a || !b) throw new Error('no bookings')

  const answers = await Promise.all([
    cancel(app, a.customer, a.booking),
    cancel(other, b.customer, b.booking),
  ])
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
  const statuses = async () => Promise.all(waiting.map((customer) => statusOf(app, customer)))
  expect(await statuses()).toEqual(['offered', 'offered', 'waiting'])
  expect(await seatsOf(app, trip.departureId)).toBe(0)

  // Both instances lapse the offers at once: each lapses once; of the two seats back one is
  // offered to the last in line and one goes public.
  const later = new Date(Date.now() + 25 * HOUR)
  const [one, two] = await Promise.all([
    lapseOffers(app.db, waitlistRulesOf(app), later),
    lapseOffers(other.db, waitlistRulesOf(other), later),
  ])
  expect(one.deliveries.length + two.deliveries.length).toBe(2)
  expect(await statuses()).toEqual(['lapsed', 'lapsed', 'offered'])
  expect(await seatsOf(app, trip.departureId)).toBe(1)
  const offers = await app.db
    .selectFrom('notifications')
    .select('customer_id')
    .where('kind', '=', 'waitlist-offer')
    .execute()
  expect(offers.map((row) => row.customer_id).sort()).toEqual(
    waiting.map((customer) => customer.id).sort(),
  )
})
