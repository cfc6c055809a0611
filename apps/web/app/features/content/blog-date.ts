import { formatCalendarDate, indiaCalendarDate } from '@trippy/contracts/calendar'
import { intlLocale } from '@trippy/i18n/locale'
import { getLocale } from '../../lib/i18n.ts'

/**
 * '2025-04-01T06:30:00.000Z' → '1 April 2025' ('1 अप्रैल 2025' on a Hindi page), the date in
 * India. English by calendar arithmetic rather than an Intl formatter, whose first use on a page
 * initialises ICU on the phone's main thread; Hindi month names come from Intl.
 */
export function formatPostDate(iso: string): string {
  const locale = getLocale()
  if (locale === 'en')
    return formatCalendarDate(indiaCalendarDate(new Date(iso)), { month: 'long' })
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso))
}
