import { plural } from '@trippy/contracts/plural'
import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type EventMail,
  type Fact,
  inr,
  mailDate,
  type MailAction,
  type MailSection,
  pageUrl,
  type TemplateContext,
  tripName,
} from '../../mail/index.ts'

/** A booking as its mails speak of it; money elsewhere is in paise. */
export type MailBooking = {
  id: string
  packageName: string
  /** The package's Hindi name when it had one at booking: Hindi mails name the trip so. */
  hindiName?: string | undefined
  packageSlug: string
  /** 'YYYY-MM-DD' */
  startDate: string
  endDate: string
  seats: number
}

/** A booking event's mail to the customer and its copy to the operator. */
export type BookingMails = { customer: EventMail; operator: EventMail }

export const seatsText = (seats: number) => plural(seats, 'seat', 'seats')

/** 'Kedarkantha Trek, 9 Dec 2026' */
export const tripOf = (booking: MailBooking, locale: Locale = 'en') =>
  `${tripName(booking, locale)}, ${mailDate(booking.startDate, locale)}`

/**
 * The facts every booking mail starts with. Operator copies carry these and amounts only: the
 * traveller's details stay in the console, so the outbox keeps none of a deleted account's.
 */
export function bookingFacts(booking: MailBooking, locale: Locale = 'en'): Fact[] {
  const dates =
    booking.startDate === booking.endDate
      ? mailDate(booking.startDate, locale)
      : m.mail_dates_range(
          { start: mailDate(booking.startDate, locale), end: mailDate(booking.endDate, locale) },
          { locale },
        )
  return [
    [m.mail_fact_booking_id({}, { locale }), booking.id],
    [m.mail_fact_trip({}, { locale }), tripName(booking, locale)],
    [m.mail_fact_dates({}, { locale }), dates],
    [m.mail_fact_travellers({}, { locale }), String(booking.seats)],
  ]
}

/** A promo code a booking used, and what it took off before GST. */
export type MailPromo = { code: string; discountPaise: number }

/** The promo code's line, before the total; none without one (or in mails kept before codes). */
export function promoFacts(promo: MailPromo | null | undefined, locale: Locale = 'en'): Fact[] {
  return promo && promo.discountPaise > 0
    ? [
        [
          m.mail_fact_promo_code({ code: promo.code }, { locale }),
          m.mail_fact_promo_value({ amount: inr(promo.discountPaise) }, { locale }),
        ],
      ]
    : []
}

export const payNow = (context: TemplateContext, locale: Locale = 'en'): MailAction => ({
  label: m.mail_pay_now({}, { locale }),
  url: pageUrl(context, '/bookings', locale),
})

export const tripPage = (
  context: TemplateContext,
  booking: MailBooking,
  label: string,
  locale: Locale = 'en',
): MailAction => ({
  label,
  url: pageUrl(context, `/packages/${encodeURIComponent(booking.packageSlug)}`, locale),
})

/** Without the gateway: the operator's account to pay into, quoting the booking id. */
export function offlinePayment(
  context: TemplateContext,
  bookingId: string,
  amountPaise: number,
  locale: Locale = 'en',
): MailSection[] {
  const account = context.offlinePayment
  if (!account) return []
  return [
    {
      heading: m.mail_offline_heading({}, { locale }),
      paragraphs: [m.mail_offline_text({ amount: inr(amountPaise), bookingId }, { locale })],
      facts: [
        [m.mail_offline_upi_id({}, { locale }), account.upiId],
        [m.mail_offline_account_name({}, { locale }), account.accountName],
        [m.mail_offline_account_number({}, { locale }), account.bankAccount],
        [m.mail_offline_ifsc({}, { locale }), account.ifsc],
        [m.mail_offline_reference({}, { locale }), bookingId],
      ],
    },
  ]
}
