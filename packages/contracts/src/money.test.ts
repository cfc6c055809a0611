import { expect, test } from 'vitest'
import { formatInr, groupIndian } from './money.ts'

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

test('writes what Intl en-IN writes, without building an Intl formatter', () => {
  const whole = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  })
  const withPaise = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const amounts = [0, 1, 9.99, 10, 99.5, 100, 999, 1000, 12345.67, 99999.99, 100000, -1000, -0.5]
  for (let paise = 1; paise < 1e15; paise = paise * 7 + 3) amounts.push(paise / 100, -paise / 100)
  for (const rupees of amounts) {
    const paise = Math.round(rupees * 100)
    const expected = paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100)
    expect(formatInr(rupees), String(rupees)).toBe(expected)
  }
})

test('groups a whole number the Indian way', () => {
  expect(groupIndian(5895)).toBe('5,895')
  expect(groupIndian(999)).toBe('999')
  expect(groupIndian(123456789)).toBe('12,34,56,789')
  for (let n = 1; n < 1e15; n = n * 9 + 1) expect(groupIndian(n)).toBe(n.toLocaleString('en-IN'))
})
