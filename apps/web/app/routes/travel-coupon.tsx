import { SITE } from '@trippy/contracts/site'
import { packageCardOf } from '@trippy/contracts/trip-cards'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { PackageGrid } from '../features/catalogue/package-grid.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { tripsOnOffer } from '../features/content/offers.ts'
import { PublicPromoCodes } from '../features/promo-codes/index.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { getLocale, localHref } from '../lib/i18n.ts'
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
    title:
      getLocale() === 'en'
        ? titleFor(PATH, m.promo_codes_page_title())
        : `${m.promo_codes_page_title()} | ${SITE.name}`,
    description: m.promo_codes_page_description({ site: SITE.name }),
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function TravelCoupon({ loaderData }: Route.ComponentProps) {
  const { offers, total, promoCodes } = loaderData
  return (
    <>
      <PageHero title={m.promo_codes_page_title()} intro={m.promo_codes_page_intro()} />
      <section aria-labelledby="codes-heading" className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id="codes-heading" className="text-brand text-2xl font-bold">
          {m.promo_codes_heading()}
        </h2>
        <PublicPromoCodes codes={promoCodes} />
      </section>
      <section aria-labelledby="offers-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="offers-heading" className="text-brand text-2xl font-bold">
          {m.promo_codes_offers_heading()}
        </h2>
        <p className="mt-2 text-slate-600">
          {total > 0 ? m.promo_codes_offers_count({ count: total }) : m.promo_codes_no_offers()}
        </p>
        <div className="mt-8">
          <PackageGrid packages={offers} emptyText={m.promo_codes_offers_empty()} />
        </div>
      </section>
      <section aria-labelledby="group-heading" className="bg-white py-12">
        <div className="mx-auto max-w-3xl px-4 text-slate-700">
          <h2 id="group-heading" className="text-brand text-2xl font-bold">
            {m.promo_codes_group_heading()}
          </h2>
          <p className="mt-3 leading-relaxed">{m.promo_codes_group_text()}</p>
          <p className="mt-6 flex flex-wrap gap-3">
            <Link
              to={localHref('/contact')}
              className="bg-brand hover:bg-brand-light rounded-full px-6 py-3 font-semibold text-white"
            >
              {m.promo_codes_group_quote()}
            </Link>
            <Link
              to={localHref('/packages')}
              className="text-brand rounded-full px-6 py-3 font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {m.promo_codes_see_all_trips()}
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
