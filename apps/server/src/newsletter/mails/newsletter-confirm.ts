import { SITE } from '@trippy/contracts/site'
import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { type EventMail, greeting, layout, type MailFooter } from '../../mail/index.ts'

export type NewsletterConfirmation = {
  confirmLink: string
  unsubscribeLink: string
  validDays: number
  /** The language of the page the address was given on; English if unsaid. */
  locale?: Locale
}

/** The double opt-in: nothing is sent to the address until this link is followed. */
export function newsletterConfirmMail(footer: MailFooter, mail: NewsletterConfirmation): EventMail {
  const locale = mail.locale ?? 'en'
  const site = SITE.name
  return {
    subject: m.mail_newsletter_subject({ site }, { locale }),
    ...layout(
      {
        title: m.mail_newsletter_title({}, { locale }),
        paragraphs: [greeting('', locale), m.mail_newsletter_text({ site }, { locale })],
        action: { label: m.mail_newsletter_action({}, { locale }), url: mail.confirmLink },
        closing: [
          m.mail_newsletter_expires({ count: mail.validDays }, { locale }),
          m.mail_newsletter_not_you({}, { locale }),
        ],
        unsubscribeUrl: mail.unsubscribeLink,
        locale,
      },
      footer,
    ),
  }
}
