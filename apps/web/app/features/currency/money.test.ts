import { expect, test } from 'vitest'
import { CurrencyRatesSchema } from '@trippy/contracts'
import { convertFromInr, CurrencyRatesAnswer, formatMoney, isDisplayCurrency } from './money.ts'

const rates = { INR: 1 as const, USD: 0.01125, EUR: 0.01045, GBP: 0.0089, JPY: 1.7 }

test('converts rupees with the rate, to two decimals', () => {
  expect(convertFromInr(12500, 'USD', rates)).toBe(140.63)
  expect(convertFromInr(12500, 'JPY', rates)).toBe(21250)
  expect(convertFromInr(12500, 'INR', rates)).toBe(12500)
})

test('shows rupees as a bill does, with Indian grouping, and other currencies to two decimals', () => {
  expect(formatMoney(125000, 'INR')).toBe('₹1,25,000')
  expect(formatMoney(449.9, 'INR')).toBe('₹449.90')
  expect(formatMoney(1406.25, 'USD')).toBe('$1,406.25')
  expect(formatMoney(1306.3, 'EUR')).toBe('€1,306.30')
  expect(formatMoney(1112.5, 'GBP')).toBe('£1,112.50')
  expect(formatMoney(212500, 'JPY')).toMatch(/^[￥¥]212,500\.00$/)
})

test('accepts only the five display currencies', () => {
  expect(isDisplayCurrency('USD')).toBe(true)
  expect(isDisplayCurrency('AUD')).toBe(false)
  expect(isDisplayCurrency(null)).toBe(false)
})

test('reads a rates answer exactly as the contract’s schema does', () => {
  const answers: unknown[] = [
    rates,
    { ...rates, INR: 2 },
    { ...rates, USD: '0.01' },
    { INR: 1, USD: 0.01, EUR: 0.01, GBP: 0.01 },
    null,
    'rates',
    [],
  ]
  for (const answer of answers) {
    const expected = CurrencyRatesSchema.safeParse(answer).success
    expect(CurrencyRatesAnswer.safeParse(answer).success, JSON.stringify(answer)).toBe(expected)
  }
  expect(CurrencyRatesAnswer.safeParse(rates)).toEqual({ success: true, data: rates })
})
