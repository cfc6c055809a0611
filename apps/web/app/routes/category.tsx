import * as m from '@trippy/i18n/messages'
import { delocalizePath } from '@trippy/i18n/locale'
import { data } from 'react-router'
import { packageCardOf } from '@trippy/contracts/trip-cards'
import { PackageGrid } from '../features/catalogue/package-grid.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { titleFor } from '../lib/page-meta.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import { servicesContext } from '../lib/request-context.ts'
import type { Route } from './+types/category'

type CategoryPage = { heading: string; intro: string; categoryNames: string[] }

/**
 * Each category page: its heading, a short intro for that kind of trip (in the page's language,
 * read when shown), and what it lists.
 */
const CATEGORY_PAGES: Record<string, CategoryPage> = {
  '/treks': {
    get heading() {
      return m.catalogue_treks_heading()
    },
    get intro() {
      return m.catalogue_treks_intro()
    },
    categoryNames: ['Treks'],
  },
  '/expeditions': {
    get heading() {
      return m.catalogue_expeditions_heading()
    },
    get intro() {
      return m.catalogue_expeditions_intro()
    },
    categoryNames: ['Expeditions'],
  },
  '/spiritual-trips': {
    get heading() {
      return m.catalogue_spiritual_heading()
    },
    get intro() {
      return m.catalogue_spiritual_intro()
    },
    categoryNames: ['Char Dham', 'Spiritual Trips'],
  },
  '/backpacking-trips': {
    get heading() {
      return m.catalogue_backpacking_heading()
    },
    get intro() {
      return m.catalogue_backpacking_intro()
    },
    categoryNames: ['Backpacking Trips'],
  },
  '/weekend-trips': {
    get heading() {
      return m.catalogue_weekend_heading()
    },
    get intro() {
      return m.catalogue_weekend_intro()
    },
    categoryNames: ['Weekend Trips'],
  },
  '/family-holidays': {
    get heading() {
      return m.catalogue_family_heading()
    },
    get intro() {
      return m.catalogue_family_intro()
    },
    categoryNames: ['Family Holidays'],
  },
  '/adventure': {
    get heading() {
      return m.catalogue_adventure_heading()
    },
    get intro() {
      return m.catalogue_adventure_intro()
    },
    categoryNames: ['Adventure'],
  },
  '/adventure/activities': {
    get heading() {
      return m.catalogue_activities_heading()
    },
    get intro() {
      return m.catalogue_activities_intro()
    },
    categoryNames: ['Adventure'],
  },
  '/trippy-girls-only-trips': {
    get heading() {
      return m.catalogue_girls_heading()
    },
    get intro() {
      return m.catalogue_girls_intro()
    },
    categoryNames: ['Trippy Girls Only'],
  },
  '/corporate-trippy-space': {
    get heading() {
      return m.catalogue_corporate_heading()
    },
    get intro() {
      return m.catalogue_corporate_intro()
    },
    categoryNames: ['Corporate'],
  },
}

/** The category page of a path in either language ('/hi/treks' is '/treks'). */
function pageFor(pathname: string): CategoryPage {
  const page = CATEGORY_PAGES[delocalizePath(pathname).replace(/\/+$/, '')]
  if (!page) throw data('Page not found', { status: 404 })
  return page
}

export async function loader({ url, context }: Route.LoaderArgs) {
  // The page's path without its language: its texts are read in the page's own language.
  const pathname = delocalizePath(url.pathname)
  const page = pageFor(pathname)
  const packages = await context
    .get(servicesContext)
    .catalogue.listPackages({ categoryNames: page.categoryNames })
  return { pathname, packages: packages.map(packageCardOf) }
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return []
  const { pathname } = loaderData
  const page = pageFor(pathname)
  return seoMeta({
    title: titleFor(pathname, page.heading),
    description: page.intro,
    path: pathname,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { pathname, packages } = loaderData
  const page = pageFor(pathname)
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <section aria-label={m.catalogue_trips_label()} className="mx-auto max-w-6xl px-4 py-12">
        <p className="mb-6 text-sm text-slate-600">
          {m.catalogue_trip_count({ count: packages.length })}
        </p>
        <PackageGrid packages={packages} emptyText={m.catalogue_category_empty()} />
      </section>
    </>
  )
}
