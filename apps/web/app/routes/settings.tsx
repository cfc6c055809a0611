import * as m from '@trippy/i18n/messages'
import { Spinner } from '../components/ui/spinner.tsx'
import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { ChangePassword } from '../features/account/change-password-form.tsx'
import { DeleteAccount } from '../features/account/delete-account-form.tsx'
import { MailLanguageSetting } from '../features/account/mail-language-setting.tsx'
import { loadAccountSettings } from '../features/account/settings-loader.ts'
import { Preferences } from '../features/account/settings-preferences.tsx'
import type { Route } from './+types/settings'

export function meta() {
  return accountPageMeta(m.account_settings_title(), m.account_settings_meta_description())
}

/** Signed-in data: read in the browser, where the token is (ADR 003). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAccountSettings(request.signal)
}

/** On the server and until the preferences are read: the frame and a spinner, no one's data. */
export function HydrateFallback() {
  return (
    <AccountPage title={m.account_settings_title()}>
      <Spinner label={m.account_loading_settings()} />
    </AccountPage>
  )
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title={m.account_settings_title()}>
      <div className="grid max-w-3xl gap-6">
        <Preferences loaded={loaderData} />
        <MailLanguageSetting loaded={loaderData} />
        <ChangePassword />
        <DeleteAccount />
      </div>
    </AccountPage>
  )
}
