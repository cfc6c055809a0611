import type { Booking } from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { toPaise } from '@trippy/contracts/money'
import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { bookOneSeat, TRAVELLER } from '../../test/test-bookings.ts'
import { signUpAndLogIn } from '../../test/test-customers.ts'
import { getCredit, giveCreditInTransaction } from '../credit/index.ts'
import { expireHolds } from './hold-expiry.ts'

test('a hold that expires on a booking paid in part with credit gives the credit back, and no money refund for it', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  // A departure set up (and a seat booked by someone else) to book on.
  const { packageId, departureId } = await bookOneSeat(app, await signUpAndLogIn(app))
  const expiresOn = addDays(indiaCalendarDate(), 100)
  await giveCreditInTransaction(app.db, {
    customerId: customer.id,
    amountPaise: toPaise(1_200),
    kind: 'granted',
    reason: 'Test credit',
    bookingId: null,
    now: new Date(),
    expiresOn,
  })
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: {
      packageId,
      batchId: departureId,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: TRAVELLER,
      useCredit: true,
    },
  })
  const booking = response.json<{ data: Booking }>().data
  expect(booking.metadata.status).toBe('pending')
  expect((await getCredit(app.db, customer.id)).balance).toBe(0)

  const later = new Date(Date.parse(booking.holdExpiresAt ?? '') + 60_000)
  const expired = await expireHolds(app.db, app.mailContext, later)
  expect(expired.map((hold) => hold.customerId)).toContain(customer.id)

  const credit = await getCredit(app.db, customer.id, later)
  expect(credit.balance).toBe(1_200)
  expect(credit.entries[0]).toMatchObject({ kind: 'returned', amount: 1_200, expiresOn })
  const refunds = await app.db
    .selectFrom('refunds')
    .select(['amount_paise', 'status'])
    .where('booking_id', '=', booking._id)
    .execute()
  expect(refunds).toEqual([{ amount_paise: toPaise(1_200), status: 'processed' }])
  const row = await app.db
    .selectFrom('bookings')
    .select(['status', 'refund_paise'])
    .where('id', '=', booking._id)
    .executeTakeFirstOrThrow()
  expect(row).toEqual({ status: 'cancelled', refund_paise: 0 })
})
