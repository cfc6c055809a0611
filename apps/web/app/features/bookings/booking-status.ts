import type { Booking, CancelReason } from '@trippy/contracts'
import { indiaCalendarDate } from '@trippy/contracts/calendar'
import { localDate, localIndiaTime } from '../../lib/local-dates.ts'
import { formatInr } from '@trippy/contracts/money'
import * as m from '@trippy/i18n/messages'

type Status = Booking['metadata']['status']

/**
 * A booking's status as a traveller reads it (docs/booking-lifecycle.md): pending means nothing is
 * paid yet.
 */
const STATUS_LABELS: Record<Status, () => string> = {
  pending: m.my_bookings_status_pending,
  confirmed: m.my_bookings_status_confirmed,
  completed: m.my_bookings_status_completed,
  cancelled: m.my_bookings_status_cancelled,
}

const CANCEL_REASONS: Record<CancelReason, () => string> = {
  customer: m.my_bookings_reason_customer,
  operator: m.my_bookings_reason_operator,
  expired: m.my_bookings_reason_expired,
  'departure-cancelled': m.my_bookings_reason_departure_cancelled,
}

export function statusLabel(status: Status): string {
  return STATUS_LABELS[status]()
}

/** Why a cancelled booking was cancelled; null for any other booking. */
export function cancelReasonLabel(booking: Pick<Booking, 'metadata' | 'cancelReason'>) {
  if (booking.metadata.status !== 'cancelled' || !booking.cancelReason) return null
  return CANCEL_REASONS[booking.cancelReason]()
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
  if (booking.amountDue <= 0) return { text: m.my_bookings_due_nothing(), overdue: false }
  const due = formatInr(booking.amountDue)
  const { remainingAmount, remainingDueDate } = booking.bookingInfo
  if (status === 'pending') {
    const text =
      remainingAmount > 0 && remainingDueDate
        ? m.my_bookings_due_now_then({
            due,
            balance: formatInr(remainingAmount),
            date: localDate(remainingDueDate),
          })
        : m.my_bookings_due_now({ due })
    return { text, overdue: false }
  }
  if (!booking.balanceDueDate) return { text: m.my_bookings_due_now({ due }), overdue: false }
  const date = localDate(booking.balanceDueDate)
  return booking.balanceOverdue
    ? { text: m.my_bookings_due_overdue({ due, date }), overdue: true }
    : { text: m.my_bookings_due_by({ due, date }), overdue: false }
}

/** 'Seats held until …' for a booking awaiting payment; null otherwise. */
export function holdText(booking: Pick<Booking, 'metadata' | 'holdExpiresAt'>): string | null {
  if (booking.metadata.status !== 'pending' || !booking.holdExpiresAt) return null
  return m.my_bookings_hold({ time: localIndiaTime(booking.holdExpiresAt) })
}

/** Whether the traveller can pay now: something is owed and the booking still stands. */
export function canPay(booking: Pick<Booking, 'metadata' | 'amountDue'>): boolean {
  return booking.amountDue > 0 && booking.metadata.status !== 'cancelled'
}

export function payLabel(amountDue: number): string {
  return m.my_bookings_pay({ amount: formatInr(amountDue) })
}

/** Each refund with where it stands: 'pending' until the money has gone back. */
export function refundTexts(booking: Pick<Booking, 'refunds'>): string[] {
  return booking.refunds.map((refund) => {
    const amount = formatInr(refund.amount)
    if (refund.status !== 'processed') return m.my_bookings_refund_pending({ amount })
    return refund.processedAt
      ? m.my_bookings_refund_processed_on({ amount, date: formatIndiaDate(refund.processedAt) })
      : m.my_bookings_refund_processed({ amount })
  })
}

const formatIndiaDate = (instant: string) => localDate(indiaCalendarDate(new Date(instant)))

/**
 * How many travellers still lack details, and why it matters: '2 travellers' details missing:
 * needed for Char Dham registration'. Null when every seat is complete.
 */
export function travellersMissingText(
  booking: Pick<Booking, 'travellersMissing' | 'travellersRequired'>,
): string | null {
  const missing = booking.travellersMissing
  if (missing <= 0) return null
  if (booking.travellersRequired)
    return missing === 1
      ? m.my_bookings_missing_one_required()
      : m.my_bookings_missing_other_required({ count: missing })
  return missing === 1
    ? m.my_bookings_missing_one()
    : m.my_bookings_missing_other({ count: missing })
}

/** The action that opens the travellers dialog. */
export function travellersActionLabel(booking: Pick<Booking, 'travellersMissing'>): string {
  return booking.travellersMissing > 0
    ? m.my_bookings_add_travellers({ count: booking.travellersMissing })
    : m.my_bookings_edit_travellers()
}

const PAYMENT_METHODS: Record<Booking['payments'][number]['method'], () => string> = {
  razorpay: m.my_bookings_paid_razorpay,
  upi: m.my_bookings_paid_upi,
  bank_transfer: m.my_bookings_paid_bank_transfer,
  cash: m.my_bookings_paid_cash,
  card: m.my_bookings_paid_card,
  credit: m.my_bookings_paid_credit,
}

/** Each payment the operator received (or that failed at the gateway), for the booking's detail. */
export function paymentTexts(booking: Pick<Booking, 'payments'>): string[] {
  return booking.payments.map((payment) => {
    const amount = formatInr(payment.amount)
    if (payment.status === 'failed') return m.my_bookings_payment_failed({ amount })
    const how = PAYMENT_METHODS[payment.method]()
    return payment.receivedAt
      ? m.my_bookings_payment_received({ amount, how, date: formatIndiaDate(payment.receivedAt) })
      : m.my_bookings_payment({ amount, how })
  })
}
