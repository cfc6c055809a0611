import * as m from '@trippy/i18n/messages'
import { accountPageMeta } from '../features/account/account-page.tsx'
import { BookingSuccessPage } from '../features/bookings/booking-success-page.tsx'

export function meta() {
  return accountPageMeta(m.booking_your_booking(), m.booking_success_description())
}

export default function BookingSuccess() {
  return <BookingSuccessPage />
}
