import { expect, test } from 'vitest'
import { financialYear } from './financial-year.ts'

test('starts a financial year on 1 April in India time, not in UTC', () => {
  // 23:59:59 on 31 March 2027 in India is still 2026-27.
  expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27')
  // Midnight of 1 April in India is 18:30 on 31 March in UTC: a new year already.
  expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28')
  expect(financialYear(new Date('2027-04-01T00:00:00.000Z'))).toBe('2027-28')
})

test('keeps January to March in the year that began the April before', () => {
  expect(financialYear(new Date('2026-11-23T10:00:00Z'))).toBe('2026-27')
  expect(financialYear(new Date('2027-01-01T00:00:00+05:30'))).toBe('2026-27')
  expect(financialYear(new Date('2026-03-31T12:00:00Z'))).toBe('2025-26')
})

test('writes the end year with two digits across a century', () => {
  expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00')
  expect(financialYear(new Date('2109-06-01T00:00:00Z'))).toBe('2109-10')
})
