import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { localHref } from '../../lib/i18n.ts'

/**
 * The frame of /login and /signup, which have no site header, and of the password reset pages,
 * which follow them: the brand with a way home, and the form on a card.
 */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <section
        data-hero
        className="bg-brand relative hidden flex-col justify-between overflow-hidden p-10 text-white lg:flex"
      >
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
        <div>
          <p className="text-3xl leading-tight font-bold">{m.account_auth_tagline()}</p>
          <p className="mt-3 max-w-md text-white/85">{m.account_auth_blurb()}</p>
        </div>
        <p className="text-sm text-white/70">{m.account_auth_regions()}</p>
      </section>
      <div className="flex flex-col px-4 py-8 sm:px-8">
        <Link
          to={localHref('/')}
          className="text-brand flex items-center gap-2 self-start text-lg font-bold tracking-tight lg:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
            <path fill="currentColor" d="M2 27 12 9l5 8 3-5 10 15H2Z" />
            <path fill="#f59e0b" d="m12 9 2.6 4.6L12 13l-2.5 1.5L12 9Z" />
          </svg>
          {SITE.name}
        </Link>
        <div className="mx-auto my-auto w-full max-w-md py-8">
          <h1 className="text-brand text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-slate-600">{intro}</p>
          <div className="mt-8">{children}</div>
        </div>
        <Link to={localHref('/')} className="text-brand self-center text-sm font-medium underline">
          {m.account_back_home()}
        </Link>
      </div>
    </div>
  )
}
