import type { Package, PackageReviews } from '@trippy/contracts'
import type { PackageCardData } from '@trippy/contracts/trip-cards'
import { groupIndian } from '@trippy/contracts/money'
import * as m from '@trippy/i18n/messages'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { TripImage } from '../../components/trips/trip-image.tsx'
import { BookNowButton, useReopenBooking } from '../bookings/index.ts'
import { Price } from '../currency/index.ts'
import {
  DataSpan,
  type DataText,
  DIFFICULTY_GRADES,
  durationText,
  operatorText,
  PackageGrid,
  packageText,
  useLiveSeats,
} from '../catalogue/index.ts'
import { localHref } from '../../lib/i18n.ts'
import { PackageReviewsSection } from '../reviews/index.ts'
import { TripBookingPanel } from './trip-booking-panel.tsx'

/** A missing trip: a real 404 that still helps, with trips people are booking. */
export function TripNotFound({ suggestions }: { suggestions: PackageCardData[] }) {
  return (
    <>
      <section data-hero className="bg-brand px-4 pt-32 pb-12 text-center text-white">
        <h1 className="text-3xl font-bold">{m.package_page_not_found_heading()}</h1>
        <p className="mx-auto mt-3 max-w-xl text-white/85">{m.package_page_not_found_intro()}</p>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <PackageGrid packages={suggestions} emptyText="" />
        <p className="mt-8 text-center">
          <Link
            to={localHref('/packages')}
            className="bg-brand rounded-full px-6 py-3 font-semibold text-white"
          >
            {m.package_page_see_all_trips()}
          </Link>
        </p>
      </div>
    </>
  )
}

