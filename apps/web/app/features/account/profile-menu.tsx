import * as m from '@trippy/i18n/messages'
import { useCallback, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useDismiss } from '../../components/ui/use-dismiss.ts'
import { ACCOUNT_LINKS } from './account-links.ts'
import { useAccount } from './account-context.tsx'
import type { AccountUser } from './account-user.ts'
import { Avatar } from './avatar.tsx'
import { localHref } from '../../lib/i18n.ts'

/** The signed-in customer's menu in the header: name, initials, member label, links, Logout. */
export function ProfileMenu({ user }: { user: AccountUser }) {
  const { logOut } = useAccount()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(root, open, close, button)

  const firstName = user.name.split(' ')[0] ?? user.name
  return (
    <div ref={root} className="relative" data-testid="profile-menu">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold hover:bg-black/10"
      >
        <Avatar initials={user.initials} />
        <span className="sr-only">{m.account_menu_for({ name: user.name })}</span>
        <span aria-hidden="true" className="hidden max-w-32 truncate sm:inline">
          {firstName}
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 rounded-xl bg-white p-2 text-slate-800 shadow-xl ring-1 ring-black/5"
      >
        <div className="flex items-center gap-3 border-b border-slate-100 px-3 pt-2 pb-3">
          <Avatar initials={user.initials} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{user.name}</p>
            {user.email ? <p className="truncate text-xs text-slate-600">{user.email}</p> : null}
            <p className="text-xs font-medium text-amber-800">{m.account_member()}</p>
          </div>
        </div>
        <ul className="py-1">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={localHref(link.to)}
                onClick={close}
                className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
              >
                {link.label()}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => {
            close()
            logOut()
          }}
          className="block w-full rounded-lg border-t border-slate-100 px-3 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          {m.account_logout()}
        </button>
      </div>
    </div>
  )
}
