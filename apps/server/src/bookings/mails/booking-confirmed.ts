import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type Fact,
  greeting,
  inr,
  layout,
  mailDate,
  pageUrl,
  type TemplateContext,
  viewBookings,
} from '../../mail/index.ts'
import {
  bookingFacts,
  type BookingMails,
  type MailBooking,
  type MailPromo,
  promoFacts,
  tripOf,
} from './booking-parts.ts'

export type BookingConfirmed = {
  firstName: string
  booking: MailBooking
  /** This payment. */
  receivedPaise: number
  /** Everything paid so far, this payment included. */
  paidPaise: number
  totalPaise: number
  promo?: MailPromo | null
  balanceDueDate: string | null
  /** The GST invoice goes with the customer's mail. */
  invoiceAttached: boolean
  /** The trip pass's secret link, for the customer's mail only (absent in mail queued before it). */
  passPath?: string
  /** The customer's language, from the stored template; English for mail queued before it. */
  locale?: Locale
}

/** The payment that covers what was due at booking arrived: the booking is confirmed. */
export function bookingConfirmedMail(
  context: TemplateContext,
  mail: BookingConfirmed,
): BookingMails {
  const { booking } = mail
  const balance = mail.totalPaise - mail.paidPaise
  // The customer's mail in their language; the operator's copy in English.
  const money = (locale: Locale): Fact[] => [
    ...promoFacts(mail.promo, locale),
    [m.mail_fact_total({}, { locale }), inr(mail.totalPaise)],
    [m.mail_fact_paid({}, { locale }), inr(mail.paidPaise)],
    ...(balance > 0
      ? [
          [
            m.mail_fact_balance({}, { locale }),
            mail.balanceDueDate
              ? m.mail_balance_due_value(
                  { amount: inr(balance), date: mailDate(mail.balanceDueDate, locale) },
                  { locale },
                )
              : inr(balance),
          ] satisfies Fact,
        ]
      : []),
  ]
  const balanceLine = (locale: Locale) =>
    balance > 0 && mail.balanceDueDate
      ? [
          m.mail_balance_due_line(
            { amount: inr(balance), date: mailDate(mail.balanceDueDate, locale) },
            { locale },
          ),
        ]
      : []

  const locale = mail.locale ?? 'en'
  const customer = layout(
    {
      title: m.mail_booking_confirmed_title({}, { locale }),
      paragraphs: [
        greeting(mail.firstName, locale),
        m.mail_booking_confirmed_received(
          { amount: inr(mail.receivedPaise), trip: tripOf(booking, locale) },
          { locale },
        ),
        ...balanceLine(locale),
        ...(mail.invoiceAttached ? [m.mail_invoice_attached({}, { locale })] : []),
        ...(mail.passPath ? [m.mail_trip_pass_text({}, { locale })] : []),
      ],
      facts: [...bookingFacts(booking, locale), ...money(locale)],
      action: mail.passPath
        ? {
            label: m.mail_trip_pass_action({}, { locale }),
            // The pass in the customer's language: '/hi/trips/…' for a Hindi reader.
            url: pageUrl(context, mail.passPath, locale),
          }
        : viewBookings(context, locale),
      locale,
    },
    context,
  )
  const operator = layout(
    {
      title: 'Booking confirmed',
      paragraphs: [
        `${inr(mail.receivedPaise)} was received for ${tripOf(booking)}, and the booking is confirmed.`,
        ...balanceLine('en'),
      ],
      facts: [...bookingFacts(booking), ...money('en')],
    },
    context,
  )
  return {
    customer: {
      subject: m.mail_booking_confirmed_subject({ trip: tripOf(booking, locale) }, { locale }),
      ...customer,
      ...(mail.invoiceAttached
        ? { attachments: [{ kind: 'invoice', bookingId: booking.id }] }
        : {}),
    },
    operator: {
      subject: `Booking confirmed: ${tripOf(booking)} (${inr(mail.receivedPaise)} received)`,
      ...operator,
    },
  }
}
