import { accountPageMeta } from '../features/account/account-page.tsx'
import { BookingConfirmationPage } from '../features/bookings/booking-confirmation-page.tsx'

export function meta() {
  return accountPageMeta('Confirm your booking', 'Check your trip and confirm your booking.')
}

export default function BookingConfirmation() {
  return <BookingConfirmationPage />
}
