import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { MyBookingsPage } from '../features/bookings/my-bookings-page.tsx'

export function meta() {
  return accountPageMeta('My Bookings', 'Your trip bookings with us.')
}

export default function Bookings() {
  return (
    <AccountPage title="My Bookings">
      <MyBookingsPage />
    </AccountPage>
  )
}
