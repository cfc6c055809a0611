import { expect, test } from 'vitest'
import { indiaToday } from './catalogue.service.ts'

test("turns the catalogue's day over at midnight in India, whichever way the clock moves", () => {
  const beforeMidnight = Date.parse('2026-11-25T18:29:59.999Z') // 23:59:59.999 IST
  expect(indiaToday(beforeMidnight)).toBe('2026-11-25')
  expect(indiaToday(beforeMidnight + 1)).toBe('2026-11-26')
  expect(indiaToday(beforeMidnight + 1 + 86_399_999)).toBe('2026-11-26')
  expect(indiaToday(beforeMidnight + 1 + 86_400_000)).toBe('2026-11-27')
  expect(indiaToday(beforeMidnight)).toBe('2026-11-25')
})
