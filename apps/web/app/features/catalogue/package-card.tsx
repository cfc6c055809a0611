import type { PackageCardData } from '@trippy/contracts/trip-cards'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { Price } from '../currency/index.ts'
import { TripImage } from '../../components/trips/trip-image.tsx'
import { localHref } from '../../lib/i18n.ts'
import { localDate } from '../../lib/local-dates.ts'
import { operatorText } from './data-text.tsx'
import { durationText } from './duration-texts.ts'
import { packageName } from './package-texts.ts'

/** A trip in a grid: image, duration, name, place, price per person, next departure. */
export function PackageCard({
  pkg,
  headingLevel = 3,
}: {
  pkg: PackageCardData
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const discounted = pkg.offerPrice < pkg.originalPrice
  const next = pkg.batchDates[0]
  const name = packageName(pkg)
  const duration = durationText(pkg.duration)
  const location = operatorText(pkg.location)
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-200">
        <TripImage
          src={pkg.images.cardImage}
          sources={pkg.images.sources?.[pkg.images.cardImage]}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={600}
          height={400}
          className="size-full object-cover transition group-hover:scale-105 motion-reduce:transition-none"
        />
        <span
          lang={duration.lang}
          className="bg-brand/90 absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold text-white"
        >
          {duration.value}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading lang={name.lang} className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={localHref(`/packages/${pkg.slug}`)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {name.value}
          </Link>
        </Heading>
        <p lang={location.lang} className="mt-1 text-sm text-slate-600">
          {location.value}
        </p>
        {next ? (
          <p className="mt-1 text-sm text-slate-600">
            {m.catalogue_next_departure({ date: localDate(next.startDate) })}
          </p>
        ) : null}
        <p className="mt-auto pt-4">
          <Price inr={pkg.offerPrice} className="text-brand text-xl font-bold" />
          {discounted ? (
            <span className="ml-2 text-sm text-slate-500 line-through">
              <span className="sr-only">{m.catalogue_was()}</span>
              <Price inr={pkg.originalPrice} />
            </span>
          ) : null}
          <span className="ml-1 text-sm text-slate-600">{m.catalogue_per_person()}</span>
        </p>
      </div>
    </article>
  )
}
