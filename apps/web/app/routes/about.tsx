import { FOOTER_STATS, SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { ContentSection } from '../features/content/content-page.tsx'
import { WhyTravelWithUs } from '../features/content/why-travel-with-us.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { localHref } from '../lib/i18n.ts'
import { breadcrumbJsonLd, jsonLdMeta, publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/about'

const PATH = '/about'

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const publicUrl = publicUrlFrom(matches)
  return [
    ...seoMeta({
      title: m.content_about_meta_title({ site: SITE.name }),
      description: m.content_about_description({ site: SITE.name }),
      path: PATH,
      publicUrl,
    }),
    jsonLdMeta(
      breadcrumbJsonLd(publicUrl, [
        { name: m.content_home(), path: '/' },
        { name: m.content_about_title(), path: PATH },
      ]),
    ),
  ]
}

const TRIP_KINDS = [
  { to: '/treks', label: m.content_kind_treks },
  { to: '/expeditions', label: m.content_kind_expeditions },
  { to: '/char-dham', label: m.content_kind_char_dham },
  { to: '/spiritual-trips', label: m.content_kind_spiritual },
  { to: '/backpacking-trips', label: m.content_kind_backpacking },
  { to: '/weekend-trips', label: m.content_kind_weekend },
  { to: '/family-holidays', label: m.content_kind_family },
  { to: '/trippy-girls-only-trips', label: m.content_kind_girls },
  { to: '/corporate-trippy-space', label: m.content_kind_corporate },
]

/** The site's figures, their labels in the page's language (in English as FOOTER_STATS has them). */
const STAT_LABELS: Record<(typeof FOOTER_STATS)[number]['label'], () => string> = {
  'Happy Trekkers': m.content_stat_trekkers,
  Destinations: m.content_stat_destinations,
  'Years Experience': m.content_stat_years,
  'Success Rate': m.content_stat_success,
}

export default function About() {
  return (
    <>
      <PageHero
        title={m.content_about_title()}
        intro={m.content_about_intro({ site: SITE.name })}
      />

      <div className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-slate-700">
        <ContentSection title={m.content_about_who_title()}>
          <p>{m.content_about_who_p1()}</p>
          <p>{m.content_about_who_p2()}</p>
        </ContentSection>

        <ContentSection title={m.content_about_offer_title()}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {TRIP_KINDS.map((kind) => (
              <li key={kind.to}>
                <Link
                  to={localHref(kind.to)}
                  className="text-brand font-semibold underline underline-offset-4"
                >
                  {kind.label()}
                </Link>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection title={m.content_about_numbers_title()}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {FOOTER_STATS.map((stat) => (
              <li
                key={stat.label}
                className="rounded-xl bg-white p-4 text-center ring-1 ring-slate-200"
              >
                <p className="text-brand text-2xl font-bold">{stat.value}</p>
                <p className="text-sm text-slate-600">{STAT_LABELS[stat.label]()}</p>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection title={m.content_about_lightly_title()}>
          <p>{m.content_about_lightly_text()}</p>
        </ContentSection>
      </div>

      <section aria-labelledby="why-heading" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="why-heading" className="text-brand text-2xl font-bold sm:text-3xl">
            {m.content_about_why_title()}
          </h2>
          <div className="mt-8">
            <WhyTravelWithUs />
          </div>
          <p className="mt-10 text-center">
            <Link
              to={localHref('/contact')}
              className="bg-brand hover:bg-brand-light inline-block rounded-full px-6 py-3 font-semibold text-white"
            >
              {m.content_about_talk()}
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
