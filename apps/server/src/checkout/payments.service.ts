import {
  BOOKING_MESSAGES,
  type Booking,
  type Notification,
  type PaymentIntent,
  type PaymentMethod,
} from '@trippy/contracts'
import { PAYMENT_MESSAGES } from '@trippy/contracts/api-messages'
import { formatInr, toRupees } from '@trippy/contracts/money'
import type { Kysely } from 'kysely'
import {
  moneyOf,
  toBooking,
  type BookingRow,
  findBooking,
  lockBooking,
  markConfirmed,
  findOwnRow,
  mailBookingOf,
  noticeTripOf,
  type BookingMailTemplate,
} from '../bookings/index.ts'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { issueInvoiceInTransaction } from '../invoices/index.ts'
import { queueBookingMails, queueCustomerMail } from '../customers/index.ts'
import type { MailContext } from '../mail/index.ts'
import { refundProcessedMail } from './mails/refund-processed.ts'
import {
  bookingConfirmedNotice,
  paymentAfterCancellationNotice,
  paymentReceivedNotice,
  refundProcessedNotice,
  storeNotification,
} from '../notifications/index.ts'
import { passPathFor } from '../trip-pass/index.ts'
import {
  allocateRefund,
  refundable,
  findLedger,
  findOpenOrder,
  findPaymentByGatewayId,
  findPaymentByOrderId,
  findRefund,
  findRefundsAwaitingGateway,
  insertPayment,
  insertRefund,
  markCaptured,
  markRefundProcessed,
  type RefundRow,
  setGatewayRefundId,
  toLedgerPayment,
  toLedgerRefund,
} from '../ledger/index.ts'
import { GatewayError, type RazorpayGateway } from './razorpay-gateway.ts'

/** How a traveller pays: through Razorpay when its keys are set, else into the operator's account. */
export type PaymentSettings = {
  gateway: RazorpayGateway | null
  offline: { upiId: string; bankAccount: string; ifsc: string; accountName: string }
}

/** What a payment did to its booking, and the notification it raised (to publish live). */
export type Settlement = {
  booking: Booking
  customerId: string
  notification: Notification | null
}

export { PAYMENT_MESSAGES }

/** An unpaid order is reused for the same amount for this long, instead of making another. */
const ORDER_REUSE_MS = 15 * 60_000

/**
 * Starts paying what a customer's own booking owes now: a Razorpay order for Checkout, or the
 * operator's account details to pay into, quoting the booking id.
 */
export async function startPayment(
  db: Kysely<Database>,
  settings: PaymentSettings,
  customerId: string,
  bookingId: string,
  now = new Date(),
): Promise<PaymentIntent> {
  const row = await findOwnRow(db, customerId, bookingId)
  if (row.status === 'cancelled') throw new HttpError(409, BOOKING_MESSAGES.notPayable)
  const { due } = moneyOf(row, await findLedger(db, row.id))
  if (due <= 0) throw new HttpError(409, BOOKING_MESSAGES.nothingDue)
  const amount = toRupees(due)
  if (!settings.gateway) {
    return {
      provider: 'offline',
      bookingId: row.id,
      amount,
      currency: 'INR',
      instructions: { ...settings.offline, reference: row.id },
    }
  }
  const reusable = await findOpenOrder(
    db,
    row.id,
    due,
    new Date(now.getTime() - ORDER_REUSE_MS).toISOString(),
  )
  let orderId = reusable?.gateway_order_id ?? null
  if (!orderId) {
    try {
      const order = await settings.gateway.createOrder({
        amountPaise: due,
        receipt: row.id,
        notes: { bookingId: row.id },
      })
      orderId = order.id
    } catch (error) {
      if (error instanceof GatewayError) throw new HttpError(503, PAYMENT_MESSAGES.gatewayDown)
      throw error
    }
    await insertPayment(db, {
      id: newId(),
      booking_id: row.id,
      amount_paise: due,
      method: 'razorpay',
      reference: null,
      status: 'created',
      received_at: null,
      recorded_by: 'razorpay',
      gateway_order_id: orderId,
      gateway_payment_id: null,
      created_at: now.toISOString(),
    })
  }
  return {
    provider: 'razorpay',
    bookingId: row.id,
    orderId,
    keyId: settings.gateway.keyId,
    amount,
    currency: 'INR',
  }
}

/**
 * In the caller's transaction: a gateway payment of an order was captured. Each payment id is
 * recorded once (a repeat is a no-op: null), and every distinct one is recorded: a second payment
 * on an order already paid (two Checkout windows, a late authorisation captured) is money
 * received, kept as a row of its own and shown to the operator as an overpayment to refund.
 */
