import { formatCalendarDate } from '@trippy/contracts/calendar'
import { type EventMail, greeting, inr, layout, type TemplateContext } from '../../mail/index.ts'
import { type MailBooking, offlinePayment, payNow, tripOf } from './booking-parts.ts'

export type BalanceReminder = {
  firstName: string
  booking: MailBooking
  duePaise: number
  /** 'YYYY-MM-DD' */
  dueDate: string
  /** The reminder goes on the due date itself. */
  dueToday: boolean
}

/** The balance of an advance booking falls due soon, or today. */
export function balanceReminderMail(context: TemplateContext, mail: BalanceReminder): EventMail {
  const { booking } = mail
  const when = mail.dueToday ? 'today' : `by ${formatCalendarDate(mail.dueDate)}`
  return {
    subject: `Balance due ${when}: ${tripOf(booking)}`,
    ...layout(
      {
        title: mail.dueToday ? 'Balance due today' : 'Balance due soon',
        paragraphs: [
          greeting(mail.firstName),
          `The balance of ${inr(mail.duePaise)} for ${tripOf(booking)} is due ${when}.`,
        ],
        facts: [
          ['Booking id', booking.id],
          ['Trip', booking.packageName],
          ['Balance', inr(mail.duePaise)],
          ['Due by', formatCalendarDate(mail.dueDate)],
        ],
        action: payNow(context),
        sections: offlinePayment(context, booking.id, mail.duePaise),
        closing: [
          'You receive reminders because they are on in your account settings; turn them off there at any time.',
        ],
      },
      context,
    ),
  }
}
