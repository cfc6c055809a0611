import { data, Link } from 'react-router'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { localHref } from '../lib/i18n.ts'
import type { Route } from './+types/coming-soon'

export function loader() {
  return data(null, { status: 404 })
}

export function meta(): Route.MetaDescriptors {
  return [
    { title: `${m.layout_coming_soon_title()} | ${SITE.name}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ComingSoon() {
  return (
    <section
      data-hero
      className="bg-brand flex min-h-[70vh] flex-col items-center justify-center px-4 pt-28 pb-16 text-center text-white"
    >
      <h1 className="text-4xl font-bold">{m.layout_coming_soon_title()}</h1>
      <p className="mt-3 max-w-md text-white/85">{m.layout_coming_soon_text()}</p>
      <Link
        to={localHref('/')}
        className="bg-accent text-brand mt-8 rounded-full px-6 py-3 font-semibold hover:bg-amber-400"
      >
        {m.layout_back_home()}
      </Link>
    </section>
  )
}
