import { once } from 'node:events'
import { createServer } from 'node:http'
import { expect, onTestFinished, test } from 'vitest'
import { signCheckout, signWebhook, startRazorpayServer } from '../../test/razorpay-server.ts'
import { createRazorpayGateway, GatewayError, type RazorpayConfig } from './razorpay-gateway.ts'

const keys = {
  keyId: 'rzp_test_TrippyHimalaya',
  keySecret: 'test-key-secret-do-not-leak',
  webhookSecret: 'test-webhook-secret',
}

async function startRazorpay(config: Partial<RazorpayConfig> = {}) {
  const razorpay = await startRazorpayServer({ keyId: keys.keyId, keySecret: keys.keySecret })
  onTestFinished(() => razorpay.close())
  const gateway = createRazorpayGateway({ ...keys, apiUrl: razorpay.url, ...config })
  return { razorpay, gateway }
}

/** A paid order of ₹12,500.00, as after Checkout. */
async function paidOrder(config: Partial<RazorpayConfig> = {}) {
  const { razorpay, gateway } = await startRazorpay(config)
  const order = await gateway.createOrder({ amountPaise: 1_250_000, receipt: 'booking-42' })
  const { paymentId, signature } = razorpay.payOrder(order.id)
  return { razorpay, gateway, order, paymentId, signature }
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(GatewayError)
  const gatewayError = error as GatewayError
  expect(gatewayError.message).not.toContain(keys.keySecret)
  return gatewayError
}

test('creates an order for the amount in paise, with our receipt and notes', async () => {
  const { razorpay, gateway } = await startRazorpay()
  const order = await gateway.createOrder({
    amountPaise: 1_250_000,
    receipt: 'booking-42',
    notes: { bookingId: '42' },
  })
  expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/)
  expect(order).toEqual({
    id: order.id,
    amount: 1_250_000,
    currency: 'INR',
    receipt: 'booking-42',
    status: 'created',
  })
  expect(razorpay.orders.get(order.id)).toMatchObject({
    amount_due: 1_250_000,
    notes: { bookingId: '42' },
  })
})

test('an order Razorpay refuses (under ₹1) is a GatewayError with its status and reason', async () => {
  const { gateway } = await startRazorpay()
  const error = await failure(gateway.createOrder({ amountPaise: 99, receipt: 'booking-42' }))
  expect(error.status).toBe(400)
  expect(error.message).toContain('BAD_REQUEST_ERROR: The amount must be atleast INR 1.00')
})

test('a wrong key secret is a GatewayError saying Razorpay refused it, not a TypeError', async () => {
  const { gateway } = await startRazorpay({ keySecret: 'wrong-secret' })
  const error = await failure(gateway.createOrder({ amountPaise: 100_000, receipt: 'booking-42' }))
  expect(error.status).toBe(401)
  expect(error.message).toContain('Authentication failed')
  expect(error.message).not.toContain('wrong-secret')
})

test('Razorpay answering 503 is a GatewayError, and calls work again once it recovers', async () => {
  const { razorpay, gateway } = await startRazorpay()
  razorpay.failWith(503)
  const error = await failure(gateway.createOrder({ amountPaise: 100_000, receipt: 'booking-42' }))
  expect(error.status).toBe(503)
  razorpay.failWith(null)
  await expect(
    gateway.createOrder({ amountPaise: 100_000, receipt: 'booking-42' }),
  ).resolves.toMatchObject({ status: 'created' })
})

test('Razorpay hanging up is a GatewayError saying it could not be reached', async () => {
  const { razorpay, gateway } = await startRazorpay()
  razorpay.failWith('hang-up')
  const error = await failure(gateway.createOrder({ amountPaise: 100_000, receipt: 'booking-42' }))
  expect(error.status).toBeUndefined()
  expect(error.message).toMatch(/could not be reached \(ECONNRESET\)/)
})

test('Razorpay being down is a GatewayError', async () => {
  const { razorpay, gateway } = await startRazorpay()
  await razorpay.close()
  const error = await failure(gateway.fetchPayment('pay_AAAAAAAAAAAAAA'))
  expect(error.message).toMatch(/could not be reached \(ECONNREFUSED\)/)
})

test('Razorpay not answering within the timeout is a GatewayError', async () => {
  const silent = createServer(() => {})
  silent.listen(0, '127.0.0.1')
  await once(silent, 'listening')
  onTestFinished(() => {
    silent.closeAllConnections()
    silent.close()
  })
  const address = silent.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  const gateway = createRazorpayGateway({
    ...keys,
    apiUrl: `http://127.0.0.1:${address.port}`,
    timeoutMs: 200,
  })
  const error = await failure(gateway.createOrder({ amountPaise: 100_000, receipt: 'booking-42' }))
  expect(error.message).toContain('timed out')
})

test('fetches a paid payment as captured, for the order and its amount', async () => {
  const { gateway, order, paymentId } = await paidOrder()
  expect(await gateway.fetchPayment(paymentId)).toEqual({
    id: paymentId,
    order_id: order.id,
    amount: 1_250_000,
    currency: 'INR',
    status: 'captured',
    method: 'upi',
  })
})

