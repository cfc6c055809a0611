import { expect, test } from 'vitest'
import { formatPostDate } from './blog-date.ts'

test('dates a post by the calendar day in India', () => {
  expect(formatPostDate('2025-04-01T06:30:00.000Z')).toBe('1 April 2025')
  expect(formatPostDate('2025-03-31T20:00:00.000Z')).toBe('1 April 2025')
})
