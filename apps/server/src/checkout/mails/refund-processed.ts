import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { type MailBooking, tripOf } from '../../bookings/index.ts'
import {
  type EventMail,
  greeting,
  inr,
  layout,
  type TemplateContext,
  tripName,
  viewBookings,
} from '../../mail/index.ts'

export type RefundProcessed = {
  firstName: string
  booking: MailBooking
  refundPaise: number
  /** The gateway's refund id or the operator's transfer reference. */
  reference: string
  /** The customer's language; English if unsaid. */
  locale?: Locale
}

/** A refund has gone back to the traveller. */
export function refundProcessedMail(context: TemplateContext, mail: RefundProcessed): EventMail {
  const { booking } = mail
  const locale = mail.locale ?? 'en'
  const amount = inr(mail.refundPaise)
  const trip = tripOf(booking, locale)
  return {
    subject: m.mail_refund_subject({ amount, trip }, { locale }),
    ...layout(
      {
        title: m.mail_refund_title({}, { locale }),
        paragraphs: [
          greeting(mail.firstName, locale),
          m.mail_refund_text({ amount, trip }, { locale }),
        ],
        facts: [
          [m.mail_fact_booking_id({}, { locale }), booking.id],
          [m.mail_fact_trip({}, { locale }), tripName(booking, locale)],
          [m.mail_fact_refund({}, { locale }), amount],
          [m.mail_offline_reference({}, { locale }), mail.reference],
        ],
        action: viewBookings(context, locale),
        locale,
      },
      context,
    ),
  }
}
