import { createHash } from 'node:crypto'
import { type Booking, type Notification, type RazorpayVerifyBody } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { findOwnRow, getOwnBooking } from '../bookings/index.ts'
import type { Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import type { MailContext } from '../mail/index.ts'
import {
  findPaymentByOrderId,
  findRefundByGatewayId,
  markFailed,
  recordEventOnce,
} from '../ledger/index.ts'
import {
  captureInTransaction,
  PAYMENT_MESSAGES,
  refundProcessedInTransaction,
  type Settlement,
} from './payments.service.ts'
import type { RazorpayGateway } from './razorpay-gateway.ts'

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  replayed: 'This event was already received',
  malformed: 'Malformed webhook event',
} as const

const PaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int().positive(),
  status: z.string(),
})
const RefundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int().nonnegative(),
  status: z.string(),
})
/** The webhook events we act on, as Razorpay documents them; others are acknowledged. */
const WebhookEvent = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('payment.captured'),
    payload: z.object({ payment: z.object({ entity: PaymentEntity }) }),
  }),
  z.object({
    event: z.literal('payment.failed'),
    payload: z.object({ payment: z.object({ entity: PaymentEntity }) }),
  }),
  z.object({
    event: z.literal('refund.processed'),
    payload: z.object({ refund: z.object({ entity: RefundEntity }) }),
  }),
])
const AnyEvent = z.object({ event: z.string().min(1).max(100) })

/** What a webhook did: the customer to tell, if any. */
export type WebhookOutcome = { customerId: string; notification: Notification | null } | null

/**
 * A Razorpay webhook, the source of truth for money: the signature over the raw body must hold,
 * and each event id is acted on once (recorded in the same transaction as its effect, so an
 * event that failed half way is taken again on redelivery). A forged or replayed event changes
 * nothing and answers 400.
 */
export async function handleRazorpayWebhook(
  db: Kysely<Database>,
  gateway: RazorpayGateway,
  request: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
  mail: MailContext,
  now = new Date(),
): Promise<WebhookOutcome> {
  if (!gateway.isWebhookSignatureValid(request.rawBody, request.signature))
    throw new HttpError(400, WEBHOOK_MESSAGES.badSignature)
  let body: unknown
  try {
    body = JSON.parse(request.rawBody.toString('utf8'))
  } catch {
    throw new HttpError(400, WEBHOOK_MESSAGES.malformed)
  }
  const any = AnyEvent.safeParse(body)
  if (!any.success) throw new HttpError(400, WEBHOOK_MESSAGES.malformed)
  // Razorpay names each event in a header; without one the body itself identifies it.
  const eventId =
    request.eventId?.slice(0, 100) ?? createHash('sha256').update(request.rawBody).digest('hex')

  return db.transaction().execute(async (trx) => {
    if (!(await recordEventOnce(trx, eventId, any.data.event, now.toISOString())))
      throw new HttpError(400, WEBHOOK_MESSAGES.replayed)
    const parsed = WebhookEvent.safeParse(body)
    if (!parsed.success) return null
    const event = parsed.data
    switch (event.event) {
      case 'payment.captured': {
        const payment = event.payload.payment.entity
        if (!payment.order_id) return null
        const settled = await captureInTransaction(
          trx,
          { orderId: payment.order_id, gatewayPaymentId: payment.id, amountPaise: payment.amount },
          mail,
          now,
        )
        return settled && { customerId: settled.customerId, notification: settled.notification }
      }
      case 'payment.failed': {
        const orderId = event.payload.payment.entity.order_id
        const payment = orderId ? await findPaymentByOrderId(trx, orderId) : undefined
        if (payment) await markFailed(trx, payment.id)
        return null
      }
      case 'refund.processed': {
        const entity = event.payload.refund.entity
        const refund = await findRefundByGatewayId(trx, entity.id)
        const settled =
          refund && (await refundProcessedInTransaction(trx, refund, entity.id, mail, now))
        return settled
          ? { customerId: settled.customerId, notification: settled.notification }
          : null
      }
    }
  })
}

/**
 * What Razorpay Checkout hands the page after paying. The signature proves the payment belongs
 * to the order; whether money was captured is asked of Razorpay itself, so a page can never
 * confirm a booking on its own word. When the gateway cannot say yet, the webhook settles it.
 */
export async function verifyCheckout(
  db: Kysely<Database>,
  gateway: RazorpayGateway,
  customerId: string,
  body: RazorpayVerifyBody,
  mail: MailContext,
  now = new Date(),
): Promise<{ booking: Booking; settlement: Settlement | null }> {
  if (
    !gateway.isCheckoutSignatureValid(
      body.razorpay_order_id,
      body.razorpay_payment_id,
      body.razorpay_signature,
    )
  )
    throw new HttpError(400, PAYMENT_MESSAGES.unverified)
  const payment = await findPaymentByOrderId(db, body.razorpay_order_id)
  if (!payment) throw new HttpError(400, PAYMENT_MESSAGES.unverified)
  await findOwnRow(db, customerId, payment.booking_id)

  let settlement: Settlement | null = null
  try {
    const paid = await gateway.fetchPayment(body.razorpay_payment_id)
    if (paid.status === 'captured' && paid.order_id === body.razorpay_order_id) {
      settlement = await db
        .transaction()
        .execute((trx) =>
          captureInTransaction(
            trx,
            { orderId: paid.order_id, gatewayPaymentId: paid.id, amountPaise: paid.amount },
            mail,
            now,
          ),
        )
    }
  } catch {
    // The gateway is slow or down: its webhook will settle the booking when it can.
  }
  return {
    booking: settlement?.booking ?? (await getOwnBooking(db, customerId, payment.booking_id)),
    settlement,
  }
}
