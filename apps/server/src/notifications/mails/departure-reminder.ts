import { formatCalendarDate } from '@trippy/contracts/calendar'
import {
  type EventMail,
  greeting,
  type TemplateContext,
  viewBookings,
  layout,
} from '../../mail/index.ts'

export type DepartureReminder = {
  firstName: string
  booking: { id: string; packageName: string; startDate: string }
}

/** A booked departure starts within the week. */
export function departureReminderMail(
  context: TemplateContext,
  mail: DepartureReminder,
): EventMail {
  const { booking } = mail
  const starts = formatCalendarDate(booking.startDate)
  return {
    subject: `Your trip is coming up: ${booking.packageName}, ${starts}`,
    ...layout(
      {
        title: 'Your trip is coming up',
        paragraphs: [
          greeting(mail.firstName),
          `${booking.packageName} starts on ${starts}. Check the packing list and your pickup time; call us if anything has changed.`,
        ],
        facts: [
          ['Booking id', booking.id],
          ['Trip', booking.packageName],
          ['Starts', starts],
        ],
        action: viewBookings(context),
        closing: [
          'You receive reminders because they are on in your account settings; turn them off there at any time.',
        ],
      },
      context,
    ),
  }
}
