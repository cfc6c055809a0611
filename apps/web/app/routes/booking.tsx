import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { BookingPage } from '../features/bookings/booking-page.tsx'
import { bookingPageLoader } from '../features/bookings/booking-page-loader.ts'
import * as m from '@trippy/i18n/messages'
import type { Route } from './+types/booking'

export const loader = bookingPageLoader

export function meta() {
  return accountPageMeta(m.booking_page_title(), m.booking_page_description())
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title={m.booking_page_title()}>
      <BookingPage pkg={loaderData.pkg} />
    </AccountPage>
  )
}
