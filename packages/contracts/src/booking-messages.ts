// No zod here: the browser imports these texts without the schemas (see package.json exports).
import { BALANCE_DUE_DAYS_BEFORE } from './pricing.ts'

/** What the bookings API says, word for word; the fixed ones are asserted literally. */
export const BOOKING_MESSAGES = {
  confirmed: 'Booking confirmed! We will contact you shortly.',
  failed: 'Failed to process booking. Please try again.',
  invalidData: 'Invalid booking data',
  seatsLeft: (seats: number) => `Only ${seats} seats left on this departure`,
  notFound: 'Booking not found',
  notYours: 'This booking belongs to another customer',
  alreadyCancelled: 'This booking is already cancelled',
  departed: 'This departure has already started and can no longer be cancelled online',
  pendingLimit: (limit: number) =>
    `You already have ${limit} bookings awaiting payment. Pay for or cancel one of them before booking again.`,
  advanceTooLate: `This departure is less than ${BALANCE_DUE_DAYS_BEFORE} days away, so it is paid in full when you book; please choose full payment`,
  /** Beside the payment choice, when a near departure offers full payment only. */
  fullPaymentOnly: `Departures less than ${BALANCE_DUE_DAYS_BEFORE} days away are paid in full when you book.`,
  nothingDue: 'Nothing is due on this booking',
  notPayable: 'This booking is cancelled and can no longer be paid',
  travellersLocked: (days: number) =>
    `Traveller details can be changed online until ${days} days before departure; please contact us`,
  travellersCount: (seats: number) => `Enter one traveller for each of the ${seats} seats`,
  travellersCancelled: 'This booking is cancelled',
  departureLeft: 'This departure has already left; please choose another',
  tooManyTravellers: (max: number) => `At most ${max} travellers on this trip`,
  addonsNotOffered: 'Some add-ons are not offered on this trip',
  cancelled: 'Booking cancelled',
} as const

/**
 * Which conflict a 409 to a new booking is: seats taken meanwhile, too many bookings awaiting
 * payment, or another (a departure that has left). Read from the messages above, so the two
 * cannot drift apart.
 */
export function bookingConflict(message: string): 'seats' | 'pending-limit' | 'other' {
  if (/^Only \d+ seats? left/.test(message)) return 'seats'
  if (/ bookings awaiting payment\./.test(message)) return 'pending-limit'
  return 'other'
}
