import { formatCalendarDate } from '@trippy/contracts/calendar'
import { type EventMail, greeting, layout, siteUrl, type TemplateContext } from '../mail/index.ts'

export type ReviewRequest = {
  firstName: string
  bookingId: string
  packageName: string
  /** 'YYYY-MM-DD' */
  startDate: string
  endDate: string
}

/** Where the mail's button leads: the review form of this booking on My Bookings. */
export function reviewFormPath(bookingId: string): string {
  return `/bookings?review=${encodeURIComponent(bookingId)}`
}

/** Two days after a trip ends: how was it? A link to the booking's review form. */
export function reviewRequestMail(context: TemplateContext, mail: ReviewRequest): EventMail {
  return {
    subject: `How was ${mail.packageName}? Tell other travellers`,
    ...layout(
      {
        title: 'How was your trip?',
        paragraphs: [
          greeting(mail.firstName),
          `We hope you are home safe from ${mail.packageName}. Travellers choosing their next trek read reviews before anything else: a few lines about yours would help them.`,
          'Only travellers of a completed trip can review it, and the review shows on the trip page with your first name and initial and the month you travelled.',
        ],
        facts: [
          ['Booking id', mail.bookingId],
          ['Trip', mail.packageName],
          ['Dates', `${formatCalendarDate(mail.startDate)} – ${formatCalendarDate(mail.endDate)}`],
        ],
        action: {
          label: 'Write your review',
          url: siteUrl(context.publicUrl, reviewFormPath(mail.bookingId)),
        },
        closing: [
          'You receive this because reminders are on in your account settings; turn them off there at any time.',
        ],
      },
      context,
    ),
  }
}
