import type { CurrencyCode, CurrencyRates } from '@trippy/contracts'
import { formatInr } from '@trippy/contracts/money'

export const DISPLAY_CURRENCIES: CurrencyCode[] = ['INR', 'USD', 'EUR', 'GBP', 'JPY']
export const DEFAULT_CURRENCY: CurrencyCode = 'INR'
export const CURRENCY_STORAGE_KEY = 'currency'

const LOCALES: Record<CurrencyCode, string> = {
  INR: 'en-IN',
  USD: 'en-US',
  EUR: 'en-IE',
  GBP: 'en-GB',
  JPY: 'ja-JP',
}

/** The rupee amount in another currency, rounded to two decimals. */
export function convertFromInr(
  rupees: number,
  currency: CurrencyCode,
  rates: CurrencyRates,
): number {
  return Math.round(rupees * rates[currency] * 100) / 100
}

/**
 * INR as a bill shows it (₹1,25,000, ₹449.90); other currencies to two decimals in their own
 * style.
 */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  if (currency === 'INR') return formatInr(amount)
  return new Intl.NumberFormat(LOCALES[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

export function isDisplayCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as string[]).includes(value)
}
