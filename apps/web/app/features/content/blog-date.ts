import { indiaCalendarDate } from '@trippy/contracts/calendar'

const MONTHS = [
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

/**
 * '2025-04-01T06:30:00.000Z' → '1 April 2025', the date in India. Written out rather than with an
 * Intl formatter, whose first use on a page initialises ICU on the phone's main thread.
 */
export function formatPostDate(iso: string): string {
  const [year, month, day] = indiaCalendarDate(new Date(iso)).split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}
