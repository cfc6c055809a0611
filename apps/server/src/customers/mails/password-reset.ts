import { SITE } from '@trippy/contracts/site'
import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { type EventMail, greeting, layout, type MailFooter } from '../../mail/index.ts'

export type PasswordReset = {
  firstName: string
  link: string
  validMinutes: number
  /** The customer's language; English if unsaid. */
  locale?: Locale
}

/** A single-use link to choose a new password. */
export function passwordResetMail(footer: MailFooter, mail: PasswordReset): EventMail {
  const locale = mail.locale ?? 'en'
  const title = m.mail_reset_title({}, { locale })
  return {
    subject: title,
    ...layout(
      {
        title,
        paragraphs: [
          greeting(mail.firstName, locale),
          m.mail_reset_intro({ site: SITE.name }, { locale }),
        ],
        action: { label: m.mail_reset_action({}, { locale }), url: mail.link },
        closing: [
          m.mail_reset_expires({ minutes: mail.validMinutes }, { locale }),
          m.mail_reset_not_you({}, { locale }),
        ],
        locale,
      },
      footer,
    ),
  }
}
