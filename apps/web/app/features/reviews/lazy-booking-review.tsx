import { lazy, Suspense } from 'react'

const BookingReview = lazy(() =>
  import('./booking-review.tsx').then((module) => ({ default: module.BookingReview })),
)

/**
 * A completed booking's review, or the form to write one: its code is fetched only when My
 * Bookings lists a completed booking (most lists have none). Until its review is read it shows
 * nothing, as the form does while it asks for the review.
 */
export function LazyBookingReview(props: { bookingId: string; packageName: string }) {
  return (
    <Suspense fallback={null}>
      <BookingReview {...props} />
    </Suspense>
  )
}