/** A trip's page: photos, facts, the days, what is included, and its departures to book. */
export function TripPage({
  pkg,
  related,
  reviews,
}: {
  pkg: Package
  related: PackageCardData[]
  /** The first page of published reviews; left out, the page shows none. */
  reviews?: PackageReviews | null | undefined
}) {
  const departuresShown = useRef<HTMLFieldSetElement>(null)
  const departures = useLiveSeats(pkg._id, pkg.batchDates, departuresShown)
  useReopenBooking(pkg)
  const firstOpen = departures.find((departure) => departure.availability > 0)
  const [chosenDepartureId, setDepartureId] = useState(firstOpen?._id ?? '')
  // A departure that sells out while the page is open cannot stay chosen.
  const departureId = departures.some(
    (departure) => departure._id === chosenDepartureId && departure.availability > 0,
  )
    ? chosenDepartureId
    : (firstOpen?._id ?? '')
  const grade = DIFFICULTY_GRADES[pkg.difficulty]
  const name = packageText(pkg, 'name')
  const description = packageText(pkg, 'description')
  const itinerary = packageText(pkg, 'itinerary')
  const inclusions = packageText(pkg, 'inclusions')
  const exclusions = packageText(pkg, 'exclusions')
  const duration = durationText(pkg.duration)
  const gallery = [
    pkg.images.main,
    ...pkg.images.gallery.filter((image) => image !== pkg.images.main),
  ].slice(0, 4)

  return (
    <article className="pb-24 lg:pb-0">
      <section data-hero className="bg-brand pt-24 pb-10 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <nav aria-label={m.package_page_breadcrumb_label()} className="text-sm text-white/80">
            <ol className="flex flex-wrap gap-1">
              <li>
                <Link to={localHref('/')} className="underline underline-offset-4">
                  {m.package_page_home()}
                </Link>{' '}
                /
              </li>
              <li>
                <Link to={localHref('/packages')} className="underline underline-offset-4">
                  {m.package_page_all_trips()}
                </Link>{' '}
                /
              </li>
              <li aria-current="page" lang={name.lang}>
                {name.value}
              </li>
            </ol>
          </nav>
          <h1 lang={name.lang} className="mt-3 text-3xl font-bold sm:text-4xl">
            {name.value}
          </h1>
          <p className="mt-2 text-lg text-white/90">
            <DataSpan text={operatorText(pkg.location)} />
            {' · '}
            <DataSpan text={duration} />
          </p>
          {pkg.rating > 0 ? (
            <p className="mt-2 text-white/90">
              <span aria-hidden="true" className="text-accent">
                ★{' '}
              </span>
              {m.package_page_rating({ rating: pkg.rating.toFixed(1) })} ·{' '}
              {m.package_page_review_count({ count: pkg.reviewCount })}
            </p>
          ) : null}
          <ul
            className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4"
            aria-label={m.package_page_photos_label()}
          >
            {gallery.map((image, index) => (
              <li key={image} className={index === 0 ? 'col-span-2 row-span-2' : ''}>
                <TripImage
                  src={image}
                  sources={pkg.images.sources?.[image]}
                  sizes={
                    index === 0
                      ? '(min-width: 1152px) 36rem, 100vw'
                      : '(min-width: 1152px) 18rem, 50vw'
                  }
                  alt={
                    pkg.images.sources?.[image]?.alt ||
                    (index === 0
                      ? name.value
                      : m.package_page_photo_alt({ name: name.value, number: index + 1 }))
                  }
                  width={1200}
                  height={800}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="size-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="sr-only">
              {m.package_page_facts_heading()}
            </h2>
            <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:grid-cols-3">
              <Fact term={m.package_page_fact_duration()} value={duration} />
              <Fact
                term={m.package_page_fact_max_altitude()}
                value={
                  pkg.facts.maxAltitudeMetres > 0
                    ? m.package_page_altitude_metres({
                        altitude: groupIndian(pkg.facts.maxAltitudeMetres),
                      })
                    : '—'
                }
              />
              <Fact
                term={m.package_page_fact_group_size()}
                value={m.package_page_group_up_to({ count: pkg.maxParticipants })}
              />
              <Fact
                term={m.package_page_fact_starts_at()}
                value={operatorText(pkg.facts.startPoint)}
              />
              <Fact term={m.package_page_fact_ends_at()} value={operatorText(pkg.facts.endPoint)} />
              <Fact
                term={m.package_page_fact_best_season()}
                value={operatorText(pkg.facts.bestSeason)}
              />
            </dl>
            <div className="mt-4 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
              <p>
                <strong>{m.package_page_difficulty({ grade: grade.label })}</strong> {grade.meaning}
              </p>
            </div>
          </section>

          <h2 className="text-brand mt-10 text-2xl font-bold">{m.package_page_overview()}</h2>
          <p lang={description.lang} className="mt-3 text-lg leading-relaxed text-slate-700">
            {description.value}
          </p>

          <h2 className="text-brand mt-10 text-2xl font-bold">{m.package_page_day_by_day()}</h2>
          <ol className="mt-4 space-y-3">
            {itinerary.value.map((day) => (
              <li key={day.day} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <h3 className="font-semibold">
                  {m.package_page_day_number({ day: day.day })}{' '}
                  <span lang={itinerary.lang}>{day.title}</span>
                </h3>
                <p lang={itinerary.lang} className="mt-1 text-slate-700">
                  {day.details}
                </p>
              </li>
            ))}
          </ol>

          <div className="mt-10 grid gap-8 sm:grid-cols-2">
            <section>
              <h2 className="text-brand text-xl font-bold">{m.package_page_included()}</h2>
              <ul lang={inclusions.lang} className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                {inclusions.value.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
            <section>
              <h2 className="text-brand text-xl font-bold">{m.package_page_not_included()}</h2>
              <ul lang={exclusions.lang} className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                {exclusions.value.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          </div>

          {pkg.additionalServices.length > 0 ? (
            <section className="mt-10">
              <h2 className="text-brand text-xl font-bold">{m.package_page_addons()}</h2>
              <ul className="mt-3 divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
                {pkg.additionalServices.map((addon) => (
                  <li key={addon._id} className="flex justify-between gap-4 px-4 py-3">
                    <span lang={operatorText(addon.name).lang}>{addon.name}</span>
                    <span className="text-slate-700">
                      <Price inr={addon.price} /> {m.package_page_per_traveller()}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {reviews ? <PackageReviewsSection slug={pkg.slug} first={reviews} /> : null}
        </div>

        <TripBookingPanel
          pkg={pkg}
          departures={departures}
          departuresShown={departuresShown}
          bookable={firstOpen !== undefined}
          batchId={departureId}
          onChoose={setDepartureId}
        />
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mx-auto max-w-6xl px-4 pb-12">
          <h2 id="related-heading" className="text-brand text-2xl font-bold">
            {m.package_page_more_of_category({ category: pkg.category.name.toLowerCase() })}
          </h2>
          <div className="mt-6">
            <PackageGrid packages={related} emptyText="" />
          </div>
        </section>
      ) : null}

      {firstOpen ? (
        <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 lg:hidden">
          <p>
            <Price inr={pkg.offerPrice} className="text-brand text-lg font-bold" />
            <span className="ml-1 text-sm text-slate-600">{m.package_page_per_person()}</span>
          </p>
          <BookNowButton
            pkg={pkg}
            departureId={departureId}
            departures={departures}
            className="bg-accent text-brand rounded-full px-5 py-2 font-semibold"
          />
        </div>
      ) : null}
    </article>
  )
}

function Fact({ term, value }: { term: string; value: string | DataText }) {
  const text: DataText = typeof value === 'string' ? { value } : value
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd lang={text.lang} className="mt-1 font-medium text-slate-900">
        {text.value}
      </dd>
    </div>
  )
}
