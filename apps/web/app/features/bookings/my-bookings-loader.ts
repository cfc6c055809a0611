import { type Booking, BookingSchema, type CreditSummary } from '@trippy/contracts'
import { api, readStoredSession } from '../../lib/api-client.ts'
import { loadCredit } from '../credit/index.ts'

/** What /bookings shows: nothing without a session (RequireAccount sends the visitor to /login). */
export type MyBookingsData =
  | { status: 'signed-out' }
  | { status: 'error' }
  | { status: 'ready'; bookings: Booking[]; credit?: CreditSummary | null }

const BookingListSchema = BookingSchema.array()

/**
 * The clientLoader of /bookings: the signed-in customer's bookings, newest first (the token is in
 * the browser, so this never runs on the server). A failure is a state the page shows, with its
 * own words and a way to try again, not an error page.
 */
export async function loadMyBookings(signal: AbortSignal): Promise<MyBookingsData> {
  if (!readStoredSession()) return { status: 'signed-out' }
  try {
    const [{ data }, credit] = await Promise.all([
      api.get('/api/bookings', { signal, schema: BookingListSchema }),
      loadCredit(signal),
    ])
    return { status: 'ready', bookings: data, credit }
  } catch (error) {
    if (signal.aborted) throw error
    return { status: 'error' }
  }
}
