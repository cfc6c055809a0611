import { formatCalendarDateIn, formatIndiaTimeIn } from '@trippy/contracts/calendar'
import { formatInr, toRupees } from '@trippy/contracts/money'
import { intlLocale, type Locale, localizePath } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import type { AttachmentRef } from './attachments.ts'
import type { MailContext } from './mail-context.ts'
import { type MailAction, siteUrl } from './layout.ts'

/** What mail templates need of the app's context: links, contacts, how to pay. */
export type TemplateContext = Pick<
  MailContext,
  'publicUrl' | 'supportEmail' | 'operatorWhatsapp' | 'offlinePayment'
>

/** One mail, written: what queueMail needs but the address. */
export type EventMail = {
  subject: string
  text: string
  html: string
  attachments?: AttachmentRef[]
}

export const inr = (paise: number) => formatInr(toRupees(paise))

export const greeting = (firstName: string, locale: Locale = 'en') =>
  firstName ? m.mail_greeting_name({ firstName }, { locale }) : m.mail_greeting({}, { locale })

/** A link to a traveller's page of the site, in the mail's language (/hi/… in Hindi). */
export const pageUrl = (
  context: Pick<TemplateContext, 'publicUrl'>,
  path: string,
  locale: Locale,
) => siteUrl(context.publicUrl, localizePath(path, locale))

export const viewBookings = (context: TemplateContext, locale: Locale = 'en'): MailAction => ({
  label: m.mail_view_bookings({}, { locale }),
  url: pageUrl(context, '/bookings', locale),
})

/** A calendar date ('YYYY-MM-DD') as a mail writes it: '9 Dec 2026', '9 दिस॰ 2026'. */
export function mailDate(
  calendarDate: string,
  locale: Locale = 'en',
  options: { month?: 'short' | 'long' } = {},
): string {
  return formatCalendarDateIn(calendarDate, intlLocale(locale), options)
}

/** An instant as India reads it: '24 Nov 2026, 3:05 pm IST', '24 नव॰ 2026, 3:05 pm IST'. */
export function mailTime(instant: Date | string, locale: Locale = 'en'): string {
  return formatIndiaTimeIn(instant, intlLocale(locale))
}

/** The language a stored template was queued in: English for mail queued before languages. */
export const storedLocale = (value: unknown): Locale => (value === 'hi' ? 'hi' : 'en')

/** A booked trip's names: the package's as booked, and its Hindi name when it had one. */
export type TripNames = { packageName: string; hindiName?: string | undefined }

/** The trip's name in a mail's or a notice's language; English where no Hindi name was written. */
export const tripName = (trip: TripNames, locale: Locale = 'en') =>
  (locale === 'hi' && trip.hindiName) || trip.packageName
