import { data } from 'react-router'
import { packageCardOf } from '@trippy/contracts/trip-cards'
import { PackageGrid } from '../features/catalogue/package-grid.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { titleFor } from '../lib/page-meta.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import { servicesContext } from '../lib/request-context.ts'
import type { Route } from './+types/category'

type CategoryPage = { heading: string; intro: string; categoryNames: string[] }

/** Each category page: its heading, a short intro for that kind of trip, and what it lists. */
const CATEGORY_PAGES: Record<string, CategoryPage> = {
  '/treks': {
    heading: 'Himalayan Treks',
    intro:
      'Multi-day treks through forests, meadows and high passes, from a first snow trek to demanding crossings, with trek leaders and camps arranged.',
    categoryNames: ['Treks'],
  },
  '/expeditions': {
    heading: 'All Expeditions',
    intro:
      'Summit attempts on trekking and climbing peaks, with acclimatisation days, technical training and experienced mountaineering guides.',
    categoryNames: ['Expeditions'],
  },
  '/spiritual-trips': {
    heading: 'Char Dham and Spiritual Trips',
    intro:
      'Yatras to Kedarnath, Badrinath, Gangotri and Yamunotri and other sacred places, with transport, stays and registration taken care of.',
    categoryNames: ['Char Dham', 'Spiritual Trips'],
  },
  '/backpacking-trips': {
    heading: 'Backpacking Trips',
    intro:
      'Longer, looser journeys through mountain valleys and villages, travelling light with a small group.',
    categoryNames: ['Backpacking Trips'],
  },
  '/weekend-trips': {
    heading: 'Weekend Trips',
    intro:
      'Short escapes from Delhi and Dehradun: a summit sunrise or a forest camp, back in time for Monday.',
    categoryNames: ['Weekend Trips'],
  },
  '/family-holidays': {
    heading: 'Family Holidays',
    intro:
      'Gentle itineraries with comfortable stays and easy walks that children and grandparents can enjoy together.',
    categoryNames: ['Family Holidays'],
  },
  '/adventure': {
    heading: 'Adventure',
    intro:
      'Rafting, skiing, paragliding and more, run with certified instructors and proper safety gear.',
    categoryNames: ['Adventure'],
  },
  '/adventure/activities': {
    heading: 'Adventure Activities',
    intro: 'Single-day and short activities you can add to a trip or do on their own.',
    categoryNames: ['Adventure'],
  },
  '/trippy-girls-only-trips': {
    heading: 'Girls-Only Trips',
    intro:
      'Trips for women travellers, led by women trek leaders, with twin-sharing stays among the group.',
    categoryNames: ['Trippy Girls Only'],
  },
  '/corporate-trippy-space': {
    heading: 'Corporate Trips',
    intro:
      'Team offsites and leadership treks planned around your dates and group size, with invoicing for companies.',
    categoryNames: ['Corporate'],
  },
}

function pageFor(pathname: string): CategoryPage {
  const page = CATEGORY_PAGES[pathname.replace(/\/+$/, '')]
  if (!page) throw data('Page not found', { status: 404 })
  return page
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { pathname } = url
  const page = pageFor(pathname)
  const packages = await context
    .get(servicesContext)
    .catalogue.listPackages({ categoryNames: page.categoryNames })
  return { pathname, page, packages: packages.map(packageCardOf) }
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return []
  const { pathname, page } = loaderData
  return seoMeta({
    title: titleFor(pathname, page.heading),
    description: page.intro,
    path: pathname,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { page, packages } = loaderData
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <section aria-label="Trips" className="mx-auto max-w-6xl px-4 py-12">
        <p className="mb-6 text-sm text-slate-600">
          {packages.length} {packages.length === 1 ? 'trip' : 'trips'}
        </p>
        <PackageGrid
          packages={packages}
          emptyText="No departures are scheduled in this category right now."
        />
      </section>
    </>
  )
}
