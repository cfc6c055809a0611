import { formatCalendarDate } from '@trippy/contracts/calendar'
import { READINESS_MESSAGES, type TravellerReadiness } from '@trippy/contracts/readiness'
import {
  type EventMail,
  greeting,
  layout,
  type TemplateContext,
  viewBookings,
} from '../mail/index.ts'

export type ReadinessReminder = {
  firstName: string
  packageName: string
  /** 'YYYY-MM-DD' */
  startDate: string
  daysBefore: number
  travellers: readonly TravellerReadiness[]
}

/** Something is still missing for a trip that leaves in 14 (then 5) days. */
export function readinessReminderMail(
  context: TemplateContext,
  mail: ReadinessReminder,
): EventMail {
  const missing = mail.travellers
    .filter((traveller) => traveller.missing.length > 0)
    .map(
      (traveller) =>
        [
          traveller.name || `Traveller ${traveller.index + 1}`,
          traveller.missing.map((item) => READINESS_MESSAGES.itemLabels[item]).join(', '),
        ] as [string, string],
    )
  return {
    subject: `Before you leave: ${mail.packageName} on ${formatCalendarDate(mail.startDate)}`,
    ...layout(
      {
        title: 'Your trip checklist is not complete',
        paragraphs: [
          greeting(mail.firstName),
          `${mail.packageName} leaves on ${formatCalendarDate(mail.startDate)}, in ${mail.daysBefore} days or less. A few things are still missing for your group:`,
        ],
        facts: missing,
        action: viewBookings(context),
        closing: [
          'Fill them in and upload documents from My Bookings. Documents are kept privately and deleted 30 days after the trip.',
        ],
      },
      context,
    ),
  }
}
