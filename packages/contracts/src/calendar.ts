// No zod here: calendar arithmetic for the server and the browser alike.

// India keeps UTC+05:30 all year (no daylight saving), so plain arithmetic gives its calendar
// date; this runs on every catalogue request, where building an Intl formatter cost a fifth of it.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/** 'YYYY-MM-DD' of an instant in India time (Asia/Kolkata), where the operator's calendar runs. */
export function indiaCalendarDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant an India calendar date begins, e.g. the first of a month for "this month". */
export function indiaMidnight(calendarDate: string): Date {
  return new Date(Date.parse(`${calendarDate}T00:00:00.000Z`) - INDIA_OFFSET_MS)
}

/** Adds whole days (negative to go back) to a 'YYYY-MM-DD' calendar date. */
export function addDays(calendarDate: string, days: number): string {
  const date = new Date(`${calendarDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3))

/** An instant as India reads it, e.g. '24 Nov 2026, 3:05 pm IST' (the same on server and page). */
export function formatIndiaTime(instant: Date | string): string {
  const india = new Date(new Date(instant).getTime() + INDIA_OFFSET_MS)
  const hours = india.getUTCHours()
  const minutes = String(india.getUTCMinutes()).padStart(2, '0')
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}, ${clock} IST`
}

/** A calendar date for people, e.g. '9 Dec 2026', or '9 December 2026' with `month: 'long'`. */
export function formatCalendarDate(
  calendarDate: string,
  { month = 'short' }: { month?: 'short' | 'long' } = {},
): string {
  const [year, monthNumber, day] = calendarDate.split('-').map(Number)
  const names = month === 'long' ? MONTH_NAMES : MONTHS
  return `${day} ${names[(monthNumber ?? 1) - 1]} ${year}`
}

/**
 * A calendar date in a language's own words through Intl (`intlTag` such as 'hi-IN'), for pages
 * in another language than English; English pages keep formatCalendarDate's fixed output.
 */
export function formatCalendarDateIn(
  calendarDate: string,
  intlTag: string,
  { month = 'short' }: { month?: 'short' | 'long' } = {},
): string {
  const [year, monthNumber, day] = calendarDate.split('-').map(Number)
  return new Intl.DateTimeFormat(intlTag, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, day ?? 1))
}

/** An instant as India reads it, in a language's own words through Intl (e.g. 'hi-IN'). */
export function formatIndiaTimeIn(instant: Date | string, intlTag: string): string {
  return new Intl.DateTimeFormat(intlTag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    timeZoneName: 'short',
  }).format(new Date(instant))
}
