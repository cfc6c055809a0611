import * as m from '@trippy/i18n/messages'

/**
 * The booking texts the browser shows, in the page's language (read when shown). The fixed ones
 * say in English what the API's messages say (BOOKING_MESSAGES, docs/product-texts.md); the rest
 * are the browser's own.
 */
export const BOOKING_TEXTS = {
  /** Shown once the booking really is confirmed: when its payment has been received. */
  get confirmed() {
    return m.booking_confirmed_toast()
  },
  get failed() {
    return m.booking_failed()
  },
  get invalidData() {
    return m.booking_invalid_data()
  },
  get invalidBooking() {
    return m.booking_invalid_booking()
  },
  get confirm() {
    return m.booking_confirm()
  },
  get confirming() {
    return m.booking_confirming()
  },
  get cancelFailed() {
    return m.booking_cancel_failed()
  },
  get loadFailed() {
    return m.booking_load_failed()
  },
  get nothingToRefund() {
    return m.booking_nothing_to_refund()
  },
  get travellersSaved() {
    return m.booking_travellers_saved()
  },
  get travellersFailed() {
    return m.booking_travellers_failed()
  },
}

/** What paying can go wrong with, in words a traveller can act on. */
export const PAYMENT_TEXTS = {
  get startFailed() {
    return m.booking_payment_start_failed()
  },
  get checkoutUnavailable() {
    return m.booking_checkout_unavailable()
  },
  get failed() {
    return m.booking_payment_failed()
  },
  get verifyFailed() {
    return m.booking_verify_failed()
  },
  get received() {
    return m.booking_payment_received()
  },
  get awaitingBank() {
    return m.booking_awaiting_bank()
  },
}

/**
 * The toast when a booking is made. The original site said 'Booking confirmed!' here, as it took no
 * money; now a new booking holds its seats until it is paid, so it says that instead.
 */
export function receivedText(payable: string, holdUntil: string | null): string {
  return holdUntil
    ? m.booking_received_toast_by({ amount: payable, time: holdUntil })
    : m.booking_received_toast({ amount: payable })
}

/** What a cancellation toast says: the refund and where it goes, or that there is none. */
export function cancelledText(refund: string, amountPaid: number, refundAmount: number): string {
  if (refundAmount > 0) {
    return m.booking_cancelled_refund({ refund })
  }
  return amountPaid > 0
    ? m.booking_cancelled_no_refund()
    : m.booking_cancelled_nothing_paid({ nothing: BOOKING_TEXTS.nothingToRefund })
}
