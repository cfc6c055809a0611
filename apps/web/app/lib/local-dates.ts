import {
  formatCalendarDate,
  formatCalendarDateIn,
  formatIndiaTime,
  formatIndiaTimeIn,
} from '@trippy/contracts/calendar'
import { intlLocale } from '@trippy/i18n/locale'
import { getLocale } from './i18n.ts'

/**
 * A calendar date in the page's language: English keeps formatCalendarDate ('9 Dec 2026'), Hindi
 * reads it through Intl ('9 दिस॰ 2026').
 */
export function localDate(calendarDate: string, options?: { month?: 'short' | 'long' }): string {
  const locale = getLocale()
  return locale === 'en'
    ? formatCalendarDate(calendarDate, options)
    : formatCalendarDateIn(calendarDate, intlLocale(locale), options)
}

/** An instant as India reads it, in the page's language. */
export function localIndiaTime(instant: Date | string): string {
  const locale = getLocale()
  return locale === 'en' ? formatIndiaTime(instant) : formatIndiaTimeIn(instant, intlLocale(locale))
}
