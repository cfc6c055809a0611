import { SITE } from '@trippy/contracts/site'
import { packageCardOf } from '@trippy/contracts/trip-cards'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { categoryText } from '../features/catalogue/category-texts.ts'
import { PackageGrid } from '../features/catalogue/package-grid.tsx'
import { loadCharDhamPackages } from '../features/char-dham/char-dham-cards.ts'
import { CharDhamPackagesSection } from '../features/char-dham/char-dham-packages-section.tsx'
import { charDhamSeasonYear } from '../features/char-dham/char-dham-season.ts'
import { COMPANY, formatPhone } from '../features/content/company.ts'
import { DestinationCards } from '../features/content/destination-cards.tsx'
import { PlanTripCall } from '../features/content/plan-trip-call.tsx'
import { WhyTravelWithUs } from '../features/content/why-travel-with-us.tsx'
import { localHref } from '../lib/i18n.ts'
import { servicesContext } from '../lib/request-context.ts'
import { jsonLdMeta, seoMeta, siteFrom, travelAgencyJsonLd } from '../lib/seo.ts'
import type { Route } from './+types/home'
import heroImage from 'public-image:/images/hero.svg'

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue, content } = context.get(servicesContext)
  const [featured, trending, categories, destinations, charDham] = await Promise.all([
    catalogue.listPackages({ featured: true, limit: 6 }),
    catalogue.listPackages({ trending: true, limit: 9 }),
    catalogue.listCategories(),
    content.listDestinations(),
    loadCharDhamPackages(() => catalogue.listPackages({ categoryNames: ['Char Dham'] })),
  ])
  const featuredIds = new Set(featured.map((pkg) => pkg._id))
  return {
    featured: featured.map(packageCardOf),
    trending: trending
      .filter((pkg) => !featuredIds.has(pkg._id))
      .slice(0, 3)
      .map(packageCardOf),
    categories,
    destinations,
    charDham,
    charDhamYear: charDhamSeasonYear(),
  }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteFrom(matches)
  return [
    ...seoMeta({
      title: m.home_meta_title({ name: SITE.name }),
      description: m.home_meta_description(),
      path: '/',
      publicUrl: site.publicUrl,
    }),
    jsonLdMeta(
      travelAgencyJsonLd({
        publicUrl: site.publicUrl,
        email: site.supportEmail,
        telephone: formatPhone(site.operatorWhatsapp),
        address: COMPANY.address,
      }),
    ),
  ]
}

/** Where each category's trips are listed; Char Dham has its own guide page. */
const CATEGORY_PATHS: Record<string, string> = {
  treks: '/treks',
  expeditions: '/expeditions',
  'char-dham': '/char-dham',
  'spiritual-trips': '/spiritual-trips',
  'backpacking-trips': '/backpacking-trips',
  'weekend-trips': '/weekend-trips',
  'family-holidays': '/family-holidays',
  adventure: '/adventure',
  'trippy-girls-only-trips': '/trippy-girls-only-trips',
  'corporate-trippy-space': '/corporate-trippy-space',
}

const h2 = 'text-brand text-2xl font-bold sm:text-3xl'

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, trending, categories, destinations, charDham, charDhamYear } = loaderData
  return (
    <>
      <section
        data-hero
        className="bg-brand relative isolate flex min-h-[80vh] items-end overflow-hidden text-white"
      >
        {/* The largest thing on the first screen: in the HTML, never lazy, fetched first. */}
        <img
          src={heroImage}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          loading="eager"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="from-brand via-brand/40 absolute inset-0 -z-10 bg-gradient-to-t to-transparent" />
        <div className="mx-auto w-full max-w-6xl px-4 pt-32 pb-16">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {m.home_hero_title()}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{m.home_hero_text()}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={localHref('/packages')}
              className="bg-accent text-brand rounded-full px-6 py-3 font-semibold hover:bg-amber-400"
            >
              {m.home_explore_all()}
            </Link>
            <Link
              to={localHref('/char-dham')}
              className="rounded-full border border-white/70 px-6 py-3 font-semibold hover:bg-white/10"
            >
              {m.home_char_dham_cta({ year: String(charDhamYear) })}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="featured-heading" className={h2}>
          {m.home_featured_heading()}
        </h2>
        <p className="mt-2 text-slate-600">{m.home_featured_intro()}</p>
        <div className="mt-8">
          <PackageGrid packages={featured} emptyText={m.home_featured_empty()} />
        </div>
      </section>

      <CharDhamPackagesSection state={charDham} />

      {trending.length > 0 ? (
        <section
          aria-labelledby="trending-heading"
          className="render-when-near-[96rem] mx-auto max-w-6xl px-4 py-16"
        >
          <h2 id="trending-heading" className={h2}>
            {m.home_trending_heading()}
          </h2>
          <p className="mt-2 text-slate-600">{m.home_trending_intro()}</p>
          <div className="mt-8">
            <PackageGrid packages={trending} emptyText="" />
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="categories-heading"
        className="render-when-near-[36rem] bg-white py-16"
      >
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="categories-heading" className={h2}>
            {m.home_categories_heading()}
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {categories.map((category) => {
              const name = categoryText(category.name)
              return (
                <li key={category._id}>
                  <Link
                    to={localHref(CATEGORY_PATHS[category.slug] ?? '/packages')}
                    lang={name.lang}
                    className="text-brand hover:bg-brand block rounded-xl bg-slate-50 px-4 py-5 text-center font-semibold ring-1 ring-slate-200 hover:text-white"
                  >
                    {name.value}
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="destinations-heading"
        className="render-when-near-[140rem] mx-auto max-w-6xl px-4 py-16"
      >
        <h2 id="destinations-heading" className={h2}>
          {m.home_destinations_heading()}
        </h2>
        <p className="mt-2 text-slate-600">{m.home_destinations_intro()}</p>
        <div className="mt-8">
          <DestinationCards destinations={destinations} />
        </div>
      </section>

      <section aria-labelledby="why-heading" className="render-when-near-[78rem] bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="why-heading" className={h2}>
            {m.home_why_heading()}
          </h2>
          <div className="mt-8">
            <WhyTravelWithUs />
          </div>
        </div>
      </section>

      <PlanTripCall />
    </>
  )
}
