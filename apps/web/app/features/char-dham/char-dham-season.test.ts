import { expect, test } from 'vitest'
import { charDhamSeasonYear } from './char-dham-season.ts'

test('names next year once the temples have shut for the winter', () => {
  expect(charDhamSeasonYear(new Date('2026-11-23T06:00:00Z'))).toBe(2027)
  expect(charDhamSeasonYear(new Date('2027-02-14T06:00:00Z'))).toBe(2027)
})

test('names this year while the yatras still run, the monsoon break included', () => {
  expect(charDhamSeasonYear(new Date('2027-05-20T06:00:00Z'))).toBe(2027)
  expect(charDhamSeasonYear(new Date('2027-08-01T06:00:00Z'))).toBe(2027)
  expect(charDhamSeasonYear(new Date('2027-10-20T06:00:00Z'))).toBe(2027)
  expect(charDhamSeasonYear(new Date('2027-10-21T06:00:00Z'))).toBe(2028)
})

test('turns over at midnight in India, not in UTC', () => {
  expect(charDhamSeasonYear(new Date('2027-10-20T18:29:00Z'))).toBe(2027)
  expect(charDhamSeasonYear(new Date('2027-10-20T18:31:00Z'))).toBe(2028)
})
