import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import {
  type EventMail,
  greeting,
  inr,
  layout,
  mailDate,
  pageUrl,
  type TemplateContext,
} from '../../mail/index.ts'

export type CreditExpiring = {
  firstName: string
  /** What is left of the credit that expires. */
  amountPaise: number
  /** 'YYYY-MM-DD', the last day it can be spent. */
  expiresOn: string
  /** The customer's language; English if unsaid. */
  locale?: Locale
}

/** Trek credit is about to expire: spend it on a booking before then. */
export function creditExpiringMail(context: TemplateContext, mail: CreditExpiring): EventMail {
  const locale = mail.locale ?? 'en'
  const date = mailDate(mail.expiresOn, locale)
  const amount = inr(mail.amountPaise)
  return {
    subject: m.mail_credit_subject({ amount, date }, { locale }),
    ...layout(
      {
        title: m.mail_credit_title({}, { locale }),
        paragraphs: [
          greeting(mail.firstName, locale),
          m.mail_credit_text({ amount, date }, { locale }),
          m.mail_credit_how({}, { locale }),
        ],
        facts: [
          [m.mail_fact_credit({}, { locale }), amount],
          [m.mail_fact_spend_by({}, { locale }), date],
        ],
        action: {
          label: m.mail_credit_action({}, { locale }),
          url: pageUrl(context, '/packages', locale),
        },
        closing: [m.mail_reminders_note({}, { locale })],
        locale,
      },
      context,
    ),
  }
}
