import type { Booking } from '@trippy/contracts'
import { formatInr } from '@trippy/contracts/money'
import * as m from '@trippy/i18n/messages'
import {
  cancelReasonLabel,
  dueText,
  holdText,
  refundTexts,
  statusLabel,
  travellersMissingText,
} from './booking-status.ts'
import { Fact } from './trip-facts.tsx'

const STATUS_STYLES: Record<Booking['metadata']['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-slate-200 text-slate-800',
}

/** The status as a badge ('Awaiting payment', 'Confirmed', …) with why it was cancelled. */
export function StatusBadge({ booking }: { booking: Booking }) {
  const reason = cancelReasonLabel(booking)
  return (
    <div className="text-right">
      <p
        className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[booking.metadata.status]}`}
      >
        <span className="sr-only">{m.booking_status_sr()} </span>
        {statusLabel(booking.metadata.status)}
      </p>
      {reason ? <p className="mt-1 text-sm text-slate-700">{reason}</p> : null}
    </div>
  )
}

/**
 * 'Paid' (what the operator has received: never what is merely due) and 'Due' with its date, or
 * for a cancelled booking its refunds and where they stand. Facts of a <dl>.
 */
export function MoneyFacts({ booking }: { booking: Booking }) {
  const due = dueText(booking)
  const refunds = refundTexts(booking)
  return (
    <>
      <Fact term={m.booking_paid()}>{formatInr(booking.amountPaid)}</Fact>
      {due ? (
        <Fact term={m.booking_due()}>
          <span className={due.overdue ? 'font-semibold text-red-800' : undefined}>
            {due.overdue ? <span className="sr-only">{m.booking_overdue_sr()} </span> : null}
            {due.text}
          </span>
        </Fact>
      ) : null}
      {refunds.length > 0 ? (
        <Fact term={refunds.length === 1 ? m.booking_refund() : m.booking_refunds()}>
          {refunds.length === 1 ? (
            refunds[0]
          ) : (
            <ul>
              {refunds.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          )}
        </Fact>
      ) : booking.metadata.status === 'cancelled' ? (
        <Fact term={m.booking_refund()}>
          {booking.amountPaid > 0 ? m.booking_refund_none_policy() : m.booking_refund_none_unpaid()}
        </Fact>
      ) : null}
    </>
  )
}

/** Until when the seats are held, and whose traveller details are still missing. */
export function BookingNotices({ booking }: { booking: Booking }) {
  const hold = holdText(booking)
  const live = booking.metadata.status === 'pending' || booking.metadata.status === 'confirmed'
  const missing = live ? travellersMissingText(booking) : null
  if (!hold && !missing) return null
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {hold ? <li className="font-medium text-amber-900">{hold}</li> : null}
      {missing ? (
        <li
          className={booking.travellersRequired ? 'font-medium text-amber-900' : 'text-slate-700'}
        >
          {missing}
        </li>
      ) : null}
    </ul>
  )
}
