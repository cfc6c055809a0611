import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type EventMail,
  greeting,
  inr,
  layout,
  mailDate,
  type TemplateContext,
  tripName,
} from '../../mail/index.ts'
import { type MailBooking, offlinePayment, payNow, tripOf } from './booking-parts.ts'

export type BalanceReminder = {
  firstName: string
  booking: MailBooking
  duePaise: number
  /** 'YYYY-MM-DD' */
  dueDate: string
  /** The reminder goes on the due date itself. */
  dueToday: boolean
  /** The customer's language; English if unsaid. */
  locale?: Locale
}

/** The balance of an advance booking falls due soon, or today. */
export function balanceReminderMail(context: TemplateContext, mail: BalanceReminder): EventMail {
  const { booking } = mail
  const locale = mail.locale ?? 'en'
  const trip = tripOf(booking, locale)
  const amount = inr(mail.duePaise)
  const date = mailDate(mail.dueDate, locale)
  return {
    subject: mail.dueToday
      ? m.mail_balance_subject_today({ trip }, { locale })
      : m.mail_balance_subject_by({ date, trip }, { locale }),
    ...layout(
      {
        title: mail.dueToday
          ? m.mail_balance_title_today({}, { locale })
          : m.mail_balance_title_soon({}, { locale }),
        paragraphs: [
          greeting(mail.firstName, locale),
          mail.dueToday
            ? m.mail_balance_text_today({ amount, trip }, { locale })
            : m.mail_balance_text_by({ amount, trip, date }, { locale }),
        ],
        facts: [
          [m.mail_fact_booking_id({}, { locale }), booking.id],
          [m.mail_fact_trip({}, { locale }), tripName(booking, locale)],
          [m.mail_fact_balance({}, { locale }), amount],
          [m.mail_fact_due_by({}, { locale }), date],
        ],
        action: payNow(context, locale),
        sections: offlinePayment(context, booking.id, mail.duePaise, locale),
        closing: [m.mail_reminders_note({}, { locale })],
        locale,
      },
      context,
    ),
  }
}
