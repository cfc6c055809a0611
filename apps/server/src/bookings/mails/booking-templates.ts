import { z } from 'zod'
import {
  type StoredTemplate,
  storedLocale,
  type TemplateContext,
  type TemplateRegistry,
} from '../../mail/index.ts'
import type { BookingMails } from './booking-parts.ts'
import { bookingCancelledMail } from './booking-cancelled.ts'
import { bookingConfirmedMail } from './booking-confirmed.ts'
import { bookingReceivedMail } from './booking-received.ts'
import { holdExpiredMail } from './hold-expired.ts'
import { paymentReceivedMail } from './payment-received.ts'

/**
 * The booking mails the outbox keeps as a template's name and its data rather than as written
 * text and HTML: a booking's two mails written out were most of what a booking cost the server
 * (their 12 KB stored in the booking's transaction, and the writing itself), so they are written
 * when the mail worker sends them, off the traveller's request.
 */
const BOOKING_TEMPLATES = {
  'booking-received': bookingReceivedMail,
  'booking-confirmed': bookingConfirmedMail,
  'payment-received': paymentReceivedMail,
  'booking-cancelled': bookingCancelledMail,
  'hold-expired': holdExpiredMail,
} satisfies Record<string, (context: TemplateContext, data: never) => BookingMails>

type Templates = typeof BOOKING_TEMPLATES
type TemplateName = keyof Templates

/** A booking event's mails: which template, and its data but the customer's name and language. */
export type BookingMailTemplate = {
  [Name in TemplateName]: {
    template: Name
    data: Omit<Parameters<Templates[Name]>[1], 'firstName' | 'locale'>
  }
}[TemplateName]

/**
 * One of the two mails, as the outbox keeps it. Only the customer's part carries their first
 * name (for the greeting) and language: the operator's copy keeps no personal detail and is
 * English. Mail queued before languages has none: English.
 */
const StoredBookingMailSchema = z.object({
  template: z.string(),
  part: z.enum(['customer', 'operator']),
  firstName: z.string().optional(),
  locale: z.unknown().optional(),
  data: z.record(z.string(), z.unknown()),
})

/** The mail a stored booking template writes, as it would have been written when queued. */
function writeBookingMail(context: TemplateContext, stored: StoredTemplate) {
  const mail = StoredBookingMailSchema.parse(stored)
  const write = BOOKING_TEMPLATES[mail.template as TemplateName] as (
    context: TemplateContext,
    data: object,
  ) => BookingMails
  return write(context, {
    ...mail.data,
    firstName: mail.firstName ?? '',
    locale: storedLocale(mail.locale),
  })[mail.part]
}

/** Lets the mail worker write booking mail kept as a template, when it sends it. */
export function registerBookingMails(templates: TemplateRegistry): void {
  for (const name of Object.keys(BOOKING_TEMPLATES)) templates.register(name, writeBookingMail)
}
