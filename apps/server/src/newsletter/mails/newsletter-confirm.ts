import { plural } from '@trippy/contracts/plural'
import { SITE } from '@trippy/contracts/site'
import { type EventMail, layout, type MailFooter } from '../../mail/index.ts'

export type NewsletterConfirmation = {
  confirmLink: string
  unsubscribeLink: string
  validDays: number
}

/** The double opt-in: nothing is sent to the address until this link is followed. */
export function newsletterConfirmMail(footer: MailFooter, mail: NewsletterConfirmation): EventMail {
  return {
    subject: `Confirm your subscription to the ${SITE.name} newsletter`,
    ...layout(
      {
        title: 'Confirm your subscription',
        paragraphs: [
          'Namaste,',
          `Thank you for signing up for the ${SITE.name} newsletter: departure dates and trail news, about once a month. To start getting it, please confirm that this address is yours:`,
        ],
        action: { label: 'Confirm my subscription', url: mail.confirmLink },
        closing: [
          `The link expires in ${plural(mail.validDays, 'day', 'days')}.`,
          'If you did not sign up, ignore this mail: without a confirmation we will not write to you again.',
        ],
        unsubscribeUrl: mail.unsubscribeLink,
      },
      footer,
    ),
  }
}
