import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type EventMail,
  greeting,
  layout,
  mailDate,
  pageUrl,
  type TemplateContext,
  tripName,
  type TripNames,
} from '../mail/index.ts'

export type ReviewRequest = TripNames & {
  firstName: string
  bookingId: string
  /** 'YYYY-MM-DD' */
  startDate: string
  endDate: string
  /** The customer's language; English if unsaid. */
  locale?: Locale
}

/** Where the mail's button leads: the review form of this booking on My Bookings. */
export function reviewFormPath(bookingId: string): string {
  return `/bookings?review=${encodeURIComponent(bookingId)}`
}

/** Two days after a trip ends: how was it? A link to the booking's review form. */
export function reviewRequestMail(context: TemplateContext, mail: ReviewRequest): EventMail {
  const locale = mail.locale ?? 'en'
  const trip = tripName(mail, locale)
  return {
    subject: m.mail_review_subject({ trip }, { locale }),
    ...layout(
      {
        title: m.mail_review_title({}, { locale }),
        paragraphs: [
          greeting(mail.firstName, locale),
          m.mail_review_text({ trip }, { locale }),
          m.mail_review_who({}, { locale }),
        ],
        facts: [
          [m.mail_fact_booking_id({}, { locale }), mail.bookingId],
          [m.mail_fact_trip({}, { locale }), trip],
          [
            m.mail_fact_dates({}, { locale }),
            m.mail_review_dates(
              { start: mailDate(mail.startDate, locale), end: mailDate(mail.endDate, locale) },
              { locale },
            ),
          ],
        ],
        action: {
          label: m.mail_review_action({}, { locale }),
          url: pageUrl(context, reviewFormPath(mail.bookingId), locale),
        },
        closing: [m.mail_review_closing({}, { locale })],
        locale,
      },
      context,
    ),
  }
}
