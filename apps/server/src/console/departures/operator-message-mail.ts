import { formatCalendarDate } from '@trippy/contracts/calendar'
import {
  type EventMail,
  greeting,
  type TemplateContext,
  viewBookings,
  layout,
} from '../../mail/index.ts'

export type OperatorMessage = {
  firstName: string
  title: string
  message: string
  departure: { packageName: string; startDate: string }
}

/** The operator writes to everyone on a departure (weather, pickup time, what to bring). */
export function operatorMessageMail(context: TemplateContext, mail: OperatorMessage): EventMail {
  const starts = formatCalendarDate(mail.departure.startDate)
  return {
    subject: `${mail.title}: ${mail.departure.packageName}, ${starts}`,
    ...layout(
      {
        title: mail.title,
        paragraphs: [
          greeting(mail.firstName),
          `A message about your trip, ${mail.departure.packageName} starting ${starts}:`,
          ...mail.message.split(/\n{2,}/),
        ],
        action: viewBookings(context),
      },
      context,
    ),
  }
}
