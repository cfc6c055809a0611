import { expect, test } from 'vitest'
import { formatInr } from './format-inr.ts'

test('groups rupees the Indian way', () => {
  expect(formatInr(125000)).toBe('₹1,25,000')
  expect(formatInr(9999)).toBe('₹9,999')
  expect(formatInr(1250000.5)).toBe('₹12,50,000.5')
})
