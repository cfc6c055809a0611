import { SITE } from '@trippy/contracts/site'
import { packageCardOf } from '@trippy/contracts/trip-cards'
import * as m from '@trippy/i18n/messages'
import { data } from 'react-router'
import { DataSpan, messageWithData, operatorText } from '../features/catalogue/data-text.tsx'
import { PackageGrid } from '../features/catalogue/package-grid.tsx'
import { placeText } from '../features/catalogue/place-texts.ts'
import { PageHero } from '../components/ui/page-hero.tsx'
import { packageName } from '../features/catalogue/package-texts.ts'
import { slugify } from '../lib/slug.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/destination-city'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext)
  const packages = (await catalogue.listPackages()).filter(
    (pkg) => slugify(pkg.state) === params.state && slugify(pkg.city) === params.city,
  )
  const first = packages[0]
  if (!first) throw data('Destination not found', { status: 404 })
  return {
    state: first.state,
    city: first.city,
    packages: packages.map(packageCardOf),
    path: `/destination/${params.state}/${params.city}`,
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData)
    return [
      { title: m.catalogue_destination_not_found_title({ site: SITE.name }) },
      { name: 'robots', content: 'noindex' },
    ]
  const { city, packages, path } = loaderData
  const state = placeText(loaderData.state).value
  return seoMeta({
    title: m.catalogue_city_title({ city, state, site: SITE.name }),
    description: m.catalogue_city_description({
      count: packages.length,
      city,
      state,
      names: packages.map((pkg) => packageName(pkg).value).join(', '),
    }),
    path,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function DestinationCity({ loaderData }: Route.ComponentProps) {
  const { packages } = loaderData
  const city = operatorText(loaderData.city)
  const state = placeText(loaderData.state)
  return (
    <>
      <PageHero
        title={
          city.lang || state.lang ? (
            <>
              <DataSpan text={city} />, <DataSpan text={state} />
            </>
          ) : (
            `${city.value}, ${state.value}`
          )
        }
        intro={messageWithData(m.catalogue_city_intro, { city })}
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <PackageGrid packages={packages} emptyText="" />
      </div>
    </>
  )
}
