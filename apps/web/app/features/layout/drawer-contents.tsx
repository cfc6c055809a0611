import * as m from '@trippy/i18n/messages'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { DrawerAccount } from '../account/index.ts'
import { DrawerSearch } from '../search/index.ts'
import { CloseIcon } from '../../components/ui/close-icon.tsx'
import { badgeText, DESTINATION_LINKS, NAV_LINKS } from './navigation.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { localHref } from '../../lib/i18n.ts'

/** The drawer's contents: its search, the site's links with the destinations, the account. */
export function DrawerContents({ onClose }: { onClose: () => void }) {
  const [destinationsOpen, setDestinationsOpen] = useState(false)
  const destinationsId = useId()

  return (
    <div className="flex h-full flex-col overflow-y-auto p-5">
      <div className="flex items-center justify-between">
        <p className="text-brand text-lg font-bold">{m.layout_menu()}</p>
        <button
          type="button"
          onClick={onClose}
          aria-label={m.layout_close_menu()}
          className="rounded-md p-2 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
      </div>

      <DrawerSearch onNavigate={onClose} />

      <nav aria-label={m.layout_nav_mobile()} className="mt-6">
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={localHref(link.to)}
                className="block rounded-lg px-3 py-2 font-medium hover:bg-slate-100"
              >
                {link.label()}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-expanded={destinationsOpen}
              aria-controls={destinationsId}
              onClick={() => setDestinationsOpen((value) => !value)}
              className="flex w-full items-center justify-between rounded-lg px-3 py-2 font-medium hover:bg-slate-100"
            >
              {m.layout_destinations()}
              <span aria-hidden="true">{destinationsOpen ? '−' : '+'}</span>
            </button>
            <ul
              id={destinationsId}
              hidden={!destinationsOpen}
              className="ml-3 border-l border-slate-200 pl-2"
            >
              {DESTINATION_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={localHref(link.to)}
                    className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
                  >
                    {link.label()}
                    {link.badge ? (
                      <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
                        {badgeText(link.badge)}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <LanguageSwitch className="block rounded-lg px-3 py-2 font-medium hover:bg-slate-100" />
          </li>
        </ul>
      </nav>

      <DrawerAccount />
    </div>
  )
}
