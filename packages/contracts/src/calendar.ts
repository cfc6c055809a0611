// No zod here: calendar arithmetic for the server and the browser alike.

// India keeps UTC+05:30 all year (no daylight saving), so plain arithmetic gives its calendar
// date; this runs on every catalogue request, where building an Intl formatter cost a fifth of it.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/** 'YYYY-MM-DD' of an instant in India time (Asia/Kolkata), where the operator's calendar runs. */
export function indiaCalendarDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)
}

/** Adds whole days (negative to go back) to a 'YYYY-MM-DD' calendar date. */
export function addDays(calendarDate: string, days: number): string {
  const date = new Date(`${calendarDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
