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
  type MailBooking,
  offlinePayment,
  payNow,
  type TemplateContext,
  tripOf,
  viewBookings,
} from './templates/booking-parts.ts'
export type { BookingMailTemplate } from './templates/booking-templates.ts'
export { layout, type MailFooter, siteUrl } from './templates/layout.ts'
