import { SITE } from '@trippy/contracts/site'
import { packageCardOf } from '@trippy/contracts/trip-cards'
import { Link } from 'react-router'
import { PackageGrid } from '../features/catalogue/package-grid.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { tripsOnOffer } from '../features/content/offers.ts'
import { PublicPromoCodes } from '../features/promo-codes/index.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/travel-coupon'

const PATH = '/travel-coupon'
const SHOWN = 9

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const [packages, promoCodes] = await Promise.all([
    services.catalogue.listPackages(),
    services.promoCodes.listPublic(),
  ])
  const offers = tripsOnOffer(packages)
  return { offers: offers.slice(0, SHOWN).map(packageCardOf), total: offers.length, promoCodes }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, 'Travel Coupons and Offers'),
    description: `Current offers and promo codes for ${SITE.name} treks, expeditions and yatras.`,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function TravelCoupon({ loaderData }: Route.ComponentProps) {
  const { offers, total, promoCodes } = loaderData
  return (
    <>
      <PageHero
        title="Travel Coupons and Offers"
        intro="Offer prices are already applied to the price you see. A promo code below takes more off when you book: enter it on the booking page."
      />
      <section aria-labelledby="codes-heading" className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id="codes-heading" className="text-brand text-2xl font-bold">
          Promo codes
        </h2>
        <PublicPromoCodes codes={promoCodes} />
      </section>
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
