import { formatIndiaTime } from '@trippy/contracts/calendar'
import { SITE } from '@trippy/contracts/site'
import { layout, type MailFooter, siteUrl } from '../../mail/index.ts'

export type NewBrowserSignIn = { name: string; at: string; browser: string; address: string }

/** Tells a member of staff their console account was signed in to from a browser new to it. */
export function newBrowserMail(footer: MailFooter, signIn: NewBrowserSignIn) {
  const title = `New sign-in to the ${SITE.name} console`
  return {
    subject: title,
    ...layout(
      {
        title,
        paragraphs: [
          `Namaste ${signIn.name},`,
          'Your console account was just signed in to from a browser it had not been used from before.',
        ],
        facts: [
          ['When', formatIndiaTime(signIn.at)],
          ['Browser', signIn.browser],
          ['From address', signIn.address],
        ],
        action: { label: 'See your sessions', url: siteUrl(footer.publicUrl, '/console/sessions') },
        closing: [
          'If this was you, there is nothing to do.',
          'If it was not, end that session on your sessions page and ask the owner to reset your password.',
        ],
      },
      footer,
    ),
  }
}
