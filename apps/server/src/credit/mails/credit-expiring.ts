import { formatCalendarDate } from '@trippy/contracts/calendar'
import {
  type EventMail,
  greeting,
  inr,
  layout,
  siteUrl,
  type TemplateContext,
} from '../../mail/index.ts'

export type CreditExpiring = {
  firstName: string
  /** What is left of the credit that expires. */
  amountPaise: number
  /** 'YYYY-MM-DD', the last day it can be spent. */
  expiresOn: string
}

/** Trek credit is about to expire: spend it on a booking before then. */
export function creditExpiringMail(context: TemplateContext, mail: CreditExpiring): EventMail {
  const when = formatCalendarDate(mail.expiresOn)
  return {
    subject: `Your trek credit of ${inr(mail.amountPaise)} expires on ${when}`,
    ...layout(
      {
        title: 'Your trek credit expires soon',
        paragraphs: [
          greeting(mail.firstName),
          `${inr(mail.amountPaise)} of your trek credit can be spent until ${when}. After that it expires.`,
          'Choose a trip and tick "Use my trek credit" when you confirm your booking.',
        ],
        facts: [
          ['Credit', inr(mail.amountPaise)],
          ['Spend by', when],
        ],
        action: { label: 'Find your next trek', url: siteUrl(context.publicUrl, '/packages') },
        closing: [
          'You receive reminders because they are on in your account settings; turn them off there at any time.',
        ],
      },
      context,
    ),
  }
}
