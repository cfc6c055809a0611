import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { EmailVerificationBanner } from './email-verification-banner.tsx'
import { ACCOUNT_LINKS } from './account-links.ts'
import { RequireAccount } from './require-account.tsx'
import { localHref } from '../../lib/i18n.ts'

/** Title and noindex for a page behind the login. */
export function accountPageMeta(heading: string, description: string) {
  return [
    { title: `${heading} | ${SITE.name}` },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * A page behind the login: its heading (rendered on the server too), the account tabs, the
 * reminder to verify the email while it is not, and the content once the session is known; a
 * spinner until then, /login without a session.
 */
export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <>
      <PageHero title={title} {...(intro ? { intro } : {})} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <RequireAccount>
          <nav aria-label={m.account_nav_label()} className="mb-8 overflow-x-auto">
            <ul className="flex gap-2">
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={localHref(link.to)}
                    className={({ isActive }) =>
                      `block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                        isActive
                          ? 'bg-brand text-white'
                          : 'text-brand bg-white ring-1 ring-slate-200 hover:bg-slate-100'
                      }`
                    }
                  >
                    {link.label()}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <EmailVerificationBanner />
          {children}
        </RequireAccount>
      </div>
    </>
  )
}
