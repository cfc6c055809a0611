import { SITE } from '@trippy/contracts/site'
import { type EventMail, layout, type MailFooter } from '../../mail/index.ts'

export type PasswordReset = { firstName: string; link: string; validMinutes: number }

/** A single-use link to choose a new password. */
export function passwordResetMail(footer: MailFooter, mail: PasswordReset): EventMail {
  return {
    subject: 'Reset your password',
    ...layout(
      {
        title: 'Reset your password',
        paragraphs: [
          mail.firstName ? `Namaste ${mail.firstName},` : 'Namaste,',
          `We were asked to reset the password of your ${SITE.name} account. To choose a new password, follow this link:`,
        ],
        action: { label: 'Choose a new password', url: mail.link },
        closing: [
          `The link expires in ${mail.validMinutes} minutes and works once. Setting a new password signs you out on every device.`,
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ],
      },
      footer,
    ),
  }
}
