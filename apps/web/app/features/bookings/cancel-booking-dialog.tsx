import type { Booking, RefundQuote } from '@trippy/contracts'
import { useId, useRef } from 'react'
import { Link } from 'react-router'
import { Dialog } from '../../components/ui/dialog.tsx'
import { formatInr } from '@trippy/contracts/money'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { BOOKING_TEXTS } from './booking-messages.ts'

const POLICY_NAMES: Record<RefundQuote['policy'], string> = {
  standard: 'standard cancellation policy',
  group: 'group cancellation policy (10 or more travellers)',
}

/**
 * Shows the refund the server quotes for cancelling today before anything is cancelled; the
 * customer confirms or keeps the booking. A modal <dialog>: Escape keeps the booking.
 */
export function CancelBookingDialog({
  booking,
  quote,
  pending,
  onConfirm,
  onClose,
}: {
  booking: Booking
  quote: RefundQuote
  pending: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { packageDetails: pkg, batchDetails: departure } = booking

  const days = quote.daysBeforeDeparture
  const paid = quote.amountPaid > 0
  return (
    <Dialog
      open
      dialogRef={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,94vw)] rounded-2xl bg-white p-6 text-slate-800 shadow-2xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-brand text-xl font-bold">
        Cancel this booking?
      </h2>
      <p className="mt-2 text-slate-700">
        {pkg.packageName}, {formatCalendarDate(departure.startDate)} –{' '}
        {formatCalendarDate(departure.endDate)}, {booking.bookingInfo.numberOfSeats}{' '}
        {booking.bookingInfo.numberOfSeats === 1 ? 'seat' : 'seats'}.
      </p>
      <dl className="mt-4 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm ring-1 ring-slate-200">
        <Line term="Days before departure" value={String(days)} />
        <Line term="Amount paid" value={formatInr(quote.amountPaid)} />
        {paid ? (
          <>
            <Line term="Refund" value={`${quote.refundPercent}%`} />
            <Line term="Refund amount" value={formatInr(quote.refundAmount)} strong />
          </>
        ) : null}
      </dl>
      {paid ? (
        <p className="mt-3 text-sm text-slate-700">
          Cancelling {days === 1 ? '1 day' : `${days} days`} before departure, our{' '}
          {POLICY_NAMES[quote.policy]} refunds {quote.refundPercent}% of what you paid. The refund
          goes to your original payment method within 7-10 business days; payment gateway fees are
          not refundable.{' '}
          <Link to="/cancellation-refund" className="text-brand underline underline-offset-4">
            Read the policy
          </Link>
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {BOOKING_TEXTS.nothingToRefund} Your seats go back on sale for other travellers.
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-full px-5 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
        >
          Keep booking
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={onConfirm}
          className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? 'Cancelling…' : 'Cancel booking'}
        </button>
      </div>
    </Dialog>
  )
}

function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-2 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}
