// What other folders may use of mail/ (docs/server-folders.md).
export type { MailContext } from './mail-context.ts'
export { mailDeliveryPlugin } from './mail-delivery.plugin.ts'
export {
  createMailLogger,
  createSmtpTransport,
  deliverQueuedMail,
  type MailDeliveryOptions,
  startMailDelivery,
} from './mail-worker.ts'
export { forgetMailTo, type OutgoingMail, queueMail, queueMails } from './outbox.ts'
export {
  type EventMail,
  greeting,
  inr,
  mailDate,
  mailTime,
  pageUrl,
  storedLocale,
  type TemplateContext,
  tripName,
  type TripNames,
  viewBookings,
} from './mail-parts.ts'
export type { StoredTemplate, TemplateRegistry } from './mail-templates.ts'
export {
  type Fact,
  layout,
  type MailAction,
  type MailFooter,
  type MailSection,
  siteUrl,
} from './layout.ts'
