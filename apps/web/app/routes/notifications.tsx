import * as m from '@trippy/i18n/messages'
import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { NotificationsPage } from '../features/notifications/notifications-page.tsx'

export function meta() {
  return accountPageMeta(m.notifications_title(), m.notifications_meta_description())
}

/** Behind the login: AccountPage renders the hero on the server and the list inside RequireAccount. */
export default function Notifications() {
  return (
    <AccountPage title={m.notifications_title()}>
      <NotificationsPage />
    </AccountPage>
  )
}
