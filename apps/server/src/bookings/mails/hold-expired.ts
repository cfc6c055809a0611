import { pluralWord } from '@trippy/contracts/plural'
import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { type Fact, greeting, inr, layout, type TemplateContext } from '../../mail/index.ts'
import {
  bookingFacts,
  type BookingMails,
  type MailBooking,
  seatsText,
  tripOf,
  tripPage,
} from './booking-parts.ts'

export type HoldExpired = {
  firstName: string
  booking: MailBooking
  /** What had been paid towards it, refunded in full. */
  refundPaise: number
  /** The customer's language, from the stored template; English for mail queued before it. */
  locale?: Locale
}

/** A pending booking was not paid in time: it is cancelled and its seats are back on sale. */
export function holdExpiredMail(context: TemplateContext, mail: HoldExpired): BookingMails {
  const { booking } = mail
  // The customer's mail in their language; the operator's copy in English.
  const facts = (locale: Locale): Fact[] => [
    ...bookingFacts(booking, locale),
    ...(mail.refundPaise > 0
      ? [[m.mail_fact_refund({}, { locale }), inr(mail.refundPaise)] satisfies Fact]
      : []),
  ]
  const locale = mail.locale ?? 'en'
  const refund =
    mail.refundPaise > 0
      ? [m.mail_expired_refund({ amount: inr(mail.refundPaise) }, { locale })]
      : []
  const customer = layout(
    {
      title: m.mail_expired_title({}, { locale }),
      paragraphs: [
        greeting(mail.firstName, locale),
        m.mail_expired_text({ trip: tripOf(booking, locale) }, { locale }),
        ...refund,
        m.mail_expired_welcome({}, { locale }),
      ],
      facts: facts(locale),
      action: tripPage(context, booking, m.mail_book_again({}, { locale }), locale),
      locale,
    },
    context,
  )
  const operator = layout(
    {
      title: 'Unpaid booking expired',
      paragraphs: [
        `An unpaid booking for ${tripOf(booking)} expired; ${seatsText(booking.seats)} ${pluralWord(booking.seats, 'is', 'are')} back on sale.`,
        ...(mail.refundPaise > 0
          ? [`A refund of ${inr(mail.refundPaise)} (all that was paid) is pending.`]
          : []),
      ],
      facts: facts('en'),
    },
    context,
  )
  return {
    customer: {
      subject: m.mail_expired_subject({ trip: tripOf(booking, locale) }, { locale }),
      ...customer,
    },
    operator: { subject: `Hold expired: ${tripOf(booking)}`, ...operator },
  }
}
