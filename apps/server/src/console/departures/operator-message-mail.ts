import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type EventMail,
  greeting,
  mailDate,
  type TemplateContext,
  viewBookings,
  layout,
} from '../../mail/index.ts'

export type OperatorMessage = {
  firstName: string
  title: string
  message: string
  departure: { packageName: string; startDate: string }
  /** The customer's language for the frame; the operator's words stay as written. */
  locale?: Locale
}

/** The operator writes to everyone on a departure (weather, pickup time, what to bring). */
export function operatorMessageMail(context: TemplateContext, mail: OperatorMessage): EventMail {
  const locale = mail.locale ?? 'en'
  const starts = mailDate(mail.departure.startDate, locale)
  return {
    subject: `${mail.title}: ${mail.departure.packageName}, ${starts}`,
    ...layout(
      {
        title: mail.title,
        paragraphs: [
          greeting(mail.firstName, locale),
          m.mail_operator_message_about(
            { trip: mail.departure.packageName, date: starts },
            { locale },
          ),
          ...mail.message.split(/\n{2,}/),
        ],
        action: viewBookings(context, locale),
        locale,
      },
      context,
    ),
  }
}
