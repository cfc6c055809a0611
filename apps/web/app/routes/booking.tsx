import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { BookingPage } from '../features/bookings/booking-page.tsx'
import { bookingPageLoader } from '../features/bookings/booking-page-loader.ts'
import type { Route } from './+types/booking'

export const loader = bookingPageLoader

export function meta() {
  return accountPageMeta('Book your trip', 'Book a departure of this trip.')
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title="Book your trip">
      <BookingPage pkg={loaderData.pkg} />
    </AccountPage>
  )
}
