import * as m from '@trippy/i18n/messages'
import { data, Link } from 'react-router'
import { packageCardOf } from '@trippy/contracts/trip-cards'
import { DataSpan, messageWithData, operatorText } from '../features/catalogue/data-text.tsx'
import { PackageGrid } from '../features/catalogue/package-grid.tsx'
import { placeText } from '../features/catalogue/place-texts.ts'
import { PageHero } from '../components/ui/page-hero.tsx'
import { localHref } from '../lib/i18n.ts'
import { slugify } from '../lib/slug.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import { SITE } from '@trippy/contracts/site'
import type { Route } from './+types/destination'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { content, catalogue } = context.get(servicesContext)
  const destination = await content.getDestination(params.slug)
  if (!destination) throw data('Destination not found', { status: 404 })
  const packages = (await catalogue.listPackages()).filter(
    (pkg) => pkg.destination === destination.name,
  )
  const cities = [
    ...new Map(
      packages.map((pkg) => [`${pkg.state}|${pkg.city}`, { state: pkg.state, city: pkg.city }]),
    ).values(),
  ]
  return { destination, packages: packages.map(packageCardOf), cities }
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData)
    return [
      { title: m.catalogue_destination_not_found_title({ site: SITE.name }) },
      { name: 'robots', content: 'noindex' },
    ]
  const { destination } = loaderData
  return seoMeta({
    title: m.catalogue_destination_title({
      name: placeText(destination.name).value,
      site: SITE.name,
    }),
    description: destination.summary,
    path: `/destination/${destination.slug}`,
    publicUrl: publicUrlFrom(matches),
    image: destination.image,
  })
}

export default function DestinationPage({ loaderData }: Route.ComponentProps) {
  const { destination, packages, cities } = loaderData
  const name = placeText(destination.name)
  const description = operatorText(destination.description)
  return (
    <>
      <PageHero
        title={<DataSpan text={name} />}
        intro={destination.summary ? <DataSpan text={operatorText(destination.summary)} /> : null}
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <p lang={description.lang} className="max-w-3xl text-lg leading-relaxed text-slate-700">
          {description.value}
        </p>
        {cities.length > 0 ? (
          <nav aria-label={m.catalogue_starting_points()} className="mt-6">
            <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {m.catalogue_trips_by_town()}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {cities.map(({ state, city }) => (
                <li key={`${state}-${city}`}>
                  <Link
                    to={localHref(`/destination/${slugify(state)}/${slugify(city)}`)}
                    className="text-brand hover:ring-brand inline-block rounded-full bg-white px-3 py-1 text-sm ring-1 ring-slate-200"
                  >
                    <DataSpan text={operatorText(city)} />, <DataSpan text={placeText(state)} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <h2 className="text-brand mt-10 text-2xl font-bold">
          {messageWithData(m.catalogue_trips_in, { name })}
        </h2>
        <div className="mt-6">
          <PackageGrid packages={packages} emptyText={m.catalogue_destination_empty()} />
        </div>
      </div>
    </>
  )
}
