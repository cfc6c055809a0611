import { plural } from '@trippy/contracts/plural'
import { SITE } from '@trippy/contracts/site'
import { type EventMail, greeting, layout, type MailFooter } from '../../mail/index.ts'

export type EmailVerification = {
  firstName: string
  link: string
  validDays: number
  /** The first mail of a new account welcomes the customer; a link asked for again does not. */
  welcome: boolean
}

/** A single-use link that proves the address is the customer's; sent at sign-up and on request. */
export function emailVerificationMail(footer: MailFooter, mail: EmailVerification): EventMail {
  const title = mail.welcome ? `Welcome to ${SITE.name}` : 'Verify your email address'
  return {
    subject: title,
    ...layout(
      {
        title,
        paragraphs: [
          greeting(mail.firstName),
          ...(mail.welcome
            ? [
                `Your ${SITE.name} account is ready: complete your profile, save trips to your wishlist and book your departures.`,
              ]
            : []),
          'Please confirm that this email address is yours, so that your booking updates reach you:',
        ],
        action: { label: 'Verify my email address', url: mail.link },
        closing: [
          `The link expires in ${plural(mail.validDays, 'day', 'days')} and works once.`,
          mail.welcome
            ? 'If you did not create this account, reply to this mail and we will remove it.'
            : 'If you did not ask for this, ignore this mail.',
          `The ${SITE.name} team`,
        ],
      },
      footer,
    ),
  }
}
