import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { NotificationsPage } from '../features/notifications/notifications-page.tsx'

export function meta() {
  return accountPageMeta('Notifications', 'Your booking updates and departure reminders.')
}

/** Behind the login: AccountPage renders the hero on the server and the list inside RequireAccount. */
export default function Notifications() {
  return (
    <AccountPage title="Notifications">
      <NotificationsPage />
    </AccountPage>
  )
}
