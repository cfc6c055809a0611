import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { localHref } from '../../lib/i18n.ts'
import type { CharDhamPackagesState } from './char-dham-cards.ts'
import {
  CHAR_DHAM_FACTS,
  CHAR_DHAM_FAQ,
  HOW_TO_REACH,
  INFO_CARDS,
  TEMPLE_DATES,
  TEMPLES,
} from './char-dham-content.ts'
import { CharDhamPackagesSection } from './char-dham-packages-section.tsx'
import { FaqAccordion } from './faq-accordion.tsx'
import { RouteStops } from './route-stops.tsx'
import { TempleImageCarousel } from './temple-image-carousel.tsx'
import { TopPlaces } from './top-places.tsx'

const h2 = 'text-brand text-2xl font-bold sm:text-3xl'

/**
 * The Char Dham guide: the season's dates, the four temples, the route, how to reach, places to
 * see, questions and answers, and the packages.
 */
export function CharDhamPage({
  seasonYear,
  packages,
}: {
  seasonYear: number
  packages: CharDhamPackagesState
}) {
  return (
    <>
      <section data-hero className="bg-brand px-4 pt-24 pb-12 text-white sm:pt-28">
        <div className="mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[2fr_3fr]">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
              {m.char_dham_heading({ year: String(seasonYear) })}
            </h1>
            <p className="mt-3 text-lg text-white/85">{m.char_dham_intro()}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a
                href="#chardham-packages-heading"
                className="bg-accent text-brand rounded-full px-6 py-3 font-semibold hover:bg-amber-400"
              >
                {m.char_dham_see_packages()}
              </a>
              <a
                href="#dates-heading"
                className="rounded-full border border-white/70 px-6 py-3 font-semibold hover:bg-white/10"
              >
                {m.char_dham_year_dates({ year: String(seasonYear) })}
              </a>
            </div>
          </div>
          <TempleImageCarousel />
        </div>
      </section>

      <section aria-labelledby="facts-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="facts-heading" className={h2}>
          {m.char_dham_at_a_glance()}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {INFO_CARDS.map((card) => (
            <li
              key={card.title}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className="text-brand font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-heading" className="render-when-near-[40rem] bg-white py-16">
        <div className="mx-auto max-w-3xl px-4 leading-relaxed text-slate-700">
          <h2 id="about-heading" className={h2}>
            {m.char_dham_about_heading()}
          </h2>
          <p className="mt-4">
            {m.char_dham_about_p1({ count: CHAR_DHAM_FACTS.pilgrimsLastYear })}
          </p>
          <p className="mt-4">
            {m.char_dham_about_p2({
              yamunotri: CHAR_DHAM_FACTS.yamunotriTrekKm,
              kedarnath: CHAR_DHAM_FACTS.kedarnathTrekKm,
            })}
          </p>
        </div>
      </section>

      <CharDhamPackagesSection state={packages} />

      <section
        aria-labelledby="temples-heading"
        className="render-when-near-[170rem] bg-white py-16"
      >
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="temples-heading" className={h2}>
            {m.char_dham_temples_heading()}
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-2">
            {TEMPLES.map((temple) => (
              <article
                key={temple.slug}
                id={temple.slug}
                aria-labelledby={`${temple.slug}-heading`}
                className="overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-200"
              >
                <img
                  src={temple.image}
                  alt={m.char_dham_temple_alt({ name: temple.name })}
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="p-5">
                  <h3 id={`${temple.slug}-heading`} className="text-brand text-xl font-bold">
                    {temple.name}
                  </h3>
                  <p className="text-sm font-semibold text-slate-600">{temple.deity}</p>
                  {temple.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 32)} className="mt-3 leading-relaxed text-slate-700">
                      {paragraph}
                    </p>
                  ))}
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section
        aria-labelledby="dates-heading"
        className="render-when-near-[60rem] mx-auto max-w-3xl px-4 py-16"
      >
        <h2 id="dates-heading" className={h2}>
          {m.char_dham_dates_heading({ year: String(seasonYear) })}
        </h2>
        <div
          className="mt-6 overflow-x-auto rounded-xl ring-1 ring-slate-200"
          // The festival-named dates are long: on a phone the table scrolls, from the keyboard too.
          tabIndex={0}
          role="region"
          aria-labelledby="dates-heading"
        >
          <table className="w-full border-collapse bg-white text-left">
            <caption className="sr-only">
              {m.char_dham_dates_caption({ year: String(seasonYear) })}
            </caption>
            <thead className="bg-brand text-white">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {m.char_dham_col_temple()}
                </th>
                <th scope="col" className="px-4 py-3">
                  {m.char_dham_col_opens()}
                </th>
                <th scope="col" className="px-4 py-3">
                  {m.char_dham_col_closes()}
                </th>
              </tr>
            </thead>
            <tbody>
              {TEMPLE_DATES.map((row) => (
                <tr key={row.temple} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                    {row.temple}
                  </th>
                  <td className="px-4 py-3">{row.opens}</td>
                  <td className="px-4 py-3">{row.closes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-slate-600">{m.char_dham_dates_note()}</p>
      </section>

      <section aria-labelledby="reach-heading" className="render-when-near-[60rem] bg-white py-16">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="reach-heading" className={h2}>
            {m.char_dham_reach_heading()}
          </h2>
          <dl className="mt-6 space-y-4">
            {HOW_TO_REACH.map((way) => (
              <div key={way.title} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <dt className="text-brand font-semibold">{way.title}</dt>
                <dd className="mt-1 leading-relaxed text-slate-700">{way.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section
        aria-labelledby="route-heading"
        className="render-when-near-[24rem] mx-auto max-w-6xl px-4 py-16"
      >
        <h2 id="route-heading" className={h2}>
          {m.char_dham_route_heading()}
        </h2>
        <p className="mt-2 text-slate-600">{m.char_dham_route_intro()}</p>
        <div className="mt-8">
          <RouteStops />
        </div>
      </section>

      <section
        aria-labelledby="places-heading"
        className="render-when-near-[200rem] bg-white py-16"
      >
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="places-heading" className={h2}>
            {m.char_dham_places_heading()}
          </h2>
          <div className="mt-8">
            <TopPlaces />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="faq-heading"
        className="render-when-near-[32rem] mx-auto max-w-3xl px-4 py-16"
      >
        <h2 id="faq-heading" className={h2}>
          {m.char_dham_faq_heading()}
        </h2>
        <div className="mt-6">
          <FaqAccordion items={CHAR_DHAM_FAQ} />
        </div>
        <p className="mt-8 text-center">
          <Link
            to={localHref('/contact')}
            className="text-brand font-semibold underline underline-offset-4"
          >
            {m.char_dham_ask_us()}
          </Link>
        </p>
      </section>
    </>
  )
}
