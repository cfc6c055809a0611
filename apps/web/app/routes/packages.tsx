import { tripListCardOf } from '@trippy/contracts/trip-cards'
import {
  criteriaFromSearchParams,
  filterPackages,
  sortPackages,
} from '../features/catalogue/filters.ts'
import { listPage, pageFromSearchParams } from '../features/catalogue/list-pages.ts'
import * as m from '@trippy/i18n/messages'
import {
  packagesDescription,
  PackagesPage,
  type PackagesPageData,
} from '../features/catalogue/packages-page.tsx'
import { PAGE_TITLES } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/packages'

/**
 * Filters and sort come from the URL and are applied on the server, so a filtered list can be
 * shared, the back button works, and the page works before (or without) JavaScript.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<PackagesPageData> {
  const { catalogue } = context.get(servicesContext)
  const criteria = criteriaFromSearchParams(url.searchParams)
  const { text, ...rest } = criteria
  const [matching, categories] = await Promise.all([
    // The free-text part uses the server's search (name, location, category, description).
    catalogue.listPackages(text ? { q: text } : {}),
    catalogue.listCategories(),
  ])
  const listed = sortPackages(filterPackages(matching, rest), criteria.sort ?? 'popularity')
  const { items: packages, ...paging } = listPage(listed, pageFromSearchParams(url.searchParams))
  const states = [...new Set(matching.map((pkg) => pkg.state))].sort()
  return {
    packages: packages.map(tripListCardOf),
    paging,
    categories,
    states,
    criteria,
    total: matching.length,
  }
}

export function meta({ matches, location, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  // Only the filters count: a tracking parameter (utm_source, fbclid) shows the plain list, and
  // the host serves such a URL the cached plain page.
  const params = new URLSearchParams(location.search)
  const filtered = Object.keys(criteriaFromSearchParams(params)).length > 0
  // The page shown: a page past the end shows, and is addressed as, the last one.
  const page = loaderData?.paging.page ?? pageFromSearchParams(params)
  const title = PAGE_TITLES['/packages'] ?? 'All trips'
  return seoMeta({
    // Each page of the plain list is its own page for search engines, with its own address.
    title: page > 1 ? m.catalogue_page_title({ number: page, title }) : title,
    description: packagesDescription(),
    path: page > 1 ? `/packages?page=${page}` : '/packages',
    publicUrl: publicUrlFrom(matches),
    // A filtered view is the same list: let search engines index only the plain one.
    noindex: filtered,
  })
}

export default function Packages({ loaderData }: Route.ComponentProps) {
  return <PackagesPage {...loaderData} />
}
