import * as m from '@trippy/i18n/messages'
import { accountPageMeta } from '../features/account/account-page.tsx'
import { BookingConfirmationPage } from '../features/bookings/booking-confirmation-page.tsx'

export function meta() {
  return accountPageMeta(m.booking_confirm_title(), m.booking_confirm_description())
}

export default function BookingConfirmation() {
  return <BookingConfirmationPage />
}
