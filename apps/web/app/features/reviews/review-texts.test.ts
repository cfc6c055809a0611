import { expect, test } from 'vitest'
import { monthTravelled } from './review-texts.ts'

test('the month travelled reads as a month and a year', () => {
  expect(monthTravelled('2026-03')).toBe('March 2026')
  expect(monthTravelled('2025-12')).toBe('December 2025')
})
