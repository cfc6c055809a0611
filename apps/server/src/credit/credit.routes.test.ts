import type { Booking, CreditSummary, RefundQuote } from '@trippy/contracts'
import { creditExpiryFrom } from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { toPaise } from '@trippy/contracts/money'
import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { moveFirstDeparture, payOffline, TRAVELLER } from '../../test/test-bookings.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { queuedMailTo } from '../../test/test-outbox.ts'
import { createConsoleApp, signInOwner } from '../../test/test-staff.ts'
import { newId } from '../db/index.ts'
import { sendCreditExpiryReminders } from './credit-reminders.ts'
import { giveCreditInTransaction } from './credit.service.ts'

/** Kedarkantha's first departure, `inDays` from today with 10 seats; its ids. */
function openDeparture(app: FastifyInstance, inDays = 60) {
  return moveFirstDeparture(app, { inDays })
}

function book(
  app: FastifyInstance,
  customer: TestCustomer,
  trip: { packageId: string; departureId: string },
  extra: { useCredit?: boolean; paymentType?: 'full' | 'advance' } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: {
      packageId: trip.packageId,
      batchId: trip.departureId,
      numberOfSeats: 1,
      paymentType: extra.paymentType ?? 'full',
      customerDetails: TRAVELLER,
      ...(extra.useCredit === undefined ? {} : { useCredit: extra.useCredit }),
    },
  })
}

async function creditOf(app: FastifyInstance, customer: TestCustomer) {
  const response = await app.inject({ method: 'GET', url: '/api/credit', headers: customer.auth })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: CreditSummary }>().data
}

/** Credit given straight into the ledger, as a cancellation or a grant would give it. */
async function giveCredit(
  app: FastifyInstance,
  customer: TestCustomer,
  rupees: number,
  expiresOn = addDays(indiaCalendarDate(), 200),
) {
  await giveCreditInTransaction(app.db, {
    customerId: customer.id,
    amountPaise: toPaise(rupees),
    kind: 'granted',
    reason: 'Test credit',
    bookingId: null,
    now: new Date(),
    expiresOn,
  })
}

/** A booking of one seat paid in full offline (and so confirmed and invoiced). */
async function paidBooking(app: FastifyInstance, customer: TestCustomer) {
  const trip = await openDeparture(app)
  const made = (await book(app, customer, trip)).json<{ data: Booking }>().data
  await payOffline(app, made._id, toPaise(made.amountDue))
  return made
}

function cancel(app: FastifyInstance, customer: TestCustomer, id: string, refundAs?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/cancel`,
    headers: customer.auth,
    ...(refundAs ? { payload: { refundAs } } : {}),
  })
}

describe('earning credit on cancelling', () => {
  test('a cancellation to credit gives CREDIT_PERCENT of what was paid, valid 12 months, and no refund', async () => {
    const app = await createTestApp({ CREDIT_PERCENT: '90' })
    const customer = await signUpAndLogIn(app)
    const booking = await paidBooking(app, customer)

    const quote = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/refund-quote`,
      headers: customer.auth,
    })
    const quoted = quote.json<{ data: RefundQuote }>().data
    expect(quoted.creditPercent).toBe(90)
    expect(quoted.creditAmount).toBe(Math.floor(booking.bookingInfo.total * 90) / 100)

    const response = await cancel(app, customer, booking._id, 'credit')
    expect(response.statusCode).toBe(200)
    const cancelled = response.json<{ data: Booking }>().data
    expect(cancelled.metadata.status).toBe('cancelled')
    expect(cancelled.refundAmount).toBe(0)
    expect(cancelled.refunds).toEqual([])

    const credit = await creditOf(app, customer)
    expect(credit.balance).toBe(quoted.creditAmount)
    expect(credit.entries).toEqual([
      expect.objectContaining({
        amount: quoted.creditAmount,
        kind: 'cancellation',
        bookingId: booking._id,
        expiresOn: creditExpiryFrom(indiaCalendarDate()),
        expired: false,
      }),
    ])
    expect(credit.nearestExpiry).toEqual({
      date: creditExpiryFrom(indiaCalendarDate()),
      amount: quoted.creditAmount,
    })
    const note = await app.db
      .selectFrom('invoices')
      .select(['document_json'])
      .where('booking_id', '=', booking._id)
      .where('kind', '=', 'credit-note')
      .executeTakeFirstOrThrow()
    const document = JSON.parse(note.document_json) as {
      totalPaise: number
      lines: { description: string }[]
    }
    expect(document.totalPaise).toBe(toPaise(quoted.creditAmount))
    expect(document.lines[0]?.description).toMatch(/^Trek credit on cancellation/)
  })

  test('a cancellation without a choice refunds money by the policy, as before', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const booking = await paidBooking(app, customer)
    const response = await cancel(app, customer, booking._id)
    expect(response.statusCode).toBe(200)
    const cancelled = response.json<{ data: Booking }>().data
    expect(cancelled.refundAmount).toBe(booking.bookingInfo.total)
    expect((await creditOf(app, customer)).balance).toBe(0)
  })

  test('an unknown choice answers 400 and cancels nothing', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const booking = await paidBooking(app, customer)
    expect((await cancel(app, customer, booking._id, 'voucher')).statusCode).toBe(400)
    const row = await app.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', booking._id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('confirmed')
  })
})

