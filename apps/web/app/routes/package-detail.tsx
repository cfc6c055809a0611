import type { Package, PackageReviews } from '@trippy/contracts'
import { packageCardOf, type PackageCardData } from '@trippy/contracts/trip-cards'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { data } from 'react-router'
import { breadcrumbJsonLd, touristTripJsonLd } from '../features/catalogue/trip-json-ld.ts'
import { durationText } from '../features/catalogue/duration-texts.ts'
import { packageText } from '../features/catalogue/package-texts.ts'
import { TripNotFound, TripPage } from '../features/package-page/trip-page.tsx'
import { productReviewsJsonLd } from '../features/reviews/index.ts'
import { localHref } from '../lib/i18n.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/package-detail'

type Found = {
  found: true
  pkg: Package
  related: PackageCardData[]
  reviews: PackageReviews | null
}
type NotFound = { found: false; suggestions: PackageCardData[] }

export async function loader({
  params,
  context,
}: Route.LoaderArgs): Promise<Found | ReturnType<typeof data<NotFound>>> {
  const { catalogue, reviews: reviewService } = context.get(servicesContext)
  const key = 'slug' in params ? params.slug : params.id
  const pkg = key ? await catalogue.getPackage(key) : null
  if (!pkg) {
    // A real 404 that still helps: suggest trips people are booking.
    return data(
      {
        found: false,
        suggestions: (await catalogue.listPackages({ featured: true, limit: 3 })).map(
          packageCardOf,
        ),
      },
      { status: 404 },
    )
  }
  const [others, reviews] = await Promise.all([
    catalogue.listPackages({ categoryNames: [pkg.category.name], limit: 4 }),
    reviewService.listPackageReviews(pkg._id, 1),
  ])
  const related = others
    .filter((other) => other._id !== pkg._id)
    .slice(0, 3)
    .map(packageCardOf)
  return { found: true, pkg, related, reviews }
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const publicUrl = publicUrlFrom(matches)
  if (!loaderData?.found) {
    return [
      { title: m.package_page_not_found_title({ site: SITE.name }) },
      { name: 'robots', content: 'noindex' },
    ]
  }
  const { pkg, reviews } = loaderData
  const name = packageText(pkg, 'name').value
  const product = reviews ? productReviewsJsonLd(pkg, reviews, publicUrl) : null
  return [
    ...seoMeta({
      title: `${name} | ${durationText(pkg.duration).value} | ${SITE.name}`,
      description: packageText(pkg, 'description').value,
      path: `/packages/${pkg.slug}`,
      publicUrl,
      image: pkg.images.main,
      type: 'product',
    }),
    { 'script:ld+json': touristTripJsonLd(pkg, publicUrl) },
    ...(product ? [{ 'script:ld+json': product }] : []),
    {
      'script:ld+json': breadcrumbJsonLd(
        [
          { name: m.package_page_home(), path: localHref('/') },
          { name: m.package_page_all_trips(), path: localHref('/packages') },
          { name, path: localHref(`/packages/${pkg.slug}`) },
        ],
        publicUrl,
      ),
    },
  ]
}

export default function PackageDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <TripNotFound suggestions={loaderData.suggestions} />
  return <TripPage pkg={loaderData.pkg} related={loaderData.related} reviews={loaderData.reviews} />
}
