import * as m from '@trippy/i18n/messages'
import { Spinner } from '../components/ui/spinner.tsx'
import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { loadMyBookings } from '../features/bookings/my-bookings-loader.ts'
import { MyBookingsPage } from '../features/bookings/my-bookings-page.tsx'
import { MyWaitlist } from '../features/waitlist/index.ts'
import type { Route } from './+types/bookings'

export function meta() {
  return accountPageMeta(m.my_bookings_title(), m.my_bookings_meta_description())
}

/** Signed-in data: read in the browser, where the token is (ADR 003). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadMyBookings(request.signal)
}

/** On the server and until the list is read: the page's frame and a spinner, no one's data. */
export function HydrateFallback() {
  return (
    <AccountPage title={m.my_bookings_title()}>
      <Spinner label={m.my_bookings_loading()} />
    </AccountPage>
  )
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title={m.my_bookings_title()}>
      <MyWaitlist />
      <MyBookingsPage loaded={loaderData} />
    </AccountPage>
  )
}
