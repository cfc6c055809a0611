import { formatCalendarDate, indiaCalendarDate } from '@trippy/contracts/calendar'

/**
 * '2025-04-01T06:30:00.000Z' → '1 April 2025', the date in India. Calendar arithmetic rather than
 * an Intl formatter, whose first use on a page initialises ICU on the phone's main thread.
 */
export function formatPostDate(iso: string): string {
  return formatCalendarDate(indiaCalendarDate(new Date(iso)), { month: 'long' })
}
