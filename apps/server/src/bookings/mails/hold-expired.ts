import { pluralWord } from '@trippy/contracts/plural'
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
}

/** A pending booking was not paid in time: it is cancelled and its seats are back on sale. */
export function holdExpiredMail(context: TemplateContext, mail: HoldExpired): BookingMails {
  const { booking } = mail
  const facts: Fact[] = bookingFacts(booking)
  if (mail.refundPaise > 0) facts.push(['Refund', inr(mail.refundPaise)])
  const refund =
    mail.refundPaise > 0 ? [`The ${inr(mail.refundPaise)} you paid will be refunded in full.`] : []
  const customer = layout(
    {
      title: 'Booking expired',
      paragraphs: [
        greeting(mail.firstName),
        `Your booking for ${tripOf(booking)} was not paid in time, so its seats have been released.`,
        ...refund,
        'You are welcome to book again.',
      ],
      facts,
      action: tripPage(context, booking, 'Book again'),
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
      facts,
    },
    context,
  )
  return {
    customer: { subject: `Booking expired: ${tripOf(booking)}`, ...customer },
    operator: { subject: `Hold expired: ${tripOf(booking)}`, ...operator },
  }
}
