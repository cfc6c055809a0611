import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type Fact,
  greeting,
  inr,
  layout,
  type TemplateContext,
  viewBookings,
} from '../../mail/index.ts'
import {
  bookingFacts,
  type BookingMails,
  type MailBooking,
  payNow,
  tripOf,
} from './booking-parts.ts'

export type PaymentReceived = {
  firstName: string
  booking: MailBooking
  receivedPaise: number
  /** Everything paid so far, this payment included. */
  paidPaise: number
  /** Still owed now (0 when fully paid). */
  duePaise: number
  /** Still pending: what is due confirms it. */
  pending: boolean
  /** The booking was cancelled before the money came: it all goes back. */
  cancelled: boolean
  /** The customer's language, from the stored template; English for mail queued before it. */
  locale?: Locale
}

/** Money came in that did not confirm a booking: a balance payment, or one after cancellation. */
export function paymentReceivedMail(context: TemplateContext, mail: PaymentReceived): BookingMails {
  const { booking } = mail
  const received = inr(mail.receivedPaise)
  // The customer's mail in their language; the operator's copy in English.
  const facts = (locale: Locale): Fact[] => [
    ...bookingFacts(booking, locale),
    [m.mail_fact_received({}, { locale }), received],
    ...(mail.cancelled
      ? []
      : ([
          [m.mail_fact_paid_so_far({}, { locale }), inr(mail.paidPaise)],
          [
            m.mail_fact_still_due({}, { locale }),
            mail.duePaise > 0 ? inr(mail.duePaise) : m.mail_fully_paid_value({}, { locale }),
          ],
        ] satisfies Fact[])),
  ]
  const locale = mail.locale ?? 'en'
  const status = mail.cancelled
    ? m.mail_payment_refund_after_cancel({}, { locale })
    : mail.duePaise > 0
      ? mail.pending
        ? m.mail_payment_still_due_to_confirm({ amount: inr(mail.duePaise) }, { locale })
        : m.mail_payment_still_due({ amount: inr(mail.duePaise) }, { locale })
      : m.mail_payment_fully_paid({}, { locale })

  const customer = layout(
    {
      title: mail.cancelled
        ? m.mail_payment_title_after_cancel({}, { locale })
        : m.mail_payment_title({}, { locale }),
      paragraphs: [
        greeting(mail.firstName, locale),
        m.mail_payment_received_for(
          { amount: received, trip: tripOf(booking, locale) },
          { locale },
        ),
        status,
      ],
      facts: facts(locale),
      action:
        !mail.cancelled && mail.duePaise > 0
          ? payNow(context, locale)
          : viewBookings(context, locale),
      locale,
    },
    context,
  )
  const operator = layout(
    {
      title: mail.cancelled ? 'Payment received after cancellation' : 'Payment received',
      paragraphs: [
        `${received} was received for ${tripOf(booking)}.`,
        mail.cancelled
          ? 'The booking had already been cancelled: a full refund of it is now pending.'
          : mail.duePaise > 0
            ? `${inr(mail.duePaise)} is still due.`
            : 'The booking is fully paid.',
      ],
      facts: facts('en'),
    },
    context,
  )
  return {
    customer: {
      subject: mail.cancelled
        ? m.mail_payment_subject_after_cancel({ trip: tripOf(booking, locale) }, { locale })
        : m.mail_payment_subject({ amount: received, trip: tripOf(booking, locale) }, { locale }),
      ...customer,
    },
    operator: { subject: `Payment received: ${received} for ${tripOf(booking)}`, ...operator },
  }
}
