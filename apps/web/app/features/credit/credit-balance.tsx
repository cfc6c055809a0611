import type { CreditSummary } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { localDate } from '../../lib/local-dates.ts'
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
        {m.credit_balance_heading()}{' '}
        <span className="tabular-nums">{formatInr(credit.balance)}</span>
      </h2>
      {credit.nearestExpiry ? (
        <p className="mt-1 text-sm">
          {m.credit_expires({
            amount: formatInr(credit.nearestExpiry.amount),
            date: localDate(credit.nearestExpiry.date),
          })}
        </p>
      ) : null}
    </section>
  )
}
