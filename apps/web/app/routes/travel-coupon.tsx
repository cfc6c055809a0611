import { SITE } from '@trippy/contracts/site'
import { packageCardOf } from '@trippy/contracts/trip-cards'
import { Link } from 'react-router'
import { PackageGrid } from '../features/catalogue/package-grid.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { tripsOnOffer } from '../features/content/offers.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/travel-coupon'

const PATH = '/travel-coupon'
const SHOWN = 9

export async function loader({ context }: Route.LoaderArgs) {
  const packages = await context.get(servicesContext).catalogue.listPackages()
  const offers = tripsOnOffer(packages)
  return { offers: offers.slice(0, SHOWN).map(packageCardOf), total: offers.length }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, 'Travel Coupons and Offers'),
    description: `Current offers on ${SITE.name} treks, expeditions and yatras: the discounted price is already applied, no coupon code needed.`,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function TravelCoupon({ loaderData }: Route.ComponentProps) {
  const { offers, total } = loaderData
  return (
    <>
      <PageHero
        title="Travel Coupons and Offers"
        intro="No codes to hunt for: every offer is already applied to the price you see, and you pay the offer price at booking."
      />
      <section aria-labelledby="offers-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="offers-heading" className="text-brand text-2xl font-bold">
          Trips on offer now
        </h2>
        <p className="mt-2 text-slate-600">
          {total > 0
            ? `${total} ${total === 1 ? 'trip is' : 'trips are'} priced below the usual fare; here are the biggest savings.`
            : 'No trips are on offer right now.'}
        </p>
        <div className="mt-8">
          <PackageGrid
            packages={offers}
            emptyText="New offers open with each season's departures. See all trips in the meantime."
          />
        </div>
      </section>
      <section aria-labelledby="group-heading" className="bg-white py-12">
        <div className="mx-auto max-w-3xl px-4 text-slate-700">
          <h2 id="group-heading" className="text-brand text-2xl font-bold">
            Travelling as a group?
          </h2>
          <p className="mt-3 leading-relaxed">
            For groups, families and companies we quote a price for your own dates. Send us a query
            with the trip and the number of travellers.
          </p>
          <p className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/contact"
              className="bg-brand hover:bg-brand-light rounded-full px-6 py-3 font-semibold text-white"
            >
              Ask for a group quote
            </Link>
            <Link
              to="/packages"
              className="text-brand rounded-full px-6 py-3 font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
            >
              See all trips
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
