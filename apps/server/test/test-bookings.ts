import type { FastifyInstance } from 'fastify'
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

/** Books one seat on Kedarkantha's first departure, moved to start `inDays` from today with 10 seats. */
export async function bookOneSeat(app: FastifyInstance, customer: TestCustomer, inDays = 60) {
  const pkg = await app.db
    .selectFrom('packages')
    .select('id')
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
    .set({ start_date: start, end_date: addDays(start, 5), availability: 10 })
    .where('id', '=', departure.id)
    .execute()
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: {
      packageId: pkg.id,
      batchId: departure.id,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: TRAVELLER,
    },
  })
  return { response, packageId: pkg.id, departureId: departure.id }
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
