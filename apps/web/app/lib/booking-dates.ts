import { formatCalendarDate, formatIndiaTime } from '@trippy/contracts/calendar'
import { intlLocale } from '@trippy/i18n/locale'
import { getLocale } from './i18n.ts'

/**
 * Dates of the booking pages in the page's language: English keeps the shared formatters' words
 * ('9 Dec 2026', '24 Nov 2026, 3:05 pm IST'), Hindi reads them through Intl (hi-IN).
 */
export function tripDate(calendarDate: string): string {
  const locale = getLocale()
  if (locale === 'en') return formatCalendarDate(calendarDate)
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${calendarDate}T00:00:00Z`))
}

/** An instant as India reads it, in the page's language. */
export function indiaTime(instant: Date | string): string {
  const locale = getLocale()
  if (locale === 'en') return formatIndiaTime(instant)
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(instant))
}
