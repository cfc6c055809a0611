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
}

const HOW: Record<BookingCancelled['reason'], { customer: string; operator: string }> = {
  customer: { customer: 'is cancelled', operator: 'was cancelled by the traveller' },
  operator: { customer: 'has been cancelled by us', operator: 'was cancelled in the console' },
  'departure-cancelled': {
    customer: 'is cancelled because the departure has been called off. We are sorry',
    operator: 'was cancelled with its departure',
  },
}

/** What the refund line says: the amount, or why there is none. */
function refundLine(paidPaise: number, refundPaise: number): string {
  if (refundPaise > 0)
    return `We will refund ${inr(refundPaise)} to your original payment method within 7-10 business days.`
  if (paidPaise > 0)
    return `Under the cancellation policy there is nothing to refund of the ${inr(paidPaise)} paid.`
  return 'Nothing was paid, so there is nothing to refund.'
}

/** A booking was cancelled: its seats are back, and the refund it gets. */
export function bookingCancelledMail(
  context: TemplateContext,
  mail: BookingCancelled,
): BookingMails {
  const { booking } = mail
  const facts: Fact[] = [
    ...bookingFacts(booking),
    ['Paid', inr(mail.paidPaise)],
    ['Refund', mail.refundPaise > 0 ? inr(mail.refundPaise) : 'Nothing to refund'],
    ...(mail.creditPaise ? [['Trek credit', inr(mail.creditPaise)] as Fact] : []),
  ]
  const credit = mail.creditPaise
    ? [`${inr(mail.creditPaise)} of trek credit is in your account, to spend on your next trip.`]
    : []
  const customer = layout(
    {
      title: 'Booking cancelled',
      paragraphs: [
        greeting(mail.firstName),
        `Your booking for ${tripOf(booking)} ${HOW[mail.reason].customer}.`,
        mail.creditPaise && mail.refundPaise === 0
          ? 'You chose trek credit instead of a refund.'
          : refundLine(mail.paidPaise, mail.refundPaise),
        ...credit,
      ],
      facts,
      action: tripPage(context, booking, 'Find another departure'),
    },
    context,
  )
  const operator = layout(
    {
      title: 'Booking cancelled',
      paragraphs: [
        `The booking for ${tripOf(booking)} ${HOW[mail.reason].operator}; ${seatsText(booking.seats)} ${pluralWord(booking.seats, 'is', 'are')} back on sale.`,
        mail.refundPaise > 0
          ? `A refund of ${inr(mail.refundPaise)} is pending.`
          : 'There is nothing to refund.',
        ...(mail.creditPaise ? [`Trek credit given: ${inr(mail.creditPaise)}.`] : []),
      ],
      facts,
    },
    context,
  )
  return {
    customer: { subject: `Booking cancelled: ${tripOf(booking)}`, ...customer },
    operator: { subject: `Booking cancelled: ${tripOf(booking)}`, ...operator },
  }
}
