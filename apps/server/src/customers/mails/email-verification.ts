import { SITE } from '@trippy/contracts/site'
import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { type EventMail, greeting, layout, type MailFooter } from '../../mail/index.ts'

export type EmailVerification = {
  firstName: string
  link: string
  validDays: number
  /** The first mail of a new account welcomes the customer; a link asked for again does not. */
  welcome: boolean
  /** The customer's language; English if unsaid. */
  locale?: Locale
}

/** A single-use link that proves the address is the customer's; sent at sign-up and on request. */
export function emailVerificationMail(footer: MailFooter, mail: EmailVerification): EventMail {
  const locale = mail.locale ?? 'en'
  const site = SITE.name
  const title = mail.welcome
    ? m.mail_welcome_title({ site }, { locale })
    : m.mail_verify_title({}, { locale })
  return {
    subject: title,
    ...layout(
      {
        title,
        paragraphs: [
          greeting(mail.firstName, locale),
          ...(mail.welcome ? [m.mail_welcome_ready({ site }, { locale })] : []),
          m.mail_verify_confirm({}, { locale }),
        ],
        action: { label: m.mail_verify_action({}, { locale }), url: mail.link },
        closing: [
          m.mail_verify_expires({ count: mail.validDays }, { locale }),
          mail.welcome
            ? m.mail_welcome_not_you({}, { locale })
            : m.mail_verify_not_you({}, { locale }),
          m.mail_signature({ site }, { locale }),
        ],
        locale,
      },
      footer,
    ),
  }
}
