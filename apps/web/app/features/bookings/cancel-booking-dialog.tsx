import type { Booking, RefundQuote } from '@trippy/contracts'
import type { RefundAs } from '@trippy/contracts/credit'
import { useId, useRef, useState } from 'react'
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
  onConfirm: (refundAs: RefundAs) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [refundAs, setRefundAs] = useState<RefundAs>('cash')
  const { packageDetails: pkg, batchDetails: departure } = booking

  const days = quote.daysBeforeDeparture
  const paid = quote.amountPaid > 0
  const offerCredit = quote.creditAmount > 0
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
      {offerCredit ? <RefundChoices quote={quote} value={refundAs} onChange={setRefundAs} /> : null}
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
          onClick={() => onConfirm(offerCredit ? refundAs : 'cash')}
          className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? 'Cancelling…' : 'Cancel booking'}
        </button>
      </div>
    </Dialog>
  )
}

/** Money back by the policy, or trek credit, side by side with their amounts. */
function RefundChoices({
  quote,
  value,
  onChange,
}: {
  quote: RefundQuote
  value: RefundAs
  onChange: (value: RefundAs) => void
}) {
  const name = useId()
  const choices: { value: RefundAs; title: string; amount: number; note: string }[] = [
    {
      value: 'cash',
      title: 'Refund',
      amount: quote.refundAmount,
      note:
        quote.creditReturned > 0
          ? `To your payment method; the ${formatInr(quote.creditReturned)} of credit you spent comes back as credit.`
          : 'To your original payment method, by the policy.',
    },
    {
      value: 'credit',
      title: 'Trek credit',
      amount: quote.creditAmount,
      note: `${quote.creditPercent}% of what you paid, for any trip until ${formatCalendarDate(quote.creditExpiresOn)}.`,
    },
  ]
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-slate-900">How would you like it back?</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="has-[:checked]:ring-brand flex cursor-pointer gap-3 rounded-xl bg-white p-3 text-sm ring-1 ring-slate-300 has-[:checked]:ring-2"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1"
            />
            <span>
              <span className="block font-semibold text-slate-900">
                {choice.title}: <span className="tabular-nums">{formatInr(choice.amount)}</span>
              </span>
              <span className="block text-slate-700">{choice.note}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
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
