import type { BookingStatus } from '@trippy/contracts'

/**
 * The arithmetic of the ledger, in integer paise. What a booking has paid is never a flag: it is
 * what was captured less what has gone back.
 */
export type LedgerPayment = {
  id: string
  amountPaise: number
  status: string
  method: string
  gatewayPaymentId: string | null
  createdAt: string
}
export type LedgerRefund = { paymentId: string | null; amountPaise: number; status: string }

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0)

/** Captured payments less processed refunds. */
export function amountPaid(payments: LedgerPayment[], refunds: LedgerRefund[]): number {
  return (
    sum(payments.filter((p) => p.status === 'captured').map((p) => p.amountPaise)) -
    sum(refunds.filter((r) => r.status === 'processed').map((r) => r.amountPaise))
  )
}

/** Captured payments less every refund decided, paid back or not: what is left to refund. */
export function refundable(payments: LedgerPayment[], refunds: LedgerRefund[]): number {
  return (
    sum(payments.filter((p) => p.status === 'captured').map((p) => p.amountPaise)) -
    sum(refunds.map((r) => r.amountPaise))
  )
}

/**
 * Money received beyond the booking's total and not yet decided to go back: the operator owes it
 * to the traveller (a second payment on one Razorpay order, or more recorded than was owed).
 * Nothing for a cancelled booking: its cancellation already refunds from what was received.
 */
export function amountOverpaid(
  booking: { status: BookingStatus; totalPaise: number },
  payments: LedgerPayment[],
  refunds: LedgerRefund[],
): number {
  if (booking.status === 'cancelled') return 0
  return Math.max(0, refundable(payments, refunds) - booking.totalPaise)
}

/**
 * What is owed now: while pending, the rest of the amount due at booking (the advance or the
 * whole); once confirmed, the rest of the total (an advance's balance); nothing once cancelled.
 */
export function amountDue(
  booking: { status: BookingStatus; payablePaise: number; totalPaise: number },
  paidPaise: number,
): number {
  if (booking.status === 'cancelled') return 0
  const owed = booking.status === 'pending' ? booking.payablePaise : booking.totalPaise
  return Math.max(0, owed - paidPaise)
}

/**
 * Splits a refund over the payments it can go back through: gateway payments newest first, each
 * up to what it has not refunded yet; the rest (money received offline) is paid back by the
 * operator by hand (`paymentId: null`).
 */
export function allocateRefund(
  amountPaise: number,
  payments: LedgerPayment[],
  refunds: LedgerRefund[],
): { paymentId: string | null; amountPaise: number }[] {
  const parts: { paymentId: string | null; amountPaise: number }[] = []
  let left = amountPaise
  const gatewayPayments = payments
    .filter((p) => p.status === 'captured' && p.gatewayPaymentId !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  for (const payment of gatewayPayments) {
    if (left <= 0) break
    const alreadyBack = sum(
      refunds.filter((r) => r.paymentId === payment.id).map((r) => r.amountPaise),
    )
    const part = Math.min(left, payment.amountPaise - alreadyBack)
    if (part > 0) {
      parts.push({ paymentId: payment.id, amountPaise: part })
      left -= part
    }
  }
  if (left > 0) parts.push({ paymentId: null, amountPaise: left })
  return parts
}
