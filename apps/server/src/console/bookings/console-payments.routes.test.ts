import type { Booking } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { bookingOf, pendingBooking } from '../../../test/test-bookings.ts'
import { signUpAndLogIn } from '../../../test/test-customers.ts'
import { createConsoleApp, createStaffMember, type TestStaff } from '../../../test/test-staff.ts'

function recordPayment(
  app: FastifyInstance,
  staff: TestStaff,
  bookingId: string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/console/bookings/${bookingId}/payments`,
    headers: staff.auth,
    payload: body,
  })
}

const yesterday = () => new Date(Date.now() - 24 * 60 * 60_000).toISOString()

test('a payment recorded by staff confirms the booking once the amount due is covered', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)

  const part = await recordPayment(app, staff, booking._id, {
    amount: 1000.5,
    method: 'bank_transfer',
    reference: 'NEFT-HDFC-0042',
    receivedAt: yesterday(),
  })
  expect(part.statusCode).toBe(201)
  expect(part.json<{ data: Booking }>().data).toMatchObject({
    metadata: { status: 'pending' },
    amountPaid: 1000.5,
    payments: [
      {
        amount: 1000.5,
        method: 'bank_transfer',
        reference: 'NEFT-HDFC-0042',
        recordedBy: staff.id,
      },
    ],
  })
  const rest = Math.round((booking.amountDue - 1000.5) * 100) / 100
  const covered = await recordPayment(app, staff, booking._id, {
    amount: rest,
    method: 'upi',
    receivedAt: new Date().toISOString(),
  })
  expect(covered.json<{ data: Booking }>().data).toMatchObject({
    metadata: { status: 'confirmed' },
    amountPaid: booking.amountDue,
    amountDue: 0,
  })
  expect(await bookingOf(app, customer, booking._id)).toMatchObject({
    metadata: { status: 'confirmed' },
    amountPaid: booking.amountDue,
  })
  const audit = await app.inject({ method: 'GET', url: '/api/console/audit', headers: staff.auth })
  expect(audit.json()).toMatchObject({
    data: [
      {
        staffId: staff.id,
        action: 'booking.payment-recorded',
        entityId: booking._id,
        after: { amount: rest, method: 'upi', status: 'confirmed' },
      },
      {
        action: 'booking.payment-recorded',
        after: { reference: 'NEFT-HDFC-0042', status: 'pending' },
      },
    ],
    meta: { total: 2 },
  })
})

test('refuses a payment that is more than owed, in the future, or malformed, and changes nothing', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)
  const good = { amount: 100, method: 'cash', receivedAt: yesterday() }

  const tooMuch = await recordPayment(app, staff, booking._id, {
    ...good,
    amount: booking.bookingInfo.total + 1,
  })
  expect(tooMuch.statusCode).toBe(409)
  expect(tooMuch.json<{ message: string }>().message).toMatch(/^That is more than is owed/)
  for (const bad of [
    { ...good, amount: 0 },
    { ...good, amount: 10.005 },
    { ...good, method: 'razorpay' },
    { ...good, receivedAt: new Date(Date.now() + 60 * 60_000).toISOString() },
    { ...good, receivedAt: 'yesterday' },
  ]) {
    const response = await recordPayment(app, staff, booking._id, bad)
    expect(response.statusCode, JSON.stringify(bad)).toBe(400)
  }
  const unknown = await recordPayment(app, staff, '0123456789abcdef01234567', good)
  expect(unknown.statusCode).toBe(404)
  expect((await bookingOf(app, customer, booking._id)).payments).toEqual([])
})

test('a refund paid back by hand is marked processed once, with its reference', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)
  await recordPayment(app, staff, booking._id, {
    amount: booking.amountDue,
    method: 'upi',
    receivedAt: yesterday(),
  })
  const cancelled = (
    await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: customer.auth,
    })
  ).json<{ data: Booking }>().data
  const refund = cancelled.refunds[0]
  if (!refund) throw new Error('no refund')
  expect(refund).toMatchObject({ amount: booking.amountDue, status: 'pending' })

  const mark = () =>
    app.inject({
      method: 'POST',
      url: `/api/console/refunds/${refund._id}/processed`,
      headers: staff.auth,
      payload: { reference: 'UPI-RFND-7781' },
    })
  const processed = await mark()
  expect(processed.statusCode).toBe(200)
  expect(processed.json<{ data: Booking }>().data).toMatchObject({
    amountPaid: 0,
    refunds: [{ status: 'processed', reference: 'UPI-RFND-7781' }],
  })
  expect((await mark()).statusCode).toBe(409)
  const audit = await app.inject({ method: 'GET', url: '/api/console/audit', headers: staff.auth })
  expect(audit.json<{ data: { action: string }[] }>().data[0]).toMatchObject({
    action: 'refund.processed',
    entityId: refund._id,
  })
  const missing = await app.inject({
    method: 'POST',
    url: '/api/console/refunds/0123456789abcdef01234567/processed',
    headers: staff.auth,
    payload: { reference: 'X' },
  })
  expect(missing.statusCode).toBe(404)
  const kinds = await app.db.selectFrom('notifications').select('kind').execute()
  expect(kinds.map((row) => row.kind)).toContain('refund-processed')
})
