import type { Booking } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { TestCustomer } from './test-customers.ts'
import { recordOfflinePayment } from '../src/checkout/payments.service.ts'

/** For API tests of any feature: the traveller's details a booking form sends. */
export const TRAVELLER = {
  fullName: 'Asha Rawat',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  address: '12 Rajpur Road, Dehradun',
  emergencyContact: '+91 91234 56789',
  emergencyName: 'Vikram Rawat',
}

/**
 * For API tests of any feature: Kedarkantha's first departure, moved to start `inDays` from today
 * (60 by default) with `seats` seats left (10 by default), and its capacity set to `capacity` when
 * given; the package's and the departure's ids and the package's offer price.
 */
export async function moveFirstDeparture(
  app: FastifyInstance,
  {
    inDays = 60,
    seats = 10,
    capacity,
  }: { inDays?: number; seats?: number; capacity?: number } = {},
) {
  const pkg = await app.db
    .selectFrom('packages')
    .select(['id', 'offer_price_paise'])
    .where('slug', '=', 'kedarkantha-trek')
    .executeTakeFirstOrThrow()
  const departure = await app.db
    .selectFrom('batches')
    .select('id')
    .where('package_id', '=', pkg.id)
    .orderBy('start_date')
    .executeTakeFirstOrThrow()
  const start = addDays(indiaCalendarDate(new Date()), inDays)
  await app.db
    .updateTable('batches')
    .set({
      start_date: start,
      end_date: addDays(start, 5),
      availability: seats,
      ...(capacity === undefined ? {} : { capacity }),
    })
    .where('id', '=', departure.id)
    .execute()
  return { packageId: pkg.id, departureId: departure.id, pricePaise: pkg.offer_price_paise }
}

/** Books seats on Kedarkantha's first departure (`moveFirstDeparture`), paying in full by default. */
export async function bookSeats(
  app: FastifyInstance,
  customer: TestCustomer,
  {
    inDays = 60,
    seats = 1,
    paymentType = 'full',
  }: { inDays?: number; seats?: number; paymentType?: 'full' | 'advance' } = {},
) {
  const { packageId, departureId } = await moveFirstDeparture(app, { inDays })
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: {
      packageId,
      batchId: departureId,
      numberOfSeats: seats,
      paymentType,
      customerDetails: TRAVELLER,
    },
  })
  return { response, packageId, departureId }
}

/** Books one seat on Kedarkantha's first departure, moved to start `inDays` from today with 10 seats. */
export function bookOneSeat(app: FastifyInstance, customer: TestCustomer, inDays = 60) {
  return bookSeats(app, customer, { inDays })
}

/** A booking of one seat, paid in full, awaiting its payment (`bookOneSeat`). */
export async function pendingBooking(app: FastifyInstance, customer: TestCustomer, inDays = 60) {
  const { response } = await bookOneSeat(app, customer, inDays)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: Booking }>().data
}

/** A booking of one seat, paid in full offline and so confirmed. */
export async function confirmedBooking(app: FastifyInstance, customer: TestCustomer, inDays = 60) {
  return (await payAmountDue(app, await pendingBooking(app, customer, inDays))).booking
}

/** A booking that pays the advance now and the balance later, awaiting the advance. */
export async function advanceBooking(
  app: FastifyInstance,
  customer: TestCustomer,
  { inDays = 60, seats = 1 }: { inDays?: number; seats?: number } = {},
) {
  const { response } = await bookSeats(app, customer, { inDays, seats, paymentType: 'advance' })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: Booking }>().data
}

/** A booking as its customer reads it. */
export async function bookingOf(app: FastifyInstance, customer: TestCustomer, id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/bookings/${id}`,
    headers: customer.auth,
  })
  return response.json<{ data: Booking }>().data
}

/** Records what a booking owes now as paid offline (`payOffline`). */
export function payAmountDue(app: FastifyInstance, booking: Pick<Booking, '_id' | 'amountDue'>) {
  return payOffline(app, booking._id, Math.round(booking.amountDue * 100))
}

/** Records money received for a booking by UPI, as the operator would in the console. */
export async function payOffline(app: FastifyInstance, bookingId: string, amountPaise: number) {
  return recordOfflinePayment(
    app.db,
    bookingId,
    {
      amountPaise,
      method: 'upi',
      reference: `UPI-${bookingId.slice(-6)}`,
      receivedAt: new Date().toISOString(),
      recordedBy: 'test',
    },
    app.mailContext,
  )
}
