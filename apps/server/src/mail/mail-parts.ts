import { formatInr, toRupees } from '@trippy/contracts/money'
import type { AttachmentRef } from './attachments.ts'
import type { MailContext } from './mail-context.ts'
import { type MailAction, siteUrl } from './layout.ts'

/** What mail templates need of the app's context: links, contacts, how to pay. */
export type TemplateContext = Pick<
  MailContext,
  'publicUrl' | 'supportEmail' | 'operatorWhatsapp' | 'offlinePayment'
>

/** One mail, written: what queueMail needs but the address. */
export type EventMail = {
  subject: string
  text: string
  html: string
  attachments?: AttachmentRef[]
}

export const inr = (paise: number) => formatInr(toRupees(paise))

export const greeting = (firstName: string) => (firstName ? `Namaste ${firstName},` : 'Namaste,')

export const viewBookings = (context: TemplateContext): MailAction => ({
  label: 'View your bookings',
  url: siteUrl(context.publicUrl, '/bookings'),
})
