import { expect, test } from 'vitest'
import {
  addDays,
  formatCalendarDate,
  formatCalendarDateIn,
  formatIndiaTime,
  formatIndiaTimeIn,
  indiaCalendarDate,
  indiaMidnight,
} from './calendar.ts'

test('takes the calendar date in India time, not UTC', () => {
  expect(indiaCalendarDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22')
  expect(indiaCalendarDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23')
})

test('adds days across month and year ends', () => {
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
})

test('agrees with the Asia/Kolkata time zone through a whole year', () => {
  const india = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  for (let hour = 0; hour < 366 * 24; hour += 7) {
    const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 17 * 60_000)
    expect(indiaCalendarDate(instant)).toBe(india.format(instant))
  }
})

test('formats instants in India time and calendar dates for people', () => {
  expect(formatIndiaTime('2026-11-24T09:35:00.000Z')).toBe('24 Nov 2026, 3:05 pm IST')
  expect(formatIndiaTime('2026-11-23T18:40:00.000Z')).toBe('24 Nov 2026, 12:10 am IST')
  expect(formatIndiaTime('2026-11-24T06:30:00.000Z')).toBe('24 Nov 2026, 12:00 pm IST')
  expect(formatCalendarDate('2026-12-09')).toBe('9 Dec 2026')
})

test('an India calendar date begins at 18:30 UTC the day before', () => {
  expect(indiaMidnight('2026-12-01').toISOString()).toBe('2026-11-30T18:30:00.000Z')
})

test('writes Hindi dates and India times exactly as Intl writes them for hi-IN', () => {
  for (const month of ['short', 'long'] as const) {
    const intl = new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (let index = 0; index < 12; index++) {
      const date = `2026-${String(index + 1).padStart(2, '0')}-0${(index % 9) + 1}`
      expect(formatCalendarDateIn(date, 'hi-IN', { month })).toBe(
        intl.format(Date.parse(`${date}T00:00:00Z`)),
      )
    }
  }
  const intlTime = new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    timeZoneName: 'short',
  })
  // Every hour of a day (midnight and noon too), on the last day of a year in India.
  for (let hour = 0; hour < 24; hour++) {
    const instant = new Date(Date.UTC(2026, 11, 31, hour, hour * 2 + 1))
    expect(formatIndiaTimeIn(instant, 'hi-IN')).toBe(intlTime.format(instant))
  }
})
