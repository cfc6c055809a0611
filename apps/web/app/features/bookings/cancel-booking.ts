import { type Booking, BookingSchema, type RefundQuote } from '@trippy/contracts'
import type { RefundAs } from '@trippy/contracts/credit'
import { api, ApiError } from '../../lib/api-client.ts'
import { formatInr } from '@trippy/contracts/money'
import * as m from '@trippy/i18n/messages'
import { BOOKING_TEXTS, cancelledText } from './booking-messages.ts'
import { localMessage } from '../../components/ui/form-text.tsx'

/** What a cancellation came to, in the words of the toast that says so. */
export type CancelOutcome =
  { ok: true; booking: Booking; message: string } | { ok: false; message: string }

/**
 * Cancels a booking after the customer saw its refund quote (`amountPaid` is the quote's), and
 * words the result: the refund on its way, nothing to refund, or why it could not be done.
 */
export async function cancelBooking(
  bookingId: string,
  quote: Pick<RefundQuote, 'amountPaid' | 'creditAmount'>,
  refundAs: RefundAs = 'cash',
): Promise<CancelOutcome> {
  try {
    const { data } = await api.post(
      `/api/bookings/${encodeURIComponent(bookingId)}/cancel`,
      { refundAs },
      { schema: BookingSchema },
    )
    const refund = data.refundAmount ?? 0
    return {
      ok: true,
      booking: data,
      message:
        refundAs === 'credit'
          ? m.my_bookings_cancelled_credit({ amount: formatInr(quote.creditAmount) })
          : cancelledText(formatInr(refund), quote.amountPaid, refund),
    }
  } catch (error) {
    const fromServer = error instanceof ApiError && error.fromServer
    return {
      ok: false,
      message: fromServer ? localMessage(error.message) : BOOKING_TEXTS.cancelFailed,
    }
  }
}
