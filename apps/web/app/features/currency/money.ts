import type { CurrencyCode, CurrencyRates } from '@trippy/contracts'
import { formatInr } from '@trippy/contracts/money'
import type { AnswerSchema } from '../../lib/api-client.ts'

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

// Made once per currency: making one costs far more than using it, and a listing shows dozens.
const moneyFormats = new Map<CurrencyCode, Intl.NumberFormat>()

/**
 * INR as a bill shows it (₹1,25,000, ₹449.90); other currencies to two decimals in their own
 * style.
 */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  if (currency === 'INR') return formatInr(amount)
  let formatter = moneyFormats.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    moneyFormats.set(currency, formatter)
  }
  return formatter.format(amount)
}

export function isDisplayCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as string[]).includes(value)
}

/**
 * The rates answer's reader for the CurrencyProvider. That provider is on every page, so this
 * checks the contract's shape (CurrencyRatesSchema) by hand rather than bring zod onto public pages
 * that parse nothing else; money.test.ts holds it to the schema's verdicts.
 */
export const CurrencyRatesAnswer: AnswerSchema<CurrencyRates> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false }
    const rates = value as Record<string, unknown>
    const valid =
      ['USD', 'EUR', 'GBP', 'JPY'].every((code) => typeof rates[code] === 'number') &&
      rates.INR === 1
    return valid ? { success: true, data: value as CurrencyRates } : { success: false }
  },
}
