import * as m from '@trippy/i18n/messages'
import { useDisplayCurrency } from './currency-context.tsx'
import { convertFromInr, formatMoney } from './money.ts'

/**
 * A rupee amount in the visitor's display currency. Other currencies are marked approximate:
 * they are converted with the day's rates, and bookings are charged in rupees.
 */
export function Price({ inr, className }: { inr: number; className?: string }) {
  const { currency, rates } = useDisplayCurrency()
  if (currency === 'INR' || !rates)
    return <span className={className}>{formatMoney(inr, 'INR')}</span>
  return (
    <span
      className={className}
      title={m.currency_approx_title({ amount: formatMoney(inr, 'INR') })}
    >
      <abbr title={m.currency_approximately()} className="no-underline">
        ≈
      </abbr>
      {formatMoney(convertFromInr(inr, currency, rates), currency)}
    </span>
  )
}
