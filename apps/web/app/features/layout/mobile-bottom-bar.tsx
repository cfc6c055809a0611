import * as m from '@trippy/i18n/messages'
import { NavLink } from 'react-router'
import { localHref } from '../../lib/i18n.ts'
import { preloadDrawer } from './mobile-drawer.tsx'

const icon = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d={d}
    />
  </svg>
)

const ICONS = {
  home: icon('M3 11 12 4l9 7M5 10v10h14V10'),
  explore: icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5 5-2Z'),
  treks: icon('M2 20 9 8l4 6 3-4 6 10H2Z'),
  search: icon('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 5 5'),
  profile: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0'),
}

const itemClass = 'flex flex-col items-center gap-0.5 py-2 text-xs font-medium'

/** The mobile bottom bar: Home, Explore, Treks, Search (opens the drawer) and Profile. */
export function MobileBottomBar({ onSearch }: { onSearch: () => void }) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `${itemClass} ${isActive ? 'text-brand' : 'text-slate-600'}`
  return (
    <nav
      aria-label={m.layout_quick_links()}
      data-testid="mobile-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white md:hidden"
    >
      {/* Five equal columns from the first item parsed: a paint in the middle of the HTML does
          not lay out the first items wide and move them when the rest arrive. */}
      <ul className="grid grid-cols-5">
        <li>
          <NavLink to={localHref('/')} end className={linkClass}>
            {ICONS.home}
            {m.layout_bottom_home()}
          </NavLink>
        </li>
        <li>
          <NavLink to={localHref('/expeditions')} className={linkClass}>
            {ICONS.explore}
            {m.layout_bottom_explore()}
          </NavLink>
        </li>
        <li>
          <NavLink to={localHref('/treks')} className={linkClass}>
            {ICONS.treks}
            {m.layout_bottom_treks()}
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            onPointerDown={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={onSearch}
            className={`${itemClass} w-full text-slate-600`}
          >
            {ICONS.search}
            {m.layout_bottom_search()}
          </button>
        </li>
        <li>
          <NavLink to={localHref('/profile')} className={linkClass}>
            {ICONS.profile}
            {m.layout_bottom_profile()}
          </NavLink>
        </li>
      </ul>
    </nav>
  )
}
