import { formatCalendarDate, formatIndiaTime } from '@trippy/contracts/calendar'
import { plural } from '@trippy/contracts/plural'
import {
  type EventMail,
  greeting,
  layout,
  siteUrl,
  type TemplateContext,
  viewBookings,
} from '../mail/index.ts'

export type WaitlistTrip = {
  packageName: string
  packageSlug: string
  departureId: string
  startDate: string
  seats: number
}

/** Where an offer is booked: the booking page, on that departure. */
export function bookOfferPath(trip: Pick<WaitlistTrip, 'packageSlug' | 'departureId'>): string {
  return `/booking/${trip.packageSlug}?batch=${trip.departureId}`
}

/** Seats came back and are held for the customer until the offer expires. */
export function waitlistOfferMail(
  context: TemplateContext,
  mail: { firstName: string; trip: WaitlistTrip; expiresAt: string },
): EventMail {
  const { trip } = mail
  const starts = formatCalendarDate(trip.startDate)
  const seats = plural(trip.seats, 'seat', 'seats')
  return {
    subject: `Seats are yours to book: ${trip.packageName}, ${starts}`,
    ...layout(
      {
        title: 'Your waitlist seats are here',
        paragraphs: [
          greeting(mail.firstName),
          `${seats} on ${trip.packageName} starting ${starts} came free, and we are holding them for you until ${formatIndiaTime(mail.expiresAt)}.`,
          'Book them before then; after that they go to the next traveller waiting.',
        ],
        facts: [
          ['Trip', trip.packageName],
          ['Starts', starts],
          ['Seats held', String(trip.seats)],
          ['Held until', formatIndiaTime(mail.expiresAt)],
        ],
        action: { label: 'Book your seats', url: siteUrl(context.publicUrl, bookOfferPath(trip)) },
      },
      context,
    ),
  }
}

/** The waitlist closed before departure without seats for the customer. */
export function waitlistClosedMail(
  context: TemplateContext,
  mail: { firstName: string; trip: WaitlistTrip; cancelled: boolean },
): EventMail {
  const { trip } = mail
  const starts = formatCalendarDate(trip.startDate)
  return {
    subject: `Waitlist closed: ${trip.packageName}, ${starts}`,
    ...layout(
      {
        title: 'The waitlist has closed',
        paragraphs: [
          greeting(mail.firstName),
          mail.cancelled
            ? `The ${trip.packageName} departure on ${starts} is cancelled, so its waitlist has closed.`
            : `No seats came free on ${trip.packageName} starting ${starts} in time, and its waitlist has now closed.`,
          'We would love to take you on another departure.',
        ],
        action: viewBookings(context),
      },
      context,
    ),
  }
}
