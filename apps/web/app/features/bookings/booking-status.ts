import type { Booking, CancelReason } from '@trippy/contracts'
import { formatCalendarDate, formatIndiaTime, indiaCalendarDate } from '@trippy/contracts/calendar'
import { formatInr } from '@trippy/contracts/money'

type Status = Booking['metadata']['status']

/**
 * A booking's status as a traveller reads it (docs/booking-lifecycle.md): pending means nothing is
 * paid yet.
 */
const STATUS_LABELS: Record<Status, string> = {
  pending: 'Awaiting payment',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

const CANCEL_REASONS: Record<CancelReason, string> = {
  customer: 'Cancelled by you',
  operator: 'Cancelled by us',
  expired: 'Expired: not paid in time',
  'departure-cancelled': 'The departure was cancelled',
}

export function statusLabel(status: Status): string {
  return STATUS_LABELS[status]
}

/** Why a cancelled booking was cancelled; null for any other booking. */
export function cancelReasonLabel(booking: Pick<Booking, 'metadata' | 'cancelReason'>) {
  if (booking.metadata.status !== 'cancelled' || !booking.cancelReason) return null
  return CANCEL_REASONS[booking.cancelReason]
}

type Money = Pick<
  Booking,
  'metadata' | 'bookingInfo' | 'amountDue' | 'balanceDueDate' | 'balanceOverdue'
>

/**
 * What is owed and by when, for the 'Due' line: the amount due now while awaiting payment (and
 * for an advance, the balance after it), then the balance with its due date, flagged once
 * overdue. Null for a cancelled booking, which owes nothing.
 */
export function dueText(booking: Money): { text: string; overdue: boolean } | null {
  const { status } = booking.metadata
  if (status === 'cancelled') return null
  if (booking.amountDue <= 0) return { text: 'Nothing more', overdue: false }
  const due = formatInr(booking.amountDue)
  const { remainingAmount, remainingDueDate } = booking.bookingInfo
  if (status === 'pending') {
    const balance =
      remainingAmount > 0 && remainingDueDate
        ? `, then ${formatInr(remainingAmount)} by ${formatCalendarDate(remainingDueDate)}`
        : ''
    return { text: `${due} now${balance}`, overdue: false }
  }
  if (!booking.balanceDueDate) return { text: `${due} now`, overdue: false }
  const date = formatCalendarDate(booking.balanceDueDate)
  return booking.balanceOverdue
    ? { text: `${due} balance, overdue since ${date}`, overdue: true }
    : { text: `${due} balance due by ${date}`, overdue: false }
}

/** 'Seats held until …' for a booking awaiting payment; null otherwise. */
export function holdText(booking: Pick<Booking, 'metadata' | 'holdExpiresAt'>): string | null {
  if (booking.metadata.status !== 'pending' || !booking.holdExpiresAt) return null
  return `Seats held until ${formatIndiaTime(booking.holdExpiresAt)}`
}

/** Whether the traveller can pay now: something is owed and the booking still stands. */
export function canPay(booking: Pick<Booking, 'metadata' | 'amountDue'>): boolean {
  return booking.amountDue > 0 && booking.metadata.status !== 'cancelled'
}

export function payLabel(amountDue: number): string {
  return `Pay ${formatInr(amountDue)} now`
}

/** Each refund with where it stands: 'pending' until the money has gone back. */
export function refundTexts(booking: Pick<Booking, 'refunds'>): string[] {
  return booking.refunds.map((refund) =>
    refund.status === 'processed'
      ? `${formatInr(refund.amount)}: processed${refund.processedAt ? ` on ${formatIndiaDate(refund.processedAt)}` : ''}`
      : `${formatInr(refund.amount)}: pending`,
  )
}

const formatIndiaDate = (instant: string) =>
  formatCalendarDate(indiaCalendarDate(new Date(instant)))

/**
 * How many travellers still lack details, and why it matters: '2 travellers' details missing:
 * needed for Char Dham registration'. Null when every seat is complete.
 */
export function travellersMissingText(
  booking: Pick<Booking, 'travellersMissing' | 'travellersRequired'>,
): string | null {
  const missing = booking.travellersMissing
  if (missing <= 0) return null
  const count = missing === 1 ? "1 traveller's" : `${missing} travellers'`
  return `${count} details missing${booking.travellersRequired ? ': needed for Char Dham registration' : ''}`
}

/** The action that opens the travellers dialog. */
export function travellersActionLabel(booking: Pick<Booking, 'travellersMissing'>): string {
  return booking.travellersMissing > 0
    ? `Add traveller details (${booking.travellersMissing} missing)`
    : 'Edit travellers'
}

const PAYMENT_METHODS: Record<Booking['payments'][number]['method'], string> = {
  razorpay: 'paid online',
  upi: 'by UPI',
  bank_transfer: 'by bank transfer',
  cash: 'in cash',
  card: 'by card',
  credit: 'with trek credit',
}

/** Each payment the operator received (or that failed at the gateway), for the booking's detail. */
export function paymentTexts(booking: Pick<Booking, 'payments'>): string[] {
  return booking.payments.map((payment) => {
    const amount = formatInr(payment.amount)
    if (payment.status === 'failed') return `${amount}: the payment did not go through`
    const how = `${amount} ${PAYMENT_METHODS[payment.method]}`
    return payment.receivedAt ? `${how}, received ${formatIndiaDate(payment.receivedAt)}` : how
  })
}
