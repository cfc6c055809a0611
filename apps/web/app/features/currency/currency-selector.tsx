import * as m from '@trippy/i18n/messages'
import { useId } from 'react'
import { useCurrency } from './currency-context.tsx'
import { DISPLAY_CURRENCIES, isDisplayCurrency } from './money.ts'

/** The header's display-currency selector: loading until the rates arrive, then ready. */
export function CurrencySelector() {
  const { currency, status, setCurrency } = useCurrency()
  const id = useId()
  return (
    <div
      className="flex items-center gap-1 text-sm"
      data-testid="currency-selector"
      data-status={status}
    >
      <label htmlFor={id} className="sr-only">
        {m.currency_label()}
      </label>
      <select
        id={id}
        value={currency}
        disabled={status === 'loading'}
        aria-busy={status === 'loading'}
        onChange={(event) => {
          if (isDisplayCurrency(event.target.value)) setCurrency(event.target.value)
        }}
        className="rounded-md border border-current/30 bg-transparent px-2 py-1 font-semibold disabled:opacity-60 [&>option]:text-slate-900"
      >
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  )
}
