import { type MailBooking, tripOf } from '../../bookings/index.ts'
import {
  greeting,
  inr,
  type EventMail,
  type TemplateContext,
  viewBookings,
  layout,
} from '../../mail/index.ts'

export type RefundProcessed = {
  firstName: string
  booking: MailBooking
  refundPaise: number
  /** The gateway's refund id or the operator's transfer reference. */
  reference: string
}

/** A refund has gone back to the traveller. */
export function refundProcessedMail(context: TemplateContext, mail: RefundProcessed): EventMail {
  const { booking } = mail
  const refund = inr(mail.refundPaise)
  return {
    subject: `Refund processed: ${refund} for ${tripOf(booking)}`,
    ...layout(
      {
        title: 'Refund processed',
        paragraphs: [
          greeting(mail.firstName),
          `Your refund of ${refund} for ${tripOf(booking)} has been sent back. Banks usually show it within 5-7 business days.`,
        ],
        facts: [
          ['Booking id', booking.id],
          ['Trip', booking.packageName],
          ['Refund', refund],
          ['Reference', mail.reference],
        ],
        action: viewBookings(context),
      },
      context,
    ),
  }
}
