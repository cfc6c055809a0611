import type { CreditSummary } from '@trippy/contracts'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { formatInr } from '@trippy/contracts/money'

/** My Bookings' line on trek credit: the balance and the nearest expiry; nothing without credit. */
export function CreditBalance({ credit }: { credit: CreditSummary | null | undefined }) {
  if (!credit || credit.balance <= 0) return null
  return (
    <section
      aria-labelledby="credit-heading"
      className="mb-5 rounded-2xl bg-emerald-50 p-5 text-emerald-950 ring-1 ring-emerald-200"
    >
      <h2 id="credit-heading" className="text-lg font-semibold">
        Trek credit: <span className="tabular-nums">{formatInr(credit.balance)}</span>
      </h2>
      {credit.nearestExpiry ? (
        <p className="mt-1 text-sm">
          {formatInr(credit.nearestExpiry.amount)} of it expires on{' '}
          {formatCalendarDate(credit.nearestExpiry.date)}. Spend it on your next booking: tick
          &lsquo;Use my trek credit&rsquo; when you confirm it.
        </p>
      ) : null}
    </section>
  )
}
