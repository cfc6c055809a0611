import type { BookingHistoryEntry, ConsoleCustomerDetail } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { bookOneSeat } from '../../test/test-bookings.ts'
import { signUpAndLogIn } from '../../test/test-customers.ts'
import { createConsoleApp, signInOwner, TEST_OWNER, type TestStaff } from '../../test/test-staff.ts'

function get(app: FastifyInstance, staff: TestStaff, url: string) {
  return app.inject({ method: 'GET', url, headers: staff.auth })
}

function sendLead(app: FastifyInstance, lead: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/leads/create',
    payload: { firstName: 'Asha', packageType: '4dham', travelers: 2, ...lead },
  })
}

test("a customer's page shows the account, every booking and the leads matched by email or phone", async () => {
  const app = await createConsoleApp()
  const owner = await signInOwner(app)
  const customer = await signUpAndLogIn(app)
  const phoneDigits = `9${String(Date.now()).slice(-9)}`
  await app.db
    .updateTable('customers')
    .set({ phone: `+91 ${phoneDigits}` })
    .where('id', '=', customer.id)
    .execute()
  const booked = (await bookOneSeat(app, customer)).response.json<{ data: { _id: string } }>().data
  const byEmail = await sendLead(app, { email: customer.email.toUpperCase(), phone: '9000000001' })
  const byPhone = await sendLead(app, { phone: phoneDigits, countryCode: '91' })
  const someoneElse = await sendLead(app, { email: 'someone.else@example.com' })
  expect([byEmail, byPhone, someoneElse].map((lead) => lead.statusCode)).toEqual([201, 201, 201])

  const response = await get(app, owner, `/api/console/customers/${customer.id}`)
  expect(response.statusCode).toBe(200)
  const page = response.json<{ data: ConsoleCustomerDetail }>().data
  expect(page).toMatchObject({
    _id: customer.id,
    name: 'Asha Rawat',
    email: customer.email,
    phone: `+91 ${phoneDigits}`,
    emailVerified: false,
    newsletter: false,
  })
  expect(page.bookings.map((booking) => booking._id)).toEqual([booked._id])
  expect(page.bookings[0]).toMatchObject({ customerId: customer.id, amountPaid: 0 })
  const leadIds = page.leads.map((lead) => lead._id).sort()
  expect(leadIds).toEqual(
    [
      byEmail.json<{ data: { _id: string } }>().data._id,
      byPhone.json<{ data: { _id: string } }>().data._id,
    ].sort(),
  )
})

test("a customer's page is 404 for an unknown or deleted account", async () => {
  const app = await createConsoleApp()
  const owner = await signInOwner(app)
  const unknown = await get(app, owner, '/api/console/customers/0123456789abcdef01234567')
  expect(unknown.statusCode).toBe(404)
  expect(unknown.json()).toEqual({ success: false, message: 'Customer not found' })
  const customer = await signUpAndLogIn(app)
  await app.db
    .updateTable('customers')
    .set({ deleted_at: new Date().toISOString() })
    .where('id', '=', customer.id)
    .execute()
  expect((await get(app, owner, `/api/console/customers/${customer.id}`)).statusCode).toBe(404)
  expect((await get(app, owner, '/api/console/customers/not-an-id')).statusCode).toBe(400)
})

test("a booking's history tells each step in order, and who took it", async () => {
  const app = await createConsoleApp()
  const owner = await signInOwner(app)
  const customer = await signUpAndLogIn(app)
  const booking = (await bookOneSeat(app, customer)).response.json<{
    data: { _id: string; amountDue: number }
  }>().data
  const paid = await app.inject({
    method: 'POST',
    url: `/api/console/bookings/${booking._id}/payments`,
    headers: owner.auth,
    payload: {
      amount: booking.amountDue,
      method: 'bank_transfer',
      reference: 'NEFT-778812',
      receivedAt: new Date().toISOString(),
    },
  })
  expect(paid.statusCode).toBe(201)
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/console/bookings/${booking._id}/cancel`,
    headers: owner.auth,
    payload: { reason: 'Traveller fell ill', refundPercent: 50 },
  })
  expect(cancelled.statusCode).toBe(200)

  const detail = await get(app, owner, `/api/console/bookings/${booking._id}`)
  const history = detail.json<{ data: { history: BookingHistoryEntry[] } }>().data.history
  expect(history.map((entry) => entry.title)).toEqual([
    'Booked on the website',
    'Payment received',
    'Booking confirmed',
    'Tax invoice issued',
    'Cancelled by the operator',
    'Refund started',
    'Credit note issued',
  ])
  const [booked, payment, , invoice, cancel, refund] = history
  expect(booked).toMatchObject({ by: 'Asha Rawat' })
  expect(booked?.detail).toMatch(/^1 seat, full payment, total ₹/)
  expect(payment).toMatchObject({ by: TEST_OWNER.name })
  expect(payment?.detail).toMatch(/ by bank transfer, reference NEFT-778812$/)
  expect(invoice?.detail).toMatch(/^TH\/\d{4}-\d{2}\/\d{4}$/)
  expect(cancel).toMatchObject({ by: TEST_OWNER.name })
  expect(refund?.detail).toMatch(/to be paid back by hand$/)
  const times = history.map((entry) => entry.at)
  expect(times).toEqual([...times].sort())
})