export async function captureInTransaction(
  trx: Kysely<Database>,
  capture: { orderId: string; gatewayPaymentId: string; amountPaise: number },
  mail: MailContext,
  now: Date,
): Promise<Settlement | null> {
  const order = await findPaymentByOrderId(trx, capture.orderId)
  if (!order) return null
  await lockBooking(trx, order.booking_id)
  if (await findPaymentByGatewayId(trx, capture.gatewayPaymentId)) return null
  const at = now.toISOString()
  const capturedOnOrder = await markCaptured(
    trx,
    order.id,
    capture.gatewayPaymentId,
    capture.amountPaise,
    at,
  )
  if (!capturedOnOrder) {
    // The order's own row holds its first capture, and an order id is unique to that row.
    await insertPayment(trx, {
      id: newId(),
      booking_id: order.booking_id,
      amount_paise: capture.amountPaise,
      method: 'razorpay',
      reference: capture.gatewayPaymentId,
      status: 'captured',
      received_at: at,
      recorded_by: 'razorpay',
      gateway_order_id: null,
      gateway_payment_id: capture.gatewayPaymentId,
      created_at: at,
    })
  }
  return settleInTransaction(trx, order.booking_id, capture.amountPaise, mail, now)
}

/**
 * Money received outside the gateway (UPI, bank transfer, cash, card at the office), recorded by
 * the operator: confirms the booking once what is due at booking is covered.
 */
export async function recordOfflinePayment(
  db: Kysely<Database>,
  bookingId: string,
  payment: {
    amountPaise: number
    method: Exclude<PaymentMethod, 'razorpay'>
    reference: string | null
    receivedAt: string
    recordedBy: string
  },
  mail: MailContext,
  now = new Date(),
  /** More writes in the same transaction, e.g. the console's audit row. */
  alongside?: InTransaction,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    await lockBooking(trx, bookingId)
    const row = await findBooking(trx, bookingId)
    if (!row) throw new HttpError(404, BOOKING_MESSAGES.notFound)
    if (row.status === 'cancelled') throw new HttpError(409, BOOKING_MESSAGES.notPayable)
    const { paid } = moneyOf(row, await findLedger(trx, row.id))
    const owed = row.total_paise - paid
    if (payment.amountPaise > owed)
      throw new HttpError(409, PAYMENT_MESSAGES.tooMuch(formatInr(toRupees(Math.max(0, owed)))))
    await insertPayment(trx, {
      id: newId(),
      booking_id: row.id,
      amount_paise: payment.amountPaise,
      method: payment.method,
      reference: payment.reference,
      status: 'captured',
      received_at: payment.receivedAt,
      recorded_by: payment.recordedBy,
      gateway_order_id: null,
      gateway_payment_id: null,
      created_at: now.toISOString(),
    })
    const settled = await settleInTransaction(trx, row.id, payment.amountPaise, mail, now)
    await alongside?.(trx, settled)
    return settled
  })
}

/** Work a caller adds to a payment's transaction, seeing what the payment did. */
export type InTransaction = (trx: Kysely<Database>, settled: Settlement) => Promise<void>

/**
 * After money came in (the booking's row lock held): a pending booking whose payments cover the
 * amount due at booking is confirmed; money for a booking already cancelled (the hold expired
 * while the traveller paid) goes back in full; otherwise it is a balance payment.
 */