describe('spending credit on a booking', () => {
  test('credit short of what is due pays part of it and leaves the booking pending', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await giveCredit(app, customer, 1000)
    const response = await book(app, customer, await openDeparture(app), { useCredit: true })
    expect(response.statusCode).toBe(201)
    const booking = response.json<{ data: Booking }>().data
    expect(booking.metadata.status).toBe('pending')
    expect(booking.amountPaid).toBe(1000)
    expect(booking.amountDue).toBe(booking.bookingInfo.payableAmount - 1000)
    expect(booking.payments).toEqual([
      expect.objectContaining({ amount: 1000, method: 'credit', status: 'captured' }),
    ])
    const credit = await creditOf(app, customer)
    expect(credit.balance).toBe(0)
    expect(credit.entries[0]).toMatchObject({
      amount: -1000,
      kind: 'spent',
      bookingId: booking._id,
    })
  })

  test('credit covering what is due confirms and invoices the booking with no gateway', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await giveCredit(app, customer, 100_000)
    const booking = (
      await book(app, customer, await openDeparture(app), { useCredit: true })
    ).json<{ data: Booking }>().data
    expect(booking.metadata.status).toBe('confirmed')
    expect(booking.amountDue).toBe(0)
    expect(booking.amountPaid).toBe(booking.bookingInfo.total)
    expect(booking.invoiceNumber).toMatch(/^TH\//)
    expect((await creditOf(app, customer)).balance).toBe(100_000 - booking.bookingInfo.total)
    const invoice = await app.db
      .selectFrom('invoices')
      .select('document_json')
      .where('booking_id', '=', booking._id)
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow()
    const document = JSON.parse(invoice.document_json) as {
      totalPaise: number
      taxablePaise: number
    }
    expect(document.totalPaise).toBe(toPaise(booking.bookingInfo.total))
    expect(document.totalPaise - document.taxablePaise).toBe(toPaise(booking.bookingInfo.gst))
  })

  test('expired credit does not count and is not spent', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await giveCredit(app, customer, 500, addDays(indiaCalendarDate(), -1))
    const credit = await creditOf(app, customer)
    expect(credit.balance).toBe(0)
    expect(credit.nearestExpiry).toBeNull()
    expect(credit.entries[0]).toMatchObject({ amount: 500, expired: true })
    const booking = (
      await book(app, customer, await openDeparture(app), { useCredit: true })
    ).json<{ data: Booking }>().data
    expect(booking.amountPaid).toBe(0)
    expect(booking.payments).toEqual([])
  })

  test('spends the credit that expires first', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const later = addDays(indiaCalendarDate(), 300)
    const sooner = addDays(indiaCalendarDate(), 40)
    await giveCredit(app, customer, 800, later)
    await giveCredit(app, customer, 600, sooner)
    await book(app, customer, await openDeparture(app), { useCredit: true })
    const credit = await creditOf(app, customer)
    // The whole 600 expiring sooner and 800 later: all of it went on a booking dearer than both.
    const spent = credit.entries.filter((entry) => entry.kind === 'spent')
    expect(spent.map((entry) => [entry.amount, entry.expiresOn]).sort()).toEqual(
      [
        [-600, sooner],
        [-800, later],
      ].sort(),
    )

    const other = await signUpAndLogIn(app)
    await giveCredit(app, other, 100_000, later)
    await giveCredit(app, other, 100_000, sooner)
    const booking = (await book(app, other, await openDeparture(app), { useCredit: true })).json<{
      data: Booking
    }>().data
    const left = await creditOf(app, other)
    expect(left.nearestExpiry).toEqual({
      date: sooner,
      amount: 100_000 - booking.bookingInfo.total,
    })
    expect(left.balance).toBe(200_000 - booking.bookingInfo.total)
  })

  test('two bookings at once never spend the same credit', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const trip = await openDeparture(app)
    await giveCredit(app, customer, 5_000)
    const responses = await Promise.all([
      book(app, customer, trip, { useCredit: true }),
      book(app, customer, trip, { useCredit: true }),
    ])
    const made = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json<{ data: Booking }>().data)
    const spent = made.flatMap((booking) =>
      booking.payments.filter((p) => p.method === 'credit').map((p) => p.amount),
    )
    expect(spent.reduce((sum, amount) => sum + amount, 0)).toBe(5_000)
    expect((await creditOf(app, customer)).balance).toBe(0)
    const lots = await app.db
      .selectFrom('credit_entries')
      .select('remaining_paise')
      .where('customer_id', '=', customer.id)
      .execute()
    expect(lots.every((lot) => lot.remaining_paise >= 0)).toBe(true)
  })

  test('credit spent on a booking comes back as credit when it is cancelled, never as money', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await giveCredit(app, customer, 1_000)
    const booking = (
      await book(app, customer, await openDeparture(app), { useCredit: true })
    ).json<{ data: Booking }>().data
    await payOffline(app, booking._id, toPaise(booking.amountDue))
    const cancelled = (await cancel(app, customer, booking._id, 'cash')).json<{ data: Booking }>()
      .data
    // 60 days out: the policy refunds all the money paid, and the credit goes back as credit.
    expect(cancelled.refundAmount).toBe(booking.bookingInfo.total - 1_000)
    expect(cancelled.amountPaid).toBe(booking.bookingInfo.total - 1_000)
    const credit = await creditOf(app, customer)
    expect(credit.balance).toBe(1_000)
    expect(credit.entries[0]).toMatchObject({ amount: 1_000, kind: 'returned' })
  })
})

