import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { localHref } from '../../lib/i18n.ts'
import { useAccount } from './account-context.tsx'
import { Avatar } from './avatar.tsx'

/** The mobile drawer's account area: the user summary, Profile, Bookings and Logout, or Sign In / Sign Up. */
export function DrawerAccount() {
  const { status, user, logOut } = useAccount()
  if (status === 'loading') return <div className="mt-auto" />
  if (!user) {
    return (
      <div className="mt-auto grid grid-cols-2 gap-3 pt-6">
        <Link
          to={localHref('/login')}
          className="border-brand text-brand rounded-full border px-4 py-2 text-center font-semibold"
        >
          {m.account_sign_in()}
        </Link>
        <Link
          to={localHref('/signup')}
          className="bg-brand rounded-full px-4 py-2 text-center font-semibold text-white"
        >
          {m.account_sign_up()}
        </Link>
      </div>
    )
  }
  return (
    <section aria-label={m.account_nav_label()} className="mt-auto border-t border-slate-200 pt-5">
      <div className="flex items-center gap-3">
        <Avatar initials={user.initials} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{user.name}</p>
          {user.email ? <p className="truncate text-sm text-slate-600">{user.email}</p> : null}
          <p className="text-xs font-medium text-amber-800">{m.account_member()}</p>
        </div>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        <li>
          <Link
            to={localHref('/profile')}
            className="border-brand text-brand block rounded-full border px-4 py-2 text-center font-semibold"
          >
            {m.account_link_profile()}
          </Link>
        </li>
        <li>
          <Link
            to={localHref('/bookings')}
            className="border-brand text-brand block rounded-full border px-4 py-2 text-center font-semibold"
          >
            {m.account_link_bookings()}
          </Link>
        </li>
      </ul>
      <button
        type="button"
        onClick={(event) => {
          // Close the drawer's dialog too, so it is not open again on the next page with a header.
          event.currentTarget.closest('dialog')?.close()
          logOut()
        }}
        className="mt-3 w-full rounded-full bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
      >
        {m.account_logout()}
      </button>
    </section>
  )
}
