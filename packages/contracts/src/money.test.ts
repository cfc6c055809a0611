import { expect, test } from 'vitest'
import { formatInr } from './money.ts'

test('shows paise with both digits, the way a bill does', () => {
  expect(formatInr(449.9)).toBe('₹449.90')
  expect(formatInr(449.09)).toBe('₹449.09')
  expect(formatInr(7481.25)).toBe('₹7,481.25')
  expect(formatInr(1250000.5)).toBe('₹12,50,000.50')
})

test('shows whole rupees without paise, with Indian grouping', () => {
  expect(formatInr(125000)).toBe('₹1,25,000')
  expect(formatInr(9999)).toBe('₹9,999')
  expect(formatInr(0)).toBe('₹0')
  expect(formatInr(178000.0)).toBe('₹1,78,000')
})

test('rounds to the paisa first, so float noise never shows', () => {
  expect(formatInr(0.1 + 0.2)).toBe('₹0.30')
  expect(formatInr(449.899999)).toBe('₹449.90')
  expect(formatInr(449.999)).toBe('₹450')
  expect(formatInr(-0.001)).toBe('₹0')
})
