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

/** Month names as a language writes them in a date: short ('Dec', 'दिस॰') and long. */
type MonthNames = { short: readonly string[]; long: readonly string[] }

const ENGLISH: MonthNames = { short: MONTHS, long: MONTH_NAMES }

// Hindi as Intl writes 'hi-IN' dates ('9 दिस॰ 2026', '9 दिसंबर 2026'; calendar.test.ts holds them
// to it), written out because the first Intl formatter of a language loads its locale data: a
// tenth of a second of a mid-range phone's main thread on every Hindi page that shows a date.
const HINDI: MonthNames = {
  long: [
    'जनवरी',
    'फ़रवरी',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई',
    'अगस्त',
    'सितंबर',
    'अक्टूबर',
    'नवंबर',
    'दिसंबर',
  ],
  short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
}

/** The languages whose dates are written here without Intl, by their Intl tag. */
const WRITTEN: Record<string, MonthNames> = { 'hi-IN': HINDI }

function indiaTime(instant: Date | string, months: MonthNames): string {
  const india = new Date(new Date(instant).getTime() + INDIA_OFFSET_MS)
  const hours = india.getUTCHours()
  const minutes = String(india.getUTCMinutes()).padStart(2, '0')
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`
  const month = months.short[india.getUTCMonth()]
  return `${india.getUTCDate()} ${month} ${india.getUTCFullYear()}, ${clock} IST`
}

function calendarDateIn(calendarDate: string, names: readonly string[]): string {
  const [year, monthNumber, day] = calendarDate.split('-').map(Number)
  return `${day} ${names[(monthNumber ?? 1) - 1]} ${year}`
}

/** An instant as India reads it, e.g. '24 Nov 2026, 3:05 pm IST' (the same on server and page). */
export function formatIndiaTime(instant: Date | string): string {
  return indiaTime(instant, ENGLISH)
}

/** A calendar date for people, e.g. '9 Dec 2026', or '9 December 2026' with `month: 'long'`. */
export function formatCalendarDate(
  calendarDate: string,
  { month = 'short' }: { month?: 'short' | 'long' } = {},
): string {
  return calendarDateIn(calendarDate, ENGLISH[month])
}

/**
 * A calendar date in a language's own words (`intlTag` such as 'hi-IN': '9 दिस॰ 2026'), for
 * pages in another language than English; English pages keep formatCalendarDate's output.
 */
export function formatCalendarDateIn(
  calendarDate: string,
  intlTag: string,
  { month = 'short' }: { month?: 'short' | 'long' } = {},
): string {
  const written = WRITTEN[intlTag]
  if (written) return calendarDateIn(calendarDate, written[month])
  const [year, monthNumber, day] = calendarDate.split('-').map(Number)
  return new Intl.DateTimeFormat(intlTag, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, day ?? 1))
}

/** An instant as India reads it, in a language's own words (e.g. 'hi-IN'). */
export function formatIndiaTimeIn(instant: Date | string, intlTag: string): string {
  const written = WRITTEN[intlTag]
  if (written) return indiaTime(instant, written)
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
