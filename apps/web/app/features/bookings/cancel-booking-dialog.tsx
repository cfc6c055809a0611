import type { Booking, RefundQuote } from '@trippy/contracts'
import type { RefundAs } from '@trippy/contracts/credit'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Dialog } from '../../components/ui/dialog.tsx'
import { formatInr } from '@trippy/contracts/money'
import { localDate } from '../../lib/local-dates.ts'
import * as m from '@trippy/i18n/messages'
import { localHref } from '../../lib/i18n.ts'
import { BOOKING_TEXTS } from './booking-messages.ts'
import { bookedPackageName } from './booked-package-name.ts'

const POLICY_NAMES: Record<RefundQuote['policy'], () => string> = {
  standard: m.my_bookings_policy_name_standard,
  group: m.my_bookings_policy_name_group,
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
        {m.my_bookings_cancel_title()}
      </h2>
      <p className="mt-2 text-slate-700">
        {(booking.bookingInfo.numberOfSeats === 1
          ? m.my_bookings_cancel_summary_one
          : m.my_bookings_cancel_summary_other)({
          name: bookedPackageName(pkg).value,
          start: localDate(departure.startDate),
          end: localDate(departure.endDate),
          seats: booking.bookingInfo.numberOfSeats,
        })}
      </p>
      <dl className="mt-4 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm ring-1 ring-slate-200">
        <Line term={m.my_bookings_days_before()} value={String(days)} />
        <Line term={m.my_bookings_amount_paid()} value={formatInr(quote.amountPaid)} />
        {paid ? (
          <>
            <Line term={m.my_bookings_refund()} value={`${quote.refundPercent}%`} />
            <Line
              term={m.my_bookings_refund_amount()}
              value={formatInr(quote.refundAmount)}
              strong
            />
          </>
        ) : null}
      </dl>
      {offerCredit ? <RefundChoices quote={quote} value={refundAs} onChange={setRefundAs} /> : null}
      {paid ? (
        <p className="mt-3 text-sm text-slate-700">
          {m.my_bookings_refund_explained({
            days: days === 1 ? m.my_bookings_days_one() : m.my_bookings_days_other({ days }),
            policy: POLICY_NAMES[quote.policy](),
            percent: quote.refundPercent,
          })}{' '}
          <Link
            to={localHref('/cancellation-refund')}
            className="text-brand underline underline-offset-4"
          >
            {m.my_bookings_read_policy()}
          </Link>
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {BOOKING_TEXTS.nothingToRefund} {m.my_bookings_seats_back_on_sale()}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-full px-5 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
        >
          {m.my_bookings_keep_booking()}
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() => onConfirm(offerCredit ? refundAs : 'cash')}
          className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? m.my_bookings_cancelling() : m.my_bookings_cancel_booking()}
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
      title: m.my_bookings_refund(),
      amount: quote.refundAmount,
      note:
        quote.creditReturned > 0
          ? m.my_bookings_refund_note_credit_returned({ amount: formatInr(quote.creditReturned) })
          : m.my_bookings_refund_note_cash(),
    },
    {
      value: 'credit',
      title: m.my_bookings_trek_credit(),
      amount: quote.creditAmount,
      note: m.my_bookings_credit_note({
        percent: quote.creditPercent,
        date: localDate(quote.creditExpiresOn),
      }),
    },
  ]
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-slate-900">
        {m.my_bookings_refund_choice_legend()}
      </legend>
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
