import type { Destination } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { TripImage } from '../../components/trips/trip-image.tsx'
import { getLocale, localHref } from '../../lib/i18n.ts'

/** The regions we travel in, each linking to its destination page. */
export function DestinationCards({ destinations }: { destinations: Destination[] }) {
  // A destination's name and summary are written in English only.
  const dataLang = getLocale() === 'en' ? undefined : 'en'
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {destinations.map((destination) => (
        <li
          key={destination._id}
          className="group relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 hover:shadow-lg"
        >
          <div className="relative aspect-[3/2] overflow-hidden bg-slate-200">
            <TripImage
              src={destination.image}
              alt=""
              width={600}
              height={400}
              className="size-full object-cover transition group-hover:scale-105 motion-reduce:transition-none"
            />
            {destination.isPopular || destination.isNew ? (
              <span className="bg-accent text-brand absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold">
                {destination.isPopular ? m.content_badge_popular() : m.content_badge_new()}
              </span>
            ) : null}
          </div>
          <div className="p-4">
            <h3 className="text-lg font-semibold text-slate-900">
              <Link
                to={localHref(`/destination/${destination.slug}`)}
                lang={dataLang}
                className="focus-visible:after:ring-accent after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-inset"
              >
                {destination.name}
              </Link>
            </h3>
            <p lang={dataLang} className="mt-1 text-sm text-slate-600">
              {destination.summary}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
