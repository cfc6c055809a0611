import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type EventMail,
  greeting,
  mailDate,
  type TemplateContext,
  tripName,
  type TripNames,
  viewBookings,
  layout,
} from '../../mail/index.ts'

export type DepartureReminder = {
  firstName: string
  booking: TripNames & { id: string; startDate: string }
  /** The customer's language; English if unsaid. */
  locale?: Locale
}

/** A booked departure starts within the week. */
export function departureReminderMail(
  context: TemplateContext,
  mail: DepartureReminder,
): EventMail {
  const { booking } = mail
  const locale = mail.locale ?? 'en'
  const starts = mailDate(booking.startDate, locale)
  const trip = tripName(booking, locale)
  return {
    subject: m.mail_departure_subject({ trip: `${trip}, ${starts}` }, { locale }),
    ...layout(
      {
        title: m.mail_departure_title({}, { locale }),
        paragraphs: [
          greeting(mail.firstName, locale),
          m.mail_departure_text({ trip, date: starts }, { locale }),
        ],
        facts: [
          [m.mail_fact_booking_id({}, { locale }), booking.id],
          [m.mail_fact_trip({}, { locale }), trip],
          [m.mail_fact_starts({}, { locale }), starts],
        ],
        action: viewBookings(context, locale),
        closing: [m.mail_reminders_note({}, { locale })],
        locale,
      },
      context,
    ),
  }
}