describe('who may see and give credit', () => {
  test('a customer sees only their own credit; without a token 401', async () => {
    const app = await createTestApp()
    const owner = await signUpAndLogIn(app)
    const other = await signUpAndLogIn(app)
    await giveCredit(app, owner, 700)
    expect((await creditOf(app, other)).balance).toBe(0)
    expect((await app.inject({ method: 'GET', url: '/api/credit' })).statusCode).toBe(401)
  })

  test('another customer cannot cancel a booking for credit: 403, and nothing changes', async () => {
    const app = await createTestApp()
    const owner = await signUpAndLogIn(app)
    const other = await signUpAndLogIn(app)
    const booking = await paidBooking(app, owner)
    expect((await cancel(app, other, booking._id, 'credit')).statusCode).toBe(403)
    expect((await cancel(app, other, newId(), 'credit')).statusCode).toBe(404)
    expect((await creditOf(app, other)).balance).toBe(0)
    expect((await creditOf(app, owner)).balance).toBe(0)
  })

  test('staff grant credit with a reason, audited; a customer token answers 403', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const customer = await signUpAndLogIn(app)
    const url = `/api/console/customers/${customer.id}/credit`
    const body = { amount: 1500.5, reason: 'Pick-up from Dehradun was three hours late' }
    expect(
      (await app.inject({ method: 'POST', url, headers: customer.auth, payload: body })).statusCode,
    ).toBe(403)
    expect((await app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401)
    const invalid = await app.inject({
      method: 'POST',
      url,
      headers: owner.auth,
      payload: { amount: -5, reason: '' },
    })
    expect(invalid.statusCode).toBe(400)
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/console/customers/${newId()}/credit`,
      headers: owner.auth,
      payload: body,
    })
    expect(unknown.statusCode).toBe(404)

    const granted = await app.inject({ method: 'POST', url, headers: owner.auth, payload: body })
    expect(granted.statusCode).toBe(201)
    expect(granted.json<{ data: CreditSummary }>().data.balance).toBe(1500.5)
    const credit = await creditOf(app, customer)
    expect(credit.entries[0]).toMatchObject({
      amount: 1500.5,
      kind: 'granted',
      reason: body.reason,
    })
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.credit-granted')
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ staff_id: owner.id, entity_id: customer.id })
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual(body)
  })
})

test('mails once, 30 days before, about credit that is about to expire', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  await giveCredit(app, customer, 2_500, addDays(indiaCalendarDate(), 20))
  await giveCredit(app, customer, 900, addDays(indiaCalendarDate(), 90))
  expect(await sendCreditExpiryReminders(app.db, app.mailContext)).toBe(1)
  expect(await sendCreditExpiryReminders(app.db, app.mailContext)).toBe(0)
  const mails = (await queuedMailTo(app, [customer.email])).filter((mail) =>
    mail.subject.includes('trek credit'),
  )
  expect(mails).toHaveLength(1)
  expect(mails[0]?.subject).toContain('₹2,500')
})
