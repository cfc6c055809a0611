import {
  BookingParamsSchema,
  BookingSchema,
  MessageEnvelopeSchema,
  ok,
  okEnvelope,
  PaymentIntentSchema,
  RazorpayVerifyBodySchema,
} from '@trippy/contracts'
import { PAYMENT_MESSAGES } from '@trippy/contracts/api-messages'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentCustomer } from '../customers/index.ts'
import { HttpError } from '../http-error.ts'
import { type PaymentSettings, pushGatewayRefunds, startPayment } from './payments.service.ts'
import { createRazorpayGateway } from './razorpay-gateway.ts'
import { handleRazorpayWebhook, verifyCheckout } from './razorpay-events.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** How travellers pay: the gateway when configured, and the operator's account otherwise. */
    payments: PaymentSettings
    /** Hands pending gateway refunds to Razorpay now (also retried by a job); never throws. */
    pushRefunds: () => Promise<void>
  }
}

/** Webhooks are small; anything bigger is not Razorpay. */
const WEBHOOK_BODY_LIMIT = 256 * 1024
const GATEWAY_REFUND_RETRY_MS = 5 * 60_000

export function paymentSettingsFrom(env: FastifyInstance['env']): PaymentSettings {
  const gateway =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
      ? createRazorpayGateway({
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          ...(env.RAZORPAY_API_URL ? { apiUrl: env.RAZORPAY_API_URL } : {}),
        })
      : null
  return {
    gateway,
    offline: {
      upiId: env.OPERATOR_UPI_ID,
      bankAccount: env.OPERATOR_BANK_ACCOUNT,
      ifsc: env.OPERATOR_IFSC,
      accountName: env.OPERATOR_ACCOUNT_NAME,
    },
  }
}

/**
 * Paying for a booking: start a payment, verify Razorpay Checkout, and Razorpay's webhook. Not
 * encapsulated: the bookings feature hands refunds to the gateway through `app.pushRefunds`.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const settings = paymentSettingsFrom(app.env)
  app.decorate('payments', settings)
  app.decorate('pushRefunds', async () => {
    if (!settings.gateway) return
    await pushGatewayRefunds(app.db, settings.gateway, (error, refundId) =>
      app.log.warn({ err: error, refundId }, 'Razorpay did not take a refund; retrying later'),
    ).catch((error: unknown) => app.log.warn({ err: error }, 'Could not hand refunds over'))
  })
  if (settings.gateway) {
    app.scheduleJob({
      name: 'gateway-refunds',
      everyMs: GATEWAY_REFUND_RETRY_MS,
      run: () => app.pushRefunds(),
    })
  }

  app.post(
    '/api/bookings/:id/payments',
    {
      onRequest: app.requireCustomer,
      schema: { params: BookingParamsSchema, response: { 200: okEnvelope(PaymentIntentSchema) } },
    },
    async (request) =>
      ok(await startPayment(app.db, settings, currentCustomer(request).id, request.params.id)),
  )

  app.post(
    '/api/payments/razorpay/verify',
    {
      onRequest: app.requireCustomer,
      schema: { body: RazorpayVerifyBodySchema, response: { 200: okEnvelope(BookingSchema) } },
    },
    async (request) => {
      if (!settings.gateway) throw new HttpError(404, PAYMENT_MESSAGES.notSetUp)
      const { booking, settlement } = await verifyCheckout(
        app.db,
        settings.gateway,
        currentCustomer(request).id,
        request.body,
        app.mailContext,
      )
      if (settlement?.notification)
        app.publishNotification(settlement.customerId, settlement.notification)
      return ok(
        booking,
        settlement ? 'Payment received' : 'Payment received; waiting for the bank to confirm it',
      )
    },
  )

  // The webhook's signature is over the exact bytes sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    )
    webhook.post(
      '/api/payments/razorpay/webhook',
      { schema: { response: { 200: MessageEnvelopeSchema } } },
      async (request) => {
        if (!settings.gateway) throw new HttpError(404, PAYMENT_MESSAGES.notSetUp)
        if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'Malformed webhook event')
        const signature = request.headers['x-razorpay-signature']
        const eventId = request.headers['x-razorpay-event-id']
        const outcome = await handleRazorpayWebhook(
          app.db,
          settings.gateway,
          {
            rawBody: request.body,
            signature: typeof signature === 'string' ? signature : undefined,
            eventId: typeof eventId === 'string' ? eventId : undefined,
          },
          app.mailContext,
        )
        if (outcome?.notification) app.publishNotification(outcome.customerId, outcome.notification)
        return ok(null, 'Received')
      },
    )
  })
}

export const paymentRoutes = fp(routes, {
  name: 'payments',
  dependencies: ['db', 'auth', 'scheduler', 'notifications'],
})
