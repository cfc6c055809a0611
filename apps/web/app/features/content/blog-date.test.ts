import { expect, test } from 'vitest'
import { formatPostDate } from './blog-date.ts'

test('dates a post by the calendar day in India', () => {
  expect(formatPostDate('2025-04-01T06:30:00.000Z')).toBe('1 April 2025')
  expect(formatPostDate('2025-03-31T20:00:00.000Z')).toBe('1 April 2025')
})

test('writes what Intl writes for the date in India', () => {
  const intl = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
  for (
    let time = Date.parse('2020-01-01T00:00:00Z');
    time < Date.parse('2031-01-01');
    time += 37 * 3600_000
  ) {
    const iso = new Date(time).toISOString()
    expect(formatPostDate(iso), iso).toBe(intl.format(new Date(time)))
  }
})
