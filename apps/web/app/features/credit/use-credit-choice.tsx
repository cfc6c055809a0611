import type { CreditSummary } from '@trippy/contracts'
import { formatInr } from '@trippy/contracts/money'
import * as m from '@trippy/i18n/messages'
import { useEffect, useState } from 'react'
import { loadCredit } from './credit-api.ts'

/**
 * The booking's 'Use my trek credit (₹X)' checkbox, shown only when the customer has credit to
 * spend. The server spends it (earliest expiry first) on what is due now.
 */
export function UseCreditChoice({
  checked,
  onChange,
  payable,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  /** What is due at booking, in rupees: the credit spent is at most this. */
  payable: number
}) {
  const [credit, setCredit] = useState<CreditSummary | null>(null)
  // The balance is the signed-in customer's, read in the browser where the token is.
  useEffect(() => {
    const controller = new AbortController()
    loadCredit(controller.signal).then(setCredit, () => undefined)
    return () => controller.abort()
  }, [])
  if (!credit || credit.balance <= 0) return null
  const spend = Math.min(credit.balance, payable)
  return (
    <div className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200">
      <label className="flex items-start gap-3 font-medium">
        <input
          type="checkbox"
          name="useCredit"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="mt-1 size-4"
        />
        <span>{m.credit_use({ amount: formatInr(credit.balance) })}</span>
      </label>
      {checked ? (
        <p className="mt-2 text-sm">
          {spend >= payable
            ? m.credit_covers_all({ spend: formatInr(spend), payable: formatInr(payable) })
            : m.credit_covers_part({ spend: formatInr(spend), payable: formatInr(payable) })}
        </p>
      ) : null}
    </div>
  )
}
