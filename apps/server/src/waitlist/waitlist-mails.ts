import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type EventMail,
  greeting,
  layout,
  mailDate,
  mailTime,
  pageUrl,
  type TemplateContext,
  tripName,
  type TripNames,
  viewBookings,
} from '../mail/index.ts'

export type WaitlistTrip = TripNames & {
  packageSlug: string
  departureId: string
  startDate: string
  seats: number
}

/** Where an offer is booked: the booking page, on that departure. */
export function bookOfferPath(trip: Pick<WaitlistTrip, 'packageSlug' | 'departureId'>): string {
  return `/booking/${trip.packageSlug}?batch=${trip.departureId}`
}

/** Seats came back and are held for the customer until the offer expires. */
export function waitlistOfferMail(
  context: TemplateContext,
  mail: { firstName: string; trip: WaitlistTrip; expiresAt: string; locale?: Locale },
): EventMail {
  const { trip } = mail
  const locale = mail.locale ?? 'en'
  const starts = mailDate(trip.startDate, locale)
  const until = mailTime(mail.expiresAt, locale)
  const name = tripName(trip, locale)
  return {
    subject: m.mail_waitlist_offer_subject({ trip: `${name}, ${starts}` }, { locale }),
    ...layout(
      {
        title: m.mail_waitlist_offer_title({}, { locale }),
        paragraphs: [
          greeting(mail.firstName, locale),
          m.mail_waitlist_offer_text(
            { count: trip.seats, trip: name, date: starts, time: until },
            { locale },
          ),
          m.mail_waitlist_offer_before({}, { locale }),
        ],
        facts: [
          [m.mail_fact_trip({}, { locale }), name],
          [m.mail_fact_starts({}, { locale }), starts],
          [m.mail_fact_seats_held({}, { locale }), String(trip.seats)],
          [m.mail_fact_held_until({}, { locale }), until],
        ],
        action: {
          label: m.mail_waitlist_offer_action({}, { locale }),
          url: pageUrl(context, bookOfferPath(trip), locale),
        },
        locale,
      },
      context,
    ),
  }
}

/** The waitlist closed before departure without seats for the customer. */
export function waitlistClosedMail(
  context: TemplateContext,
  mail: { firstName: string; trip: WaitlistTrip; cancelled: boolean; locale?: Locale },
): EventMail {
  const { trip } = mail
  const locale = mail.locale ?? 'en'
  const starts = mailDate(trip.startDate, locale)
  const name = tripName(trip, locale)
  const about = { trip: name, date: starts }
  return {
    subject: m.mail_waitlist_closed_subject({ trip: `${name}, ${starts}` }, { locale }),
    ...layout(
      {
        title: m.mail_waitlist_closed_title({}, { locale }),
        paragraphs: [
          greeting(mail.firstName, locale),
          mail.cancelled
            ? m.mail_waitlist_closed_cancelled(about, { locale })
            : m.mail_waitlist_closed_full(about, { locale }),
          m.mail_waitlist_closed_another({}, { locale }),
        ],
        action: viewBookings(context, locale),
        locale,
      },
      context,
    ),
  }
}
