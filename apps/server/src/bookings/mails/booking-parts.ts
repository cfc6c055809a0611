import { plural } from '@trippy/contracts/plural'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import {
  type EventMail,
  type Fact,
  inr,
  type MailAction,
  type MailSection,
  siteUrl,
  type TemplateContext,
} from '../../mail/index.ts'

/** A booking as its mails speak of it; money elsewhere is in paise. */
export type MailBooking = {
  id: string
  packageName: string
  packageSlug: string
  /** 'YYYY-MM-DD' */
  startDate: string
  endDate: string
  seats: number
}

/** A booking event's mail to the customer and its copy to the operator. */
export type BookingMails = { customer: EventMail; operator: EventMail }

export const seatsText = (seats: number) => plural(seats, 'seat', 'seats')

/** 'Kedarkantha Trek, 9 Dec 2026' */
export const tripOf = (booking: MailBooking) =>
  `${booking.packageName}, ${formatCalendarDate(booking.startDate)}`

/**
 * The facts every booking mail starts with. Operator copies carry these and amounts only: the
 * traveller's details stay in the console, so the outbox keeps none of a deleted account's.
 */
export function bookingFacts(booking: MailBooking): Fact[] {
  const dates =
    booking.startDate === booking.endDate
      ? formatCalendarDate(booking.startDate)
      : `${formatCalendarDate(booking.startDate)} to ${formatCalendarDate(booking.endDate)}`
  return [
    ['Booking id', booking.id],
    ['Trip', booking.packageName],
    ['Dates', dates],
    ['Travellers', String(booking.seats)],
  ]
}

/** A promo code a booking used, and what it took off before GST. */
export type MailPromo = { code: string; discountPaise: number }

/** The promo code's line, before the total; none without one (or in mails kept before codes). */
export function promoFacts(promo: MailPromo | null | undefined): Fact[] {
  return promo && promo.discountPaise > 0
    ? [[`Promo code ${promo.code}`, `−${inr(promo.discountPaise)} (before GST)`]]
    : []
}

export const payNow = (context: TemplateContext): MailAction => ({
  label: 'Pay now',
  url: siteUrl(context.publicUrl, '/bookings'),
})

export const tripPage = (
  context: TemplateContext,
  booking: MailBooking,
  label: string,
): MailAction => ({
  label,
  url: siteUrl(context.publicUrl, `/packages/${encodeURIComponent(booking.packageSlug)}`),
})

/** Without the gateway: the operator's account to pay into, quoting the booking id. */
export function offlinePayment(
  context: TemplateContext,
  bookingId: string,
  amountPaise: number,
): MailSection[] {
  const account = context.offlinePayment
  if (!account) return []
  return [
    {
      heading: 'Pay by UPI or bank transfer',
      paragraphs: [
        `Send ${inr(amountPaise)} and quote your booking id ${bookingId} as the reference, so we can match your payment to your booking.`,
      ],
      facts: [
        ['UPI id', account.upiId],
        ['Account name', account.accountName],
        ['Account number', account.bankAccount],
        ['IFSC', account.ifsc],
        ['Reference', bookingId],
      ],
    },
  ]
}
