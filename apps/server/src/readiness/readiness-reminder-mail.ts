import { READINESS_MESSAGES, type TravellerReadiness } from '@trippy/contracts/readiness'
import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type EventMail,
  greeting,
  layout,
  mailDate,
  type TemplateContext,
  tripName,
  type TripNames,
  viewBookings,
} from '../mail/index.ts'

export type ReadinessReminder = TripNames & {
  firstName: string
  /** 'YYYY-MM-DD' */
  startDate: string
  daysBefore: number
  travellers: readonly TravellerReadiness[]
  /** The customer's language; English if unsaid. What is missing is named in English for now. */
  locale?: Locale
}

/** Something is still missing for a trip that leaves in 14 (then 5) days. */
export function readinessReminderMail(
  context: TemplateContext,
  mail: ReadinessReminder,
): EventMail {
  const locale = mail.locale ?? 'en'
  const date = mailDate(mail.startDate, locale)
  const missing = mail.travellers
    .filter((traveller) => traveller.missing.length > 0)
    .map(
      (traveller) =>
        [
          traveller.name || m.mail_readiness_traveller({ number: traveller.index + 1 }, { locale }),
          traveller.missing.map((item) => READINESS_MESSAGES.itemLabels[item]).join(', '),
        ] as [string, string],
    )
  return {
    subject: m.mail_readiness_subject({ trip: tripName(mail, locale), date }, { locale }),
    ...layout(
      {
        title: m.mail_readiness_title({}, { locale }),
        paragraphs: [
          greeting(mail.firstName, locale),
          m.mail_readiness_text(
            { trip: tripName(mail, locale), date, days: mail.daysBefore },
            { locale },
          ),
        ],
        facts: missing,
        action: viewBookings(context, locale),
        closing: [m.mail_readiness_closing({}, { locale })],
        locale,
      },
      context,
    ),
  }
}
