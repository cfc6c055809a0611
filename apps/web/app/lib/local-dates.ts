import { formatCalendarDateIn, formatIndiaTimeIn } from '@trippy/contracts/calendar'
import { intlLocale } from '@trippy/i18n/locale'
import { getLocale } from './i18n.ts'

/** A calendar date in the page's language: '9 Dec 2026', '9 दिस॰ 2026'. */
export function localDate(calendarDate: string, options?: { month?: 'short' | 'long' }): string {
  return formatCalendarDateIn(calendarDate, intlLocale(getLocale()), options)
}

/** An instant as India reads it, in the page's language. */
export function localIndiaTime(instant: Date | string): string {
  return formatIndiaTimeIn(instant, intlLocale(getLocale()))
}
