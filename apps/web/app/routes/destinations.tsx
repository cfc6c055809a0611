import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { TripImage } from '../components/trips/trip-image.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { DataSpan, operatorText } from '../features/catalogue/data-text.tsx'
import { placeText } from '../features/catalogue/place-texts.ts'
import { localHref } from '../lib/i18n.ts'
import { PAGE_TITLES } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/destinations'

function description(): string {
  return m.catalogue_destinations_description()
}

export async function loader({ context }: Route.LoaderArgs) {
  const { content, catalogue } = context.get(servicesContext)
  const [destinations, packages] = await Promise.all([
    content.listDestinations(),
    catalogue.listPackages(),
  ])
  return {
    destinations: destinations.map((destination) => ({
      ...destination,
      tripCount: packages.filter((pkg) => pkg.destination === destination.name).length,
    })),
  }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: PAGE_TITLES['/destination'] ?? m.catalogue_destinations_heading(),
    description: description(),
    path: '/destination',
    publicUrl: publicUrlFrom(matches),
  })
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={m.catalogue_destinations_heading()} intro={description()} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.destinations.map((destination) => (
          <li
            key={destination._id}
            className="relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <TripImage
              src={destination.image}
              alt=""
              width={600}
              height={400}
              className="aspect-[3/2] w-full object-cover"
            />
            <div className="p-5">
              <h2 className="text-brand flex items-center gap-2 text-xl font-semibold">
                <Link
                  to={localHref(`/destination/${destination.slug}`)}
                  className="after:absolute after:inset-0"
                >
                  <DataSpan text={placeText(destination.name)} />
                </Link>
                {destination.isPopular ? (
                  <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
                    {m.catalogue_destination_popular()}
                  </span>
                ) : null}
                {destination.isNew ? (
                  <span className="rounded-full bg-emerald-100 px-2 text-xs font-semibold text-emerald-800">
                    {m.catalogue_destination_new()}
                  </span>
                ) : null}
              </h2>
              <p lang={operatorText(destination.summary).lang} className="mt-2 text-slate-700">
                {destination.summary}
              </p>
              <p className="mt-3 text-sm font-medium text-slate-600">
                {m.catalogue_trip_count({ count: destination.tripCount })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
