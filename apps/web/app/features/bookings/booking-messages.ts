import { BOOKING_MESSAGES } from '@trippy/contracts/booking-messages'

/**
 * The booking texts the browser shows. The fixed ones come from the API's messages, so the
 * two say the same words (docs/product-texts.md); the rest are the browser's own.
 */
export const BOOKING_TEXTS = {
  /** Shown once the booking really is confirmed: when its payment has been received. */
  confirmed: BOOKING_MESSAGES.confirmed,
  failed: BOOKING_MESSAGES.failed,
  invalidData: BOOKING_MESSAGES.invalidData,
  invalidBooking: 'Invalid Booking',
  confirm: 'Confirm Booking',
  confirming: 'Confirming Booking...',
  cancelFailed: 'We could not cancel this booking just now. Please try again.',
  loadFailed: 'We could not load your bookings just now.',
  nothingToRefund: 'Nothing has been paid, so there is nothing to refund.',
  travellersSaved: 'Traveller details saved',
  travellersFailed: 'We could not save the traveller details just now. Please try again.',
} as const

/** What paying can go wrong with, in words a traveller can act on. */
export const PAYMENT_TEXTS = {
  startFailed: 'We could not start the payment just now. Please try again.',
  checkoutUnavailable:
    'We could not open the payment window: Razorpay Checkout did not load. Check your connection and try again.',
  failed: 'The payment did not go through. You can try again, with the same or another method.',
  verifyFailed:
    'We could not check this payment just now. If money left your account, this booking will show it as soon as the bank confirms it.',
  received: 'Payment received',
  awaitingBank: 'Payment received; waiting for the bank to confirm it.',
} as const

/**
 * The toast when a booking is made. The original site said 'Booking confirmed!' here, as it took no
 * money; now a new booking holds its seats until it is paid, so it says that instead.
 */
export function receivedText(payable: string, holdUntil: string | null): string {
  return holdUntil
    ? `Booking received! Pay ${payable} by ${holdUntil} to confirm it.`
    : `Booking received! Pay ${payable} to confirm it.`
}

/** What a cancellation toast says: the refund and where it goes, or that there is none. */
export function cancelledText(refund: string, amountPaid: number, refundAmount: number): string {
  if (refundAmount > 0) {
    return `Booking cancelled. ${refund} will be refunded to your original payment method within 7-10 business days.`
  }
  return amountPaid > 0
    ? 'Booking cancelled. Under our cancellation policy nothing is refunded this close to departure.'
    : `Booking cancelled. ${BOOKING_TEXTS.nothingToRefund}`
}
