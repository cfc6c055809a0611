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
    <span className={className} title={`Approximately; charged as ${formatMoney(inr, 'INR')}`}>
      <abbr title="approximately" className="no-underline">
        ≈
      </abbr>
      {formatMoney(convertFromInr(inr, currency, rates), currency)}
    </span>
  )
}
