import * as m from '@trippy/i18n/messages'
import { lazy, type ReactNode, Suspense } from 'react'
import { Link } from 'react-router'
import { useAccount } from './account-context.tsx'
import { localHref } from '../../lib/i18n.ts'

const ProfileMenu = lazy(() =>
  import('./profile-menu.tsx').then((module) => ({ default: module.ProfileMenu })),
)

/**
 * The header's account area: Sign In and Sign Up, or, once logged in, the notification bell and
 * the profile menu (name, initials, member label, the account links and Logout).
 */
export function HeaderAccount({
  notificationBell,
}: {
  /** The notifications feature's bell, shown only to a logged-in customer. */
  notificationBell?: ReactNode
}) {
  const { status, user } = useAccount()
  // Nothing until the stored session is checked, so a logged-in visitor never sees Sign In flash.
  if (status === 'loading') return null
  if (!user) {
    return (
      <>
        <Link
          to={localHref('/login')}
          className="hidden rounded-full px-4 py-2 text-sm font-semibold hover:bg-black/10 sm:inline-block"
        >
          {m.account_sign_in()}
        </Link>
        <Link
          to={localHref('/signup')}
          className="bg-accent text-brand hidden rounded-full px-4 py-2 text-sm font-semibold hover:bg-amber-400 sm:inline-block"
        >
          {m.account_sign_up()}
        </Link>
      </>
    )
  }
  // A lazy island (ADR 007): only a signed-in customer, found after hydration, fetches the menu;
  // a blank of the button's size holds its place meanwhile.
  return (
    <>
      {notificationBell}
      <Suspense fallback={<span aria-hidden="true" className="block h-11 w-11 sm:w-24" />}>
        <ProfileMenu user={user} />
      </Suspense>
    </>
  )
}
