import { FOOTER_STATS, SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import { ContentSection } from '../features/content/content-page.tsx'
import { WhyTravelWithUs } from '../features/content/why-travel-with-us.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { PAGE_TITLES } from '../lib/page-meta.ts'
import { breadcrumbJsonLd, jsonLdMeta, publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/about'

const PATH = '/about'

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const publicUrl = publicUrlFrom(matches)
  return [
    ...seoMeta({
      title: PAGE_TITLES[PATH] ?? `About Us | ${SITE.name}`,
      description: `${SITE.name} runs guided Himalayan treks, expeditions and Char Dham yatras with local trek leaders, small groups and clear prices in rupees. Who we are and how we travel.`,
      path: PATH,
      publicUrl,
    }),
    jsonLdMeta(
      breadcrumbJsonLd(publicUrl, [
        { name: 'Home', path: '/' },
        { name: 'About Us', path: PATH },
      ]),
    ),
  ]
}

const TRIP_KINDS = [
  { to: '/treks', label: 'Himalayan treks' },
  { to: '/expeditions', label: 'Expeditions' },
  { to: '/char-dham', label: 'Char Dham Yatra' },
  { to: '/spiritual-trips', label: 'Spiritual trips' },
  { to: '/backpacking-trips', label: 'Backpacking trips' },
  { to: '/weekend-trips', label: 'Weekend trips' },
  { to: '/family-holidays', label: 'Family holidays' },
  { to: '/trippy-girls-only-trips', label: 'Girls-only trips' },
  { to: '/corporate-trippy-space', label: 'Corporate trips' },
]

export default function About() {
  return (
    <>
      <PageHero
        title="About Us"
        intro={`${SITE.name} is a team of trek leaders, mountain guides and yatra organisers from the Himalaya. We take travellers to the mountains we know best.`}
      />

      <div className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-slate-700">
        <ContentSection title="Who we are">
          <p>
            We are trek leaders, mountain guides and yatra organisers based in Uttarakhand. We run
            guided treks, expeditions, Char Dham and other yatras, backpacking trips and family
            holidays across Uttarakhand, Himachal Pradesh, Kashmir, Sikkim and the north-east.
          </p>
          <p>
            Every trip is run by our own team, with trek leaders and guides who know the valleys,
            the weather and the people along the way. We plan each itinerary around safe
            acclimatisation, good food and honest prices in rupees.
          </p>
        </ContentSection>

        <ContentSection title="What we offer">
          <ul className="grid gap-2 sm:grid-cols-2">
            {TRIP_KINDS.map((kind) => (
              <li key={kind.to}>
                <Link
                  to={kind.to}
                  className="text-brand font-semibold underline underline-offset-4"
                >
                  {kind.label}
                </Link>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection title="Our numbers">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {FOOTER_STATS.map((stat) => (
              <li
                key={stat.label}
                className="rounded-xl bg-white p-4 text-center ring-1 ring-slate-200"
              >
                <p className="text-brand text-2xl font-bold">{stat.value}</p>
                <p className="text-sm text-slate-600">{stat.label}</p>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection title="Travelling lightly">
          <p>
            The mountains are our home as well as our work. Our groups carry their waste back down,
            camp away from water sources, buy from village shops and homestays along the way, and
            follow the rules of every national park and temple town we pass through.
          </p>
        </ContentSection>
      </div>

      <section aria-labelledby="why-heading" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="why-heading" className="text-brand text-2xl font-bold sm:text-3xl">
            Why travel with us
          </h2>
          <div className="mt-8">
            <WhyTravelWithUs />
          </div>
          <p className="mt-10 text-center">
            <Link
              to="/contact"
              className="bg-brand hover:bg-brand-light inline-block rounded-full px-6 py-3 font-semibold text-white"
            >
              Talk to a trip planner
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
