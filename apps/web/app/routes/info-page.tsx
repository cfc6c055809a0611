import {
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  useLoaderData,
} from 'react-router'
import { PageHero } from '../components/ui/page-hero.tsx'
import { DESTINATION_LINKS } from '../components/layout/navigation.ts'
import { titleFor } from '../lib/page-meta.ts'

type InfoPage = { heading: string; line: string; noindex?: boolean }

/**
 * Shared by the route modules of pages whose full content is still being built: each shows its real heading and one honest
 * line about what is there today.
 */
const INFO_PAGES: { pattern: RegExp; page: InfoPage }[] = [
  {
    pattern: /^\/login$/,
    page: {
      heading: 'Sign In',
      line: 'Customer accounts are opening shortly. Meanwhile you can browse every trip and ask us to hold seats.',
      noindex: true,
    },
  },
  {
    pattern: /^\/signup$/,
    page: {
      heading: 'Create an account',
      line: 'Customer accounts are opening shortly. Meanwhile you can browse every trip and ask us to hold seats.',
      noindex: true,
    },
  },
  {
    pattern: /^\/profile$/,
    page: {
      heading: 'My Profile',
      line: 'Your profile will appear here once customer accounts open.',
      noindex: true,
    },
  },
  {
    pattern: /^\/bookings$/,
    page: {
      heading: 'My Bookings',
      line: 'Your bookings will appear here once online booking opens.',
      noindex: true,
    },
  },
  {
    pattern: /^\/wishlist$/,
    page: {
      heading: 'My Wishlist',
      line: 'Trips you save will appear here once customer accounts open.',
      noindex: true,
    },
  },
  {
    pattern: /^\/settings$/,
    page: {
      heading: 'Settings',
      line: 'Account settings will appear here once customer accounts open.',
      noindex: true,
    },
  },
  {
    pattern: /^\/booking\/[^/]+$/,
    page: {
      heading: 'Book your trip',
      line: 'Online booking is being set up. Until then, send us a query and we will hold your seats.',
      noindex: true,
    },
  },
  {
    pattern: /^\/booking-confirmation$/,
    page: {
      heading: 'Confirm your booking',
      line: 'Online booking is being set up. Until then, send us a query and we will hold your seats.',
      noindex: true,
    },
  },
  {
    pattern: /^\/booking-success$/,
    page: {
      heading: 'Booking received',
      line: 'Online booking is being set up. Until then, send us a query and we will hold your seats.',
      noindex: true,
    },
  },
  {
    pattern: /^\/destination$/,
    page: { heading: 'Destinations', line: 'Choose a region to see the trips we run there.' },
  },
  {
    pattern: /^\/destination\/[^/]+(\/[^/]+)?$/,
    page: {
      heading: 'Destination',
      line: 'Trips for this region are listed on our trip pages while this guide is written.',
    },
  },
]

export function loader({ url }: LoaderFunctionArgs) {
  const pathname = url.pathname.replace(/(.)\/+$/, '$1')
  const match = INFO_PAGES.find((entry) => entry.pattern.test(pathname))
  if (!match) throw data('Page not found', { status: 404 })
  return { pathname, page: match.page }
}

export function meta({ loaderData }: { loaderData?: ReturnType<typeof loader> }): MetaDescriptor[] {
  if (!loaderData) return []
  const { pathname, page } = loaderData
  return [
    { title: titleFor(pathname, page.heading) },
    { name: 'description', content: page.line },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

export default function Info() {
  const { pathname, page } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHero title={page.heading} intro={page.line} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {pathname === '/destination' ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {DESTINATION_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-brand hover:ring-brand block rounded-xl bg-white px-5 py-6 text-lg font-semibold ring-1 ring-slate-200"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Link
            to="/packages"
            className="bg-brand inline-block rounded-full px-6 py-3 font-semibold text-white"
          >
            Browse all trips
          </Link>
        )}
      </div>
    </>
  )
}
