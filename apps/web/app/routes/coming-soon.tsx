import { data, Link } from 'react-router'
import { SITE } from '@trippy/contracts/site'
import type { Route } from './+types/coming-soon'

export function loader() {
  return data(null, { status: 404 })
}

export function meta(): Route.MetaDescriptors {
  return [{ title: `Coming Soon | ${SITE.name}` }, { name: 'robots', content: 'noindex' }]
}

export default function ComingSoon() {
  return (
    <section
      data-hero
      className="bg-brand flex min-h-[70vh] flex-col items-center justify-center px-4 pt-28 pb-16 text-center text-white"
    >
      <h1 className="text-4xl font-bold">Coming Soon</h1>
      <p className="mt-3 max-w-md text-white/85">
        This page is not ready yet. Our trips and departures are all on the home page.
      </p>
      <Link
        to="/"
        className="bg-accent text-brand mt-8 rounded-full px-6 py-3 font-semibold hover:bg-amber-400"
      >
        Back to Home
      </Link>
    </section>
  )
}