test('an unknown payment is a GatewayError with status 404', async () => {
  const { gateway } = await startRazorpay()
  const error = await failure(gateway.fetchPayment('pay_AAAAAAAAAAAAAA'))
  expect(error.status).toBe(404)
})

test('a payment id that is not one is refused without asking Razorpay', async () => {
  const { razorpay, gateway } = await startRazorpay()
  razorpay.failWith('hang-up')
  for (const call of [
    gateway.fetchPayment('../orders/order_AAAAAAAAAAAAAA'),
    gateway.refundPayment('pay_A?amount=1', 10_000),
  ])
    expect((await failure(call)).message).toBe('Malformed Razorpay payment id')
})

test('an answer of an unexpected shape is a GatewayError', async () => {
  const { razorpay, gateway, paymentId } = await paidOrder()
  Object.assign(razorpay.payments.get(paymentId) ?? {}, { status: 'teleported' })
  const error = await failure(gateway.fetchPayment(paymentId))
  expect(error.message).toContain('unexpected shape (status)')
})

test('refunds part of a payment, then refuses more than is left of it', async () => {
  const { razorpay, gateway, paymentId } = await paidOrder()
  const refund = await gateway.refundPayment(paymentId, 500_000, { reason: 'cancelled' })
  expect(refund.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/)
  expect(refund).toEqual({
    id: refund.id,
    payment_id: paymentId,
    amount: 500_000,
    status: 'pending',
  })
  expect(razorpay.refunds.get(refund.id)?.notes).toEqual({ reason: 'cancelled' })

  const tooMuch = await failure(gateway.refundPayment(paymentId, 750_001))
  expect(tooMuch.status).toBe(400)
  await gateway.refundPayment(paymentId, 750_000)
  expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: 'refunded' })
})

test('a refund of no whole number of paise is refused without asking Razorpay', async () => {
  const { razorpay, gateway, paymentId } = await paidOrder()
  for (const amount of [0, -100, 100.5, Number.NaN])
    await failure(gateway.refundPayment(paymentId, amount))
  expect(razorpay.refunds.size).toBe(0)
})

test('accepts the checkout signature of the order and payment, and no other', async () => {
  const { gateway, order, paymentId, signature } = await paidOrder()
  expect(gateway.isCheckoutSignatureValid(order.id, paymentId, signature)).toBe(true)
  expect(gateway.isCheckoutSignatureValid(order.id, 'pay_BBBBBBBBBBBBBB', signature)).toBe(false)
  expect(gateway.isCheckoutSignatureValid('order_BBBBBBBBBBBBBB', paymentId, signature)).toBe(false)
  const forged = signCheckout(order.id, paymentId, 'someone-elses-secret')
  expect(gateway.isCheckoutSignatureValid(order.id, paymentId, forged)).toBe(false)
})

test('a malformed checkout signature is refused, never thrown on', async () => {
  const { gateway, order, paymentId, signature } = await paidOrder()
  for (const malformed of [
    '',
    signature.slice(0, 63),
    signature + '0',
    signature.slice(0, 62) + 'zz',
    'z'.repeat(64),
    signature.slice(0, 32),
  ])
    expect(gateway.isCheckoutSignatureValid(order.id, paymentId, malformed)).toBe(false)
  expect(gateway.isCheckoutSignatureValid(order.id, paymentId, undefined as never)).toBe(false)
  expect(gateway.isCheckoutSignatureValid('', paymentId, signature)).toBe(false)
  expect(gateway.isCheckoutSignatureValid(`${order.id}|x`, paymentId, signature)).toBe(false)
})

test('accepts a webhook signed with our secret, as a string or as raw bytes', async () => {
  const { gateway } = await startRazorpay()
  const body = JSON.stringify({ event: 'payment.captured', note: 'Kedārnāth yatra' })
  const signature = signWebhook(body, keys.webhookSecret)
  expect(gateway.isWebhookSignatureValid(body, signature)).toBe(true)
  expect(gateway.isWebhookSignatureValid(Buffer.from(body), signature)).toBe(true)
})

test('refuses a webhook whose body was tampered with, or signed with another secret', async () => {
  const { gateway } = await startRazorpay()
  const body = JSON.stringify({ event: 'payment.captured', amount: 100_000 })
  const signature = signWebhook(body, keys.webhookSecret)
  expect(gateway.isWebhookSignatureValid(body.replace('100000', '900000'), signature)).toBe(false)
  expect(gateway.isWebhookSignatureValid(body, signWebhook(body, keys.keySecret))).toBe(false)
})

test('refuses a webhook without a signature header, or with a malformed one', async () => {
  const { gateway } = await startRazorpay()
  const body = JSON.stringify({ event: 'payment.captured' })
  const signature = signWebhook(body, keys.webhookSecret)
  expect(gateway.isWebhookSignatureValid(body, undefined)).toBe(false)
  expect(gateway.isWebhookSignatureValid(body, '')).toBe(false)
  expect(gateway.isWebhookSignatureValid(body, signature.slice(2))).toBe(false)
  expect(gateway.isWebhookSignatureValid(body, 'g'.repeat(64))).toBe(false)
})
