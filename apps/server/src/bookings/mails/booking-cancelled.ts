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

export type BookingCancelled = {
  firstName: string
  booking: MailBooking
  /** What had been paid (and not refunded) when it was cancelled. */
  paidPaise: number
  /** What goes back under the refund policy. */
  refundPaise: number
  /** Trek credit given instead of (or beside) the refund; absent in mail queued before credit. */
  creditPaise?: number
  /** Who cancelled it: the traveller, the operator, or the departure was called off. */
  reason: 'customer' | 'operator' | 'departure-cancelled'
  /** The customer's language, from the stored template; English for mail queued before it. */
  locale?: Locale
}

const HOW: Record<BookingCancelled['reason'], string> = {
  customer: 'was cancelled by the traveller',
  operator: 'was cancelled in the console',
  'departure-cancelled': 'was cancelled with its departure',
}

/** What the customer is told of who cancelled it. */
const CUSTOMER_HOW = {
  customer: m.mail_cancelled_by_customer,
  operator: m.mail_cancelled_by_operator,
  'departure-cancelled': m.mail_cancelled_departure,
} satisfies Record<BookingCancelled['reason'], unknown>

/** What the refund line says: the amount, or why there is none. */
function refundLine(paidPaise: number, refundPaise: number, locale: Locale): string {
  if (refundPaise > 0) return m.mail_refund_line({ amount: inr(refundPaise) }, { locale })
  if (paidPaise > 0) return m.mail_refund_nothing_policy({ amount: inr(paidPaise) }, { locale })
  return m.mail_refund_nothing_paid({}, { locale })
}

/** A booking was cancelled: its seats are back, and the refund it gets. */
export function bookingCancelledMail(
  context: TemplateContext,
  mail: BookingCancelled,
): BookingMails {
  const { booking } = mail
  // The customer's mail in their language; the operator's copy in English.
  const facts = (locale: Locale): Fact[] => [
    ...bookingFacts(booking, locale),
    [m.mail_fact_paid({}, { locale }), inr(mail.paidPaise)],
    [
      m.mail_fact_refund({}, { locale }),
      mail.refundPaise > 0 ? inr(mail.refundPaise) : m.mail_fact_nothing_to_refund({}, { locale }),
    ],
    ...(mail.creditPaise
      ? [[m.mail_fact_trek_credit({}, { locale }), inr(mail.creditPaise)] as Fact]
      : []),
  ]
  const locale = mail.locale ?? 'en'
  const credit = mail.creditPaise
    ? [m.mail_credit_in_account({ amount: inr(mail.creditPaise) }, { locale })]
    : []
  const customer = layout(
    {
      title: m.mail_cancelled_title({}, { locale }),
      paragraphs: [
        greeting(mail.firstName, locale),
        CUSTOMER_HOW[mail.reason]({ trip: tripOf(booking, locale) }, { locale }),
        mail.creditPaise && mail.refundPaise === 0
          ? m.mail_credit_chosen({}, { locale })
          : refundLine(mail.paidPaise, mail.refundPaise, locale),
        ...credit,
      ],
      facts: facts(locale),
      action: tripPage(context, booking, m.mail_find_another_departure({}, { locale }), locale),
      locale,
    },
    context,
  )
  const operator = layout(
    {
      title: 'Booking cancelled',
      paragraphs: [
        `The booking for ${tripOf(booking)} ${HOW[mail.reason]}; ${seatsText(booking.seats)} ${pluralWord(booking.seats, 'is', 'are')} back on sale.`,
        mail.refundPaise > 0
          ? `A refund of ${inr(mail.refundPaise)} is pending.`
          : 'There is nothing to refund.',
        ...(mail.creditPaise ? [`Trek credit given: ${inr(mail.creditPaise)}.`] : []),
      ],
      facts: facts('en'),
    },
    context,
  )
  return {
    customer: {
      subject: m.mail_cancelled_subject({ trip: tripOf(booking, locale) }, { locale }),
      ...customer,
    },
    operator: { subject: `Booking cancelled: ${tripOf(booking)}`, ...operator },
  }
}
