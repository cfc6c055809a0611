/**
 * The booking texts the browser shows. The spec's own (§8) are reproduced exactly and asserted
 * literally by the tests. They mirror BOOKING_MESSAGES in @trippy/contracts, whose module also
 * carries the zod schemas, which the browser bundle should not pull in for four strings.
 */
export const BOOKING_TEXTS = {
  confirmed: 'Booking confirmed! We will contact you shortly.',
  failed: 'Failed to process booking. Please try again.',
  invalidData: 'Invalid booking data',
  invalidBooking: 'Invalid Booking',
  confirm: 'Confirm Booking',
  confirming: 'Confirming Booking...',
  cancelFailed: 'We could not cancel this booking just now. Please try again.',
  loadFailed: 'We could not load your bookings just now.',
} as const

/** What a cancellation toast says: the refund and where it goes (spec §9). */
export function cancelledText(refund: string): string {
  return `Booking cancelled. ${refund} will be refunded to your original payment method within 7-10 business days.`
}
