import { formatCalendarDate } from '@trippy/contracts/calendar'
import {
  type Fact,
  greeting,
  inr,
  layout,
  siteUrl,
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
}

/** The payment that covers what was due at booking arrived: the booking is confirmed. */
export function bookingConfirmedMail(
  context: TemplateContext,
  mail: BookingConfirmed,
): BookingMails {
  const { booking } = mail
  const balance = mail.totalPaise - mail.paidPaise
  const money: Fact[] = [
    ...promoFacts(mail.promo),
    ['Total', inr(mail.totalPaise)],
    ['Paid', inr(mail.paidPaise)],
  ]
  const balanceLine =
    balance > 0 && mail.balanceDueDate
      ? `The balance of ${inr(balance)} is due by ${formatCalendarDate(mail.balanceDueDate)}.`
      : null
  if (balance > 0)
    money.push([
      'Balance',
      mail.balanceDueDate
        ? `${inr(balance)}, due by ${formatCalendarDate(mail.balanceDueDate)}`
        : inr(balance),
    ])

  const customer = layout(
    {
      title: 'Booking confirmed',
      paragraphs: [
        greeting(mail.firstName),
        `We received ${inr(mail.receivedPaise)} for ${tripOf(booking)}. Your booking is confirmed.`,
        ...(balanceLine ? [balanceLine] : []),
        ...(mail.invoiceAttached ? ['Your GST invoice is attached.'] : []),
        ...(mail.passPath
          ? [
              'Your trip pass has the itinerary, the meeting point, the emergency number and a QR code for each traveller. It opens without signing in, so keep this mail to yourself, and save the pass on your phone for places with no signal.',
            ]
          : []),
      ],
      facts: [...bookingFacts(booking), ...money],
      action: mail.passPath
        ? { label: 'Open your trip pass', url: siteUrl(context.publicUrl, mail.passPath) }
        : viewBookings(context),
    },
    context,
  )
  const operator = layout(
    {
      title: 'Booking confirmed',
      paragraphs: [
        `${inr(mail.receivedPaise)} was received for ${tripOf(booking)}, and the booking is confirmed.`,
        ...(balanceLine ? [balanceLine] : []),
      ],
      facts: [...bookingFacts(booking), ...money],
    },
    context,
  )
  return {
    customer: {
      subject: `Booking confirmed: ${tripOf(booking)}`,
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
