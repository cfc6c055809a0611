import type { Booking, PaymentIntent } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { expect, onTestFinished, test } from 'vitest'
import {
  paymentCapturedEvent,
  paymentFailedEvent,
  refundProcessedEvent,
  signCheckout,
  signWebhook,
  startRazorpayServer,
} from '../../test/razorpay-server.ts'
import { createTestApp } from '../../test/test-app.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { bookingOf, pendingBooking } from '../../test/test-bookings.ts'
import { createConsoleApp, signInOwner } from '../../test/test-staff.ts'

const KEYS = {
  keyId: 'rzp_test_TrippyLocal01',
  keySecret: 'local-key-secret-123',
  webhookSecret: 'local-webhook-secret-456',
}

/** An app with Razorpay on, talking to a local server that answers Razorpay's API. */
async function appWithGateway() {
  const razorpay = await startRazorpayServer({ keyId: KEYS.keyId, keySecret: KEYS.keySecret })
  onTestFinished(() => razorpay.close())
  const app = await createConsoleApp({
    RAZORPAY_KEY_ID: KEYS.keyId,
    RAZORPAY_KEY_SECRET: KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
  })
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)
  return { app, razorpay, customer, booking }
}

function startPayment(app: FastifyInstance, customer: TestCustomer, bookingId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payments`,
    headers: customer.auth,
  })
}

function webhook(app: FastifyInstance, body: string, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  })
}

function signed(event: object, eventId: string) {
  const body = JSON.stringify(event)
  return {
    body,
    headers: {
      'x-razorpay-signature': signWebhook(body, KEYS.webhookSecret),
      'x-razorpay-event-id': eventId,
    },
  }
}

test('the hold lasts 30 minutes with the gateway on, a day without', async () => {
  const { booking } = await appWithGateway()
  const held = Date.parse(booking.holdExpiresAt ?? '') - Date.now()
  expect(held).toBeGreaterThan(29 * 60_000)
  expect(held).toBeLessThanOrEqual(30 * 60_000)
})

test('opens a Razorpay order for what is due, and reuses it when asked again', async () => {
  const { app, razorpay, customer, booking } = await appWithGateway()
  const first = await startPayment(app, customer, booking._id)
  expect(first.statusCode).toBe(200)
  const intent = first.json<{ data: PaymentIntent }>().data
  expect(intent).toMatchObject({
    provider: 'razorpay',
    bookingId: booking._id,
    keyId: KEYS.keyId,
    amount: booking.amountDue,
    currency: 'INR',
  })
  if (intent.provider !== 'razorpay') throw new Error('expected a Razorpay order')
  expect(razorpay.orders.get(intent.orderId)).toMatchObject({
    amount: Math.round(booking.amountDue * 100),
    currency: 'INR',
    receipt: booking._id,
  })
  const again = (await startPayment(app, customer, booking._id)).json<{ data: PaymentIntent }>()
  expect(again.data).toEqual(intent)
  expect(razorpay.orders.size).toBe(1)
  // An order nobody paid is not money.
  expect(await bookingOf(app, customer, booking._id)).toMatchObject({ amountPaid: 0, payments: [] })

  const stranger = await signUpAndLogIn(app)
  expect((await startPayment(app, stranger, booking._id)).statusCode).toBe(403)
})

test('answers 503 with a clear message when Razorpay is down, and works once it is back', async () => {
  const { app, razorpay, customer, booking } = await appWithGateway()
  razorpay.failWith(503)
  const down = await startPayment(app, customer, booking._id)
  expect(down.statusCode).toBe(503)
  expect(down.json()).toEqual({
    success: false,
    message: 'Online payment is not available right now. Please try again in a few minutes.',
  })
  razorpay.failWith('hang-up')
  expect((await startPayment(app, customer, booking._id)).statusCode).toBe(503)
  razorpay.failWith(null)
  expect((await startPayment(app, customer, booking._id)).statusCode).toBe(200)
})

test('Checkout verified on the server confirms the booking; a forged signature changes nothing', async () => {
  const { app, razorpay, customer, booking } = await appWithGateway()
  const intent = (await startPayment(app, customer, booking._id)).json<{
    data: { orderId: string }
  }>().data
  const { paymentId, signature } = razorpay.payOrder(intent.orderId)

  const forged = await app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/verify',
    headers: customer.auth,
    payload: {
      razorpay_order_id: intent.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signCheckout(intent.orderId, paymentId, 'not-the-secret'),
    },
  })
  expect(forged.statusCode).toBe(400)
  expect((await bookingOf(app, customer, booking._id)).metadata.status).toBe('pending')

  const verify = () =>
    app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/verify',
      headers: customer.auth,
      payload: {
        razorpay_order_id: intent.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      },
    })
  const verified = await verify()
  expect(verified.statusCode).toBe(200)
  expect(verified.json<{ data: Booking }>().data).toMatchObject({
    metadata: { status: 'confirmed' },
    amountPaid: booking.amountDue,
    amountDue: 0,
    holdExpiresAt: null,
    payments: [{ method: 'razorpay', status: 'captured', reference: paymentId }],
  })
  // Verifying twice, or the webhook after it, records the payment once.
  await verify()
  const payment = razorpay.payments.get(paymentId)
  if (!payment) throw new Error('no payment')
  const event = signed(paymentCapturedEvent(payment), 'evt_after_verify')
  expect((await webhook(app, event.body, event.headers)).statusCode).toBe(200)
  const after = await bookingOf(app, customer, booking._id)
  expect(after.payments).toHaveLength(1)
  expect(after.amountPaid).toBe(booking.amountDue)
})

test('the webhook is the source of truth: a signed capture confirms, forged and replayed ones change nothing', async () => {
  const { app, razorpay, customer, booking } = await appWithGateway()
  const intent = (await startPayment(app, customer, booking._id)).json<{
    data: { orderId: string }
  }>().data
  const { paymentId } = razorpay.payOrder(intent.orderId)
  const payment = razorpay.payments.get(paymentId)
  if (!payment) throw new Error('no payment')
  const event = signed(paymentCapturedEvent(payment), 'evt_capture_1')

  const tampered = event.body.replace(`"amount":${payment.amount}`, '"amount":100')
  const forged = await webhook(app, tampered, event.headers)
  expect(forged.statusCode).toBe(400)
  expect(forged.json()).toEqual({ success: false, message: 'Invalid webhook signature' })
  const unsigned = await webhook(app, event.body, { 'x-razorpay-event-id': 'evt_capture_1' })
  expect(unsigned.statusCode).toBe(400)
  expect((await bookingOf(app, customer, booking._id)).metadata.status).toBe('pending')

  const captured = await webhook(app, event.body, event.headers)
  expect(captured.statusCode).toBe(200)
  expect(await bookingOf(app, customer, booking._id)).toMatchObject({
    metadata: { status: 'confirmed' },
    amountPaid: booking.amountDue,
  })

  const replayed = await webhook(app, event.body, event.headers)
  expect(replayed.statusCode).toBe(400)
  expect(replayed.json()).toEqual({ success: false, message: 'This event was already received' })
  expect((await bookingOf(app, customer, booking._id)).payments).toHaveLength(1)
  const notices = await app.db
    .selectFrom('notifications')
    .select('kind')
    .where('kind', '=', 'booking-confirmed')
    .execute()
  expect(notices).toHaveLength(1)
})

test('a second signed capture on the same order is recorded once, and shows as an overpayment on the desk', async () => {
  const { app, razorpay, customer, booking } = await appWithGateway()
  const intent = (await startPayment(app, customer, booking._id)).json<{
    data: { orderId: string }
  }>().data
  const first = razorpay.payOrder(intent.orderId)
  const second = razorpay.payOrderAgain(intent.orderId)
  const captured = (paymentId: string) => {
    const payment = razorpay.payments.get(paymentId)
    if (!payment) throw new Error('no payment')
    return paymentCapturedEvent(payment)
  }
  const firstEvent = signed(captured(first.paymentId), 'evt_first_capture')
  const secondEvent = signed(captured(second.paymentId), 'evt_second_capture')

  expect((await webhook(app, firstEvent.body, firstEvent.headers)).statusCode).toBe(200)
  expect((await webhook(app, secondEvent.body, secondEvent.headers)).statusCode).toBe(200)
  // The same payment again, under another event id and by Checkout's callback: still one entry.
  const sameAgain = signed(captured(second.paymentId), 'evt_second_capture_redelivered')
  expect((await webhook(app, sameAgain.body, sameAgain.headers)).statusCode).toBe(200)
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/verify',
    headers: customer.auth,
    payload: {
      razorpay_order_id: intent.orderId,
      razorpay_payment_id: second.paymentId,
      razorpay_signature: second.signature,
    },
  })
  expect(verified.statusCode).toBe(200)

  const paid = await bookingOf(app, customer, booking._id)
  expect(paid.metadata.status).toBe('confirmed')
  expect(paid.payments).toHaveLength(2)
  expect(paid.payments.map((payment) => payment.reference).sort()).toEqual(
    [first.paymentId, second.paymentId].sort(),
  )
  expect(paid.payments.every((payment) => payment.status === 'captured')).toBe(true)
  expect(paid.amountPaid).toBe(booking.amountDue * 2)

  const owner = await signInOwner(app)
  const desk = await app.inject({
    method: 'GET',
    url: `/api/console/bookings/${booking._id}`,
    headers: owner.auth,
  })
  expect(desk.json<{ data: { overpaid: number } }>().data.overpaid).toBe(booking.amountDue)
  const summary = await app.inject({
    method: 'GET',
    url: '/api/console/summary',
    headers: owner.auth,
  })
  expect(summary.json<{ data: { overpayments: unknown[] } }>().data.overpayments).toEqual([
    {
      bookingId: booking._id,
      customerName: booking.customerDetails.fullName,
      packageName: expect.any(String) as string,
      total: booking.amountDue,
      amountPaid: booking.amountDue * 2,
      overpaid: booking.amountDue,
    },
  ])
})

test('a booking paid exactly is not an overpayment', async () => {
  const { app, razorpay, customer, booking } = await appWithGateway()
  const intent = (await startPayment(app, customer, booking._id)).json<{
    data: { orderId: string }
  }>().data
  const { paymentId } = razorpay.payOrder(intent.orderId)
  const payment = razorpay.payments.get(paymentId)
  if (!payment) throw new Error('no payment')
  const event = signed(paymentCapturedEvent(payment), 'evt_exact_capture')
  expect((await webhook(app, event.body, event.headers)).statusCode).toBe(200)

  const owner = await signInOwner(app)
  const desk = await app.inject({
    method: 'GET',
    url: `/api/console/bookings/${booking._id}`,
    headers: owner.auth,
  })
  expect(desk.json<{ data: { overpaid: number } }>().data.overpaid).toBe(0)
  const summary = await app.inject({
    method: 'GET',
    url: '/api/console/summary',
    headers: owner.auth,
  })
  expect(summary.json<{ data: { overpayments: unknown[] } }>().data.overpayments).toEqual([])
})

test('a failed payment is kept as failed and the booking still awaits payment', async () => {
  const { app, razorpay, customer, booking } = await appWithGateway()
  const intent = (await startPayment(app, customer, booking._id)).json<{
    data: { orderId: string }
  }>().data
  const failed = razorpay.failOrder(intent.orderId)
  const event = signed(paymentFailedEvent(failed), 'evt_failed_1')
  expect((await webhook(app, event.body, event.headers)).statusCode).toBe(200)
  expect(await bookingOf(app, customer, booking._id)).toMatchObject({
    metadata: { status: 'pending' },
    amountPaid: 0,
    payments: [{ status: 'failed', method: 'razorpay' }],
  })
})

test('a cancelled booking paid through Razorpay is refunded through it, processed by its webhook', async () => {
  const { app, razorpay, customer, booking } = await appWithGateway()
  const intent = (await startPayment(app, customer, booking._id)).json<{
    data: { orderId: string }
  }>().data
  const { paymentId } = razorpay.payOrder(intent.orderId)
  const payment = razorpay.payments.get(paymentId)
  if (!payment) throw new Error('no payment')
  const capture = signed(paymentCapturedEvent(payment), 'evt_capture_2')
  await webhook(app, capture.body, capture.headers)

  // 60 days out: the standard policy refunds everything.
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
  const refund = [...razorpay.refunds.values()][0]
  if (!refund) throw new Error('no refund was handed to Razorpay')
  expect(refund).toMatchObject({ payment_id: paymentId, amount: payment.amount })
  expect(cancelled.json<{ data: Booking }>().data).toMatchObject({
    metadata: { status: 'cancelled' },
    refundAmount: booking.amountDue,
    // Until the money has gone back, the operator still holds it.
    amountPaid: booking.amountDue,
    refunds: [{ status: 'pending', reference: refund.id }],
  })

  const processed = signed(refundProcessedEvent(refund, payment), 'evt_refund_1')
  expect((await webhook(app, processed.body, processed.headers)).statusCode).toBe(200)
  expect(await bookingOf(app, customer, booking._id)).toMatchObject({
    amountPaid: 0,
    refunds: [{ status: 'processed', reference: refund.id }],
  })
  const titles = await app.db.selectFrom('notifications').select('title').execute()
  expect(titles.map((row) => row.title)).toContain('Refund processed')
})

test('a refund Razorpay could not take is handed over again once it is back', async () => {
  const { app, razorpay, customer, booking } = await appWithGateway()
  const intent = (await startPayment(app, customer, booking._id)).json<{
    data: { orderId: string }
  }>().data
  const { paymentId } = razorpay.payOrder(intent.orderId)
  const payment = razorpay.payments.get(paymentId)
  if (!payment) throw new Error('no payment')
  const capture = signed(paymentCapturedEvent(payment), 'evt_capture_3')
  await webhook(app, capture.body, capture.headers)

  razorpay.failWith(503)
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
  expect(cancelled.statusCode).toBe(200)
  expect(cancelled.json<{ data: Booking }>().data.refunds).toMatchObject([
    { status: 'pending', reference: null },
  ])
  razorpay.failWith(null)
  await app.pushRefunds()
  expect(razorpay.refunds.size).toBe(1)
  expect((await bookingOf(app, customer, booking._id)).refunds[0]?.reference).toMatch(/^rfnd_/)
})

test('without the gateway, the booking shows where to pay and the webhook does not exist', async () => {
  const app = await createTestApp({
    OPERATOR_UPI_ID: 'trekker@okhdfc',
    OPERATOR_BANK_ACCOUNT: '123456789012',
    OPERATOR_IFSC: 'HDFC0004321',
  })
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)
  const intent = await startPayment(app, customer, booking._id)
  expect(intent.json()).toEqual({
    success: true,
    data: {
      provider: 'offline',
      bookingId: booking._id,
      amount: booking.amountDue,
      currency: 'INR',
      instructions: {
        upiId: 'trekker@okhdfc',
        bankAccount: '123456789012',
        ifsc: 'HDFC0004321',
        accountName: 'Trippy Himalaya Treks',
        reference: booking._id,
      },
    },
  })
  expect((await webhook(app, '{}', {})).statusCode).toBe(404)
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
  expect(cancelled.statusCode).toBe(200)
  const again = await startPayment(app, customer, booking._id)
  expect(again.statusCode).toBe(409)
  expect(again.json()).toMatchObject({
    message: 'This booking is cancelled and can no longer be paid',
  })
})
