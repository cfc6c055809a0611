import { accountPageMeta } from '../features/account/account-page.tsx'
import { BookingSuccessPage } from '../features/bookings/booking-success-page.tsx'

export function meta() {
  return accountPageMeta('Your booking', 'Your booking, what to pay and what happens next.')
}

export default function BookingSuccess() {
  return <BookingSuccessPage />
}
