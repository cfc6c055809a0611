import { pluralWord } from '@trippy/contracts/plural'
import { formatCalendarDate, formatIndiaTime } from '@trippy/contracts/calendar'
import { type Fact, greeting, inr, layout, type TemplateContext } from '../../mail/index.ts'
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
}

/** A booking was made and its seats are held: how much to pay, how, and by when. */
export function bookingReceivedMail(context: TemplateContext, mail: BookingReceived): BookingMails {
  const { booking } = mail
  const holdEnds = formatIndiaTime(mail.holdExpiresAt)
  const money: Fact[] = [
    ...promoFacts(mail.promo),
    ['Total', inr(mail.totalPaise)],
    ['Due now', inr(mail.dueNowPaise)],
  ]
  if (mail.balancePaise > 0 && mail.balanceDueDate)
    money.push([
      'Balance',
      `${inr(mail.balancePaise)}, due by ${formatCalendarDate(mail.balanceDueDate)}`,
    ])
  money.push(['Seats held until', holdEnds])

  const subject = `Booking received: ${tripOf(booking)}`
  const customer = layout(
    {
      title: 'Booking received',
      paragraphs: [
        greeting(mail.firstName),
        `Thank you for booking ${booking.packageName}. We hold your seats until ${holdEnds}.`,
        `Pay ${inr(mail.dueNowPaise)} by then to confirm your booking; after that the ${pluralWord(booking.seats, 'seat goes', 'seats go')} back on sale.`,
      ],
      facts: [...bookingFacts(booking), ...money],
      action: payNow(context),
      sections: offlinePayment(context, booking.id, mail.dueNowPaise),
    },
    context,
  )
  const operator = layout(
    {
      title: 'New booking received',
      paragraphs: [
        `A traveller booked ${seatsText(booking.seats)} on ${tripOf(booking)}. The seats are held until ${holdEnds}; the booking is confirmed once ${inr(mail.dueNowPaise)} is paid.`,
        'Find it in the console by its booking id.',
      ],
      facts: [...bookingFacts(booking), ...money],
    },
    context,
  )
  return {
    customer: { subject, ...customer },
    operator: {
      subject: `New booking: ${tripOf(booking)} (${seatsText(booking.seats)})`,
      ...operator,
    },
  }
}