async function settleInTransaction(
  trx: Kysely<Database>,
  bookingId: string,
  receivedPaise: number,
  mail: MailContext,
  now: Date,
): Promise<Settlement> {
  const row = (await findBooking(trx, bookingId)) as BookingRow
  const ledger = await findLedger(trx, bookingId)
  const { paid, due } = moneyOf(row, ledger)
  const trip = noticeTripOf(row)
  let notification: Notification

  if (row.status === 'cancelled') {
    const payments = ledger.payments.map(toLedgerPayment)
    const refunds = ledger.refunds.map(toLedgerRefund)
    for (const part of allocateRefund(refundable(payments, refunds), payments, refunds)) {
      await insertRefund(trx, {
        id: newId(),
        booking_id: row.id,
        payment_id: part.paymentId,
        amount_paise: part.amountPaise,
        status: 'pending',
        reference: null,
        gateway_refund_id: null,
        created_at: now.toISOString(),
        processed_at: null,
      })
    }
    notification = await storeNotification(
      trx,
      {
        customerId: row.customer_id,
        kind: 'payment-received',
        ...paymentAfterCancellationNotice({ trip, receivedPaise }),
      },
      now,
    )
    await queueBookingMails(trx, mail, row.customer_id, {
      template: 'payment-received',
      data: {
        booking: mailBookingOf(row),
        receivedPaise,
        paidPaise: paid,
        duePaise: 0,
        pending: false,
        cancelled: true,
      },
    } satisfies BookingMailTemplate)
  } else if (row.status === 'pending' && paid >= row.payable_paise) {
    await markConfirmed(trx, row.id)
    await issueInvoiceInTransaction(trx, row.id, now)
    const balance = row.total_paise - paid
    notification = await storeNotification(
      trx,
      {
        customerId: row.customer_id,
        kind: 'booking-confirmed',
        ...bookingConfirmedNotice({
          trip,
          paidBy: 'payment',
          paidPaise: receivedPaise,
          balance: { paise: balance, dueDate: row.remaining_due_date },
        }),
      },
      now,
    )
    await queueBookingMails(trx, mail, row.customer_id, {
      template: 'booking-confirmed',
      data: {
        booking: mailBookingOf(row),
        receivedPaise,
        paidPaise: paid,
        totalPaise: row.total_paise,
        promo: row.promo_code ? { code: row.promo_code, discountPaise: row.discount_paise } : null,
        balanceDueDate: row.remaining_due_date,
        // Only once the invoices feature can attach it, so the mail never promises what it lacks.
        invoiceAttached: mail.attachments.has('invoice'),
        passPath: await passPathFor(trx, row.id, now),
      },
    } satisfies BookingMailTemplate)
  } else {
    notification = await storeNotification(
      trx,
      {
        customerId: row.customer_id,
        kind: 'payment-received',
        ...paymentReceivedNotice({
          trip,
          receivedPaise,
          duePaise: due,
          pending: row.status === 'pending',
        }),
      },
      now,
    )
    await queueBookingMails(trx, mail, row.customer_id, {
      template: 'payment-received',
      data: {
        booking: mailBookingOf(row),
        receivedPaise,
        paidPaise: paid,
        duePaise: due,
        pending: row.status === 'pending',
        cancelled: false,
      },
    } satisfies BookingMailTemplate)
  }
  const settled = (await findBooking(trx, bookingId)) as BookingRow
  return {
    booking: toBooking(settled, await findLedger(trx, bookingId), now),
    customerId: row.customer_id,
    notification,
  }
}

/**
 * Hands each pending refund owed through the gateway to Razorpay; it stays pending until the
 * gateway's `refund.processed`. A refund the gateway refuses or cannot take now is tried again
 * by the next run. Answers how many were handed over.
 */
export async function pushGatewayRefunds(
  db: Kysely<Database>,
  gateway: RazorpayGateway,
  onError: (error: unknown, refundId: string) => void,
): Promise<number> {
  let handed = 0
  for (const refund of await findRefundsAwaitingGateway(db)) {
    if (!refund.gateway_payment_id) continue
    try {
      const accepted = await gateway.refundPayment(refund.gateway_payment_id, refund.amount_paise, {
        refundId: refund.id,
        bookingId: refund.booking_id,
      })
      await setGatewayRefundId(db, refund.id, accepted.id)
      handed += 1
    } catch (error) {
      onError(error, refund.id)
    }
  }
  return handed
}

/**
 * In the caller's transaction: a refund has gone back (the gateway says so, or the operator paid
 * it by hand). Marks it processed once, tells the traveller; null when it already was.
 */
export async function refundProcessedInTransaction(
  trx: Kysely<Database>,
  refund: RefundRow,
  reference: string,
  mail: MailContext,
  now: Date,
): Promise<Settlement | null> {
  await lockBooking(trx, refund.booking_id)
  if (!(await markRefundProcessed(trx, refund.id, reference, now.toISOString()))) return null
  const row = (await findBooking(trx, refund.booking_id)) as BookingRow
  const notification = await storeNotification(
    trx,
    {
      customerId: row.customer_id,
      kind: 'refund-processed',
      ...refundProcessedNotice({ trip: noticeTripOf(row), refundPaise: refund.amount_paise }),
    },
    now,
  )
  await queueCustomerMail(trx, row.customer_id, (firstName, locale) =>
    refundProcessedMail(mail, {
      firstName,
      locale,
      booking: mailBookingOf(row),
      refundPaise: refund.amount_paise,
      reference,
    }),
  )
  return {
    booking: toBooking(row, await findLedger(trx, row.id), now),
    customerId: row.customer_id,
    notification,
  }
}

/** The operator paid a refund back by hand, with a reference to trace it. */
export async function markRefundProcessedByHand(
  db: Kysely<Database>,
  refundId: string,
  reference: string,
  mail: MailContext,
  now = new Date(),
  alongside?: InTransaction,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const refund = await findRefund(trx, refundId)
    if (!refund) throw new HttpError(404, PAYMENT_MESSAGES.refundNotFound)
    if (refund.gateway_refund_id) throw new HttpError(409, PAYMENT_MESSAGES.refundThroughGateway)
    const settled = await refundProcessedInTransaction(trx, refund, reference, mail, now)
    if (!settled) throw new HttpError(409, PAYMENT_MESSAGES.refundAlreadyProcessed)
    await alongside?.(trx, settled)
    return settled
  })
}
