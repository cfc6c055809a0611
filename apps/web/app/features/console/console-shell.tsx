import type { Staff } from '@trippy/contracts'
import { SITE } from '@trippy/contracts/site'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { CONSOLE_SECTIONS } from './console-texts.ts'

/**
 * The console's frame, rendered on the server too: the brand, who is signed in and 'Sign out',
 * and the navigation landmark. On a phone the sections scroll sideways under the bar.
 */
export function ConsoleShell({
  staff,
  onSignOut,
  children,
}: {
  /** null until the browser has checked the staff token. */
  staff: Staff | null
  onSignOut?: () => void
  children: ReactNode
}) {
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[14rem_1fr] print:block">
      <div className="bg-brand text-white md:min-h-dvh print:hidden">
        <div className="flex items-center justify-between gap-3 px-4 py-3 md:block md:py-5">
          <p className="text-lg font-bold tracking-tight">
            {SITE.name} <span className="font-normal text-white/80">Console</span>
          </p>
          <div className="flex items-center gap-3 text-sm md:mt-3 md:flex-col md:items-start md:gap-1">
            {staff ? (
              <p>
                <span className="sr-only">Signed in as </span>
                <span data-testid="console-staff">{staff.name}</span>
                <span className="text-white/75">
                  {' '}
                  · {staff.role === 'owner' ? 'Owner' : 'Staff'}
                </span>
              </p>
            ) : null}
            {staff ? (
              <NavLink
                to="/console/sessions"
                className={({ isActive }) =>
                  `rounded-full px-3 py-1 font-semibold ring-1 ring-white/60 hover:bg-white/10 ${
                    isActive ? 'bg-white/20' : ''
                  }`
                }
              >
                Your sessions
              </NavLink>
            ) : null}
            {onSignOut ? (
              <button
                type="button"
                onClick={onSignOut}
                className="rounded-full px-3 py-1 font-semibold ring-1 ring-white/60 hover:bg-white/10"
              >
                Sign out
              </button>
            ) : null}
          </div>
        </div>
        <nav aria-label="Console" className="border-t border-white/20 md:border-0">
          <ul className="flex gap-1 overflow-x-auto px-2 py-2 md:flex-col md:overflow-visible md:px-3">
            {CONSOLE_SECTIONS.filter(
              (section) => !section.ownerOnly || staff?.role === 'owner',
            ).map((section) => (
              <li key={section.to} className="shrink-0">
                <NavLink
                  to={section.to}
                  end={section.to === '/console'}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
                      isActive ? 'text-brand bg-white' : 'text-white hover:bg-white/10'
                    }`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="min-w-0 px-4 py-6 sm:px-6 lg:px-8 print:p-0">{children}</div>
    </div>
  )
}
