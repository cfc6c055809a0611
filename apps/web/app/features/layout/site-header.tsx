import { Link, NavLink } from 'react-router'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { HeaderAccount } from '../account/index.ts'
import { LazyNotificationBell } from '../notifications/index.ts'
import { CurrencySelector } from '../currency/index.ts'
import { HeaderSearch } from '../search/index.ts'
import { MobileDrawer, preloadDrawer } from './mobile-drawer.tsx'
import { badgeText, DESKTOP_VISIBLE_LINKS, DESTINATION_LINKS, NAV_LINKS } from './navigation.ts'
import { NavMenu } from './nav-menu.tsx'
import { useHeaderSolid } from './use-header-solid.ts'
import { LanguageSuggestion, LanguageSwitch } from './language-switch.tsx'
import { localHref } from '../../lib/i18n.ts'

export function SiteHeader({
  drawerOpen,
  onDrawerChange,
}: {
  drawerOpen: boolean
  onDrawerChange: (open: boolean) => void
}) {
  const solid = useHeaderSolid()
  const tone = solid ? 'text-brand' : 'text-white'
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium hover:bg-black/10 ${isActive ? 'underline decoration-accent decoration-2 underline-offset-8' : ''}`
  const menuButton =
    'flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-black/10'

  return (
    <header
      data-testid="site-header"
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${solid ? 'bg-white shadow-md' : 'from-brand/80 bg-gradient-to-b to-transparent'} ${tone}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link
          to={localHref('/')}
          className="flex items-center gap-2 text-lg font-bold tracking-tight"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <path fill="currentColor" d="M2 27 12 9l5 8 3-5 10 15H2Z" />
            <path fill="#f59e0b" d="m12 9 2.6 4.6L12 13l-2.5 1.5L12 9Z" />
          </svg>
          {SITE.name}
        </Link>

        <nav aria-label={m.layout_nav_main()} className="ml-auto hidden items-center gap-1 lg:flex">
          {NAV_LINKS.slice(0, DESKTOP_VISIBLE_LINKS).map((link) => (
            <NavLink
              key={link.to}
              to={localHref(link.to)}
              end={link.to === '/'}
              className={linkClass}
            >
              {link.label()}
            </NavLink>
          ))}
          <NavMenu label={m.layout_destinations()} buttonClassName={menuButton}>
            <ul>
              {DESTINATION_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={localHref(link.to)}
                    className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
                  >
                    {link.label()}
                    {link.badge ? (
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${link.badge === 'New' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
                      >
                        {badgeText(link.badge)}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </NavMenu>
          <NavMenu label={m.layout_more()} buttonClassName={menuButton}>
            <ul>
              {NAV_LINKS.slice(DESKTOP_VISIBLE_LINKS).map((link) => (
                <li key={link.to}>
                  <Link
                    to={localHref(link.to)}
                    className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
                  >
                    {link.label()}
                  </Link>
                </li>
              ))}
            </ul>
          </NavMenu>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-4">
          <LanguageSwitch className="hidden rounded-md px-2 py-1 text-sm font-semibold hover:bg-black/10 lg:block" />
          <HeaderSearch />
          <CurrencySelector />
          <HeaderAccount notificationBell={<LazyNotificationBell />} />
          <button
            type="button"
            onPointerDown={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={() => onDrawerChange(true)}
            aria-label={m.layout_open_menu()}
            aria-expanded={drawerOpen}
            className="rounded-md p-2 hover:bg-black/10 lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
              <path
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d="M4 7h16M4 12h16M4 17h16"
              />
            </svg>
          </button>
        </div>
      </div>
      <LanguageSuggestion />
      <MobileDrawer open={drawerOpen} onClose={() => onDrawerChange(false)} />
    </header>
  )
}
