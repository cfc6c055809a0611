import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type Fact,
  greeting,
  inr,
  layout,
  mailDate,
  mailTime,
  type TemplateContext,
  tripName,
} from '../../mail/index.ts'
import {
  bookingFacts,
  type BookingMails,
  type MailBooking,
  type MailPromo,
  offlinePayment,
  payNow,
  promoFacts,
  seatsText,
  tripOf,
} from './booking-parts.ts'

export type BookingReceived = {
  firstName: string
  booking: MailBooking
  totalPaise: number
  promo?: MailPromo | null
  /** What confirms the booking: all of it, or the advance. */
  dueNowPaise: number
  /** The rest of an advance booking, due by balanceDueDate. */
  balancePaise: number
  balanceDueDate: string | null
  /** ISO instant: when the seats go back on sale unless paid. */
  holdExpiresAt: string
  /** The customer's language, from the stored template; English for mail queued before it. */
  locale?: Locale
}

/** A booking was made and its seats are held: how much to pay, how, and by when. */
export function bookingReceivedMail(context: TemplateContext, mail: BookingReceived): BookingMails {
  const { booking } = mail
  // The customer's mail in their language; the operator's copy in English.
  const money = (locale: Locale): Fact[] => [
    ...promoFacts(mail.promo, locale),
    [m.mail_fact_total({}, { locale }), inr(mail.totalPaise)],
    [m.mail_fact_due_now({}, { locale }), inr(mail.dueNowPaise)],
    ...(mail.balancePaise > 0 && mail.balanceDueDate
      ? [
          [
            m.mail_fact_balance({}, { locale }),
            m.mail_balance_due_value(
              { amount: inr(mail.balancePaise), date: mailDate(mail.balanceDueDate, locale) },
              { locale },
            ),
          ] satisfies Fact,
        ]
      : []),
    [m.mail_fact_seats_held_until({}, { locale }), mailTime(mail.holdExpiresAt, locale)],
  ]

  const locale = mail.locale ?? 'en'
  const customer = layout(
    {
      title: m.mail_booking_received_title({}, { locale }),
      paragraphs: [
        greeting(mail.firstName, locale),
        m.mail_booking_received_thanks(
          { trip: tripName(booking, locale), time: mailTime(mail.holdExpiresAt, locale) },
          { locale },
        ),
        m.mail_booking_received_pay(
          { count: booking.seats, amount: inr(mail.dueNowPaise) },
          { locale },
        ),
      ],
      facts: [...bookingFacts(booking, locale), ...money(locale)],
      action: payNow(context, locale),
      sections: offlinePayment(context, booking.id, mail.dueNowPaise, locale),
      locale,
    },
    context,
  )
  const holdEnds = mailTime(mail.holdExpiresAt)
  const operator = layout(
    {
      title: 'New booking received',
      paragraphs: [
        `A traveller booked ${seatsText(booking.seats)} on ${tripOf(booking)}. The seats are held until ${holdEnds}; the booking is confirmed once ${inr(mail.dueNowPaise)} is paid.`,
        'Find it in the console by its booking id.',
      ],
      facts: [...bookingFacts(booking), ...money('en')],
    },
    context,
  )
  return {
    customer: {
      subject: m.mail_booking_received_subject({ trip: tripOf(booking, locale) }, { locale }),
      ...customer,
    },
    operator: {
      subject: `New booking: ${tripOf(booking)} (${seatsText(booking.seats)})`,
      ...operator,
    },
  }
}
