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
}

/** Money came in that did not confirm a booking: a balance payment, or one after cancellation. */
export function paymentReceivedMail(context: TemplateContext, mail: PaymentReceived): BookingMails {
  const { booking } = mail
  const received = inr(mail.receivedPaise)
  const facts: Fact[] = [...bookingFacts(booking), ['Received', received]]
  if (!mail.cancelled)
    facts.push(
      ['Paid so far', inr(mail.paidPaise)],
      ['Still due', mail.duePaise > 0 ? inr(mail.duePaise) : 'Nothing, fully paid'],
    )
  const status = mail.cancelled
    ? 'The booking had already been cancelled, so it will be refunded in full within 7-10 business days.'
    : mail.duePaise > 0
      ? `${inr(mail.duePaise)} is still due${mail.pending ? ' to confirm your booking' : ''}.`
      : 'Your booking is fully paid.'

  const customer = layout(
    {
      title: mail.cancelled ? 'Payment received after cancellation' : 'Payment received',
      paragraphs: [
        greeting(mail.firstName),
        `We received ${received} for ${tripOf(booking)}.`,
        status,
      ],
      facts,
      action: !mail.cancelled && mail.duePaise > 0 ? payNow(context) : viewBookings(context),
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
      facts,
    },
    context,
  )
  return {
    customer: {
      subject: mail.cancelled
        ? `Payment received after cancellation: ${tripOf(booking)}`
        : `Payment received: ${received} for ${tripOf(booking)}`,
      ...customer,
    },
    operator: { subject: `Payment received: ${received} for ${tripOf(booking)}`, ...operator },
  }
}
