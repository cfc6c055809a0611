import type { TripListCardData } from '@trippy/contracts/trip-cards'
import { Link } from 'react-router'
import { TripImage } from '../../components/trips/trip-image.tsx'
import { Price } from '../currency/index.ts'
import { discountPercent, effectivePrice } from '@trippy/contracts/pricing'
import * as m from '@trippy/i18n/messages'
import { localHref } from '../../lib/i18n.ts'
import { localDate } from '../../lib/local-dates.ts'
import { DataSpan, operatorText } from './data-text.tsx'
import { durationText } from './duration-texts.ts'
import { labelText } from './label-texts.ts'
import { packageText } from './package-texts.ts'
import { placeText } from './place-texts.ts'

const MAX_LABELS = 2

/**
 * A trip in a filterable list (the card of /expeditions): image, name, description, city and state,
 * duration, badges, rating, up to two labels, price per person, next departure, View Details. The
 * list view also shows the maximum group size.
 */
export function TripListCard({
  pkg,
  view,
  first = false,
}: {
  pkg: TripListCardData
  view: 'grid' | 'list'
  /** The list's first card, whose photo is the largest thing on a phone's first screen. */
  first?: boolean
}) {
  const next = pkg.batchDates[0]
  const name = packageText(pkg, 'name')
  const description = packageText(pkg, 'description')
  const badges: string[] = [
    pkg.isFeatured ? m.catalogue_badge_featured() : '',
    pkg.isNew ? m.catalogue_badge_new() : '',
    pkg.isTrending ? m.catalogue_badge_trending() : '',
  ].filter((badge) => badge !== '')
  return (
    <article
      className={`flex overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${view === 'list' ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <div
        className={`relative shrink-0 bg-slate-200 ${view === 'list' ? 'aspect-[3/2] sm:w-72' : 'aspect-[3/2]'}`}
      >
        <TripImage
          src={pkg.images.cardImage}
          sources={pkg.images.sources?.[pkg.images.cardImage]}
          sizes="(min-width: 640px) 18rem, 100vw"
          alt=""
          width={600}
          height={400}
          className="size-full object-cover"
          {...(first ? ({ loading: 'eager', fetchPriority: 'high' } as const) : {})}
        />
        {badges.length > 0 ? (
          <ul
            className="absolute top-3 left-3 flex gap-1"
            aria-label={m.catalogue_highlights_label()}
          >
            {badges.map((badge) => (
              <li
                key={badge}
                className="bg-accent text-brand rounded-full px-2 py-0.5 text-xs font-bold"
              >
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 lang={name.lang} className="text-lg leading-snug font-semibold text-slate-900">
          {name.value}
        </h3>
        <p lang={description.lang} className="line-clamp-2 text-sm text-slate-600">
          {description.value}
        </p>
        <p className="text-sm text-slate-700">
          <DataSpan text={operatorText(pkg.city)} />, <DataSpan text={placeText(pkg.state)} />
          {' · '}
          <DataSpan text={durationText(pkg.duration)} />
        </p>
        {pkg.rating > 0 ? (
          <p className="text-sm text-slate-700">
            <span aria-hidden="true" className="text-amber-500">
              ★{' '}
            </span>
            {pkg.rating.toFixed(1)}{' '}
            <span className="text-slate-600">
              ({m.catalogue_review_count({ count: pkg.reviewCount })})
            </span>
          </p>
        ) : null}
        {pkg.labels.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label={m.catalogue_labels_label()}>
            {pkg.labels.slice(0, MAX_LABELS).map((label) => {
              const text = labelText(label)
              return (
                <li
                  key={label}
                  lang={text.lang}
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                >
                  {text.value}
                </li>
              )
            })}
          </ul>
        ) : null}
        {view === 'list' ? (
          <p className="text-sm text-slate-700">
            {m.catalogue_max_participants({ count: pkg.maxParticipants })}
          </p>
        ) : null}
        {next ? (
          <p className="text-sm text-slate-700">
            {m.catalogue_next_departure_colon({ date: localDate(next.startDate) })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
          <p>
            <Price inr={effectivePrice(pkg)} className="text-brand text-xl font-bold" />
            {discountPercent(pkg) > 0 ? (
              <span className="ml-2 text-sm text-slate-500 line-through">
                <span className="sr-only">{m.catalogue_was()}</span>
                <Price inr={pkg.originalPrice} />
              </span>
            ) : null}
            <span className="ml-1 text-sm text-slate-600">{m.catalogue_per_person()}</span>
          </p>
          <Link
            to={localHref(`/packages/${pkg.slug || pkg._id}`)}
            aria-label={m.catalogue_view_details_label({ name: name.value })}
            className="bg-brand hover:bg-brand-light rounded-full px-4 py-2 text-sm font-semibold text-white"
          >
            {m.catalogue_view_details()}
          </Link>
        </div>
      </div>
    </article>
  )
}
