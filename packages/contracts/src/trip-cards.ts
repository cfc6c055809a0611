import type { PackageSummary } from './catalogue.ts'

/*
 * What a trip card shows, picked from a package's summary on the server. A list page then
 * carries only that, in its HTML and in the data the browser decodes to hydrate it (a task that
 * cannot be split). A whole summary is a card too, so a card can show either.
 */

/**
 * What every trip card names: the trip, where, how long and its prices; `hindi` holds the name
 * (and on a list card the description) in Hindi, when written.
 */
export type TripCardFacts = Pick<
  PackageSummary,
  '_id' | 'slug' | 'name' | 'location' | 'duration' | 'offerPrice' | 'originalPrice' | 'hindi'
>

type CardImages = { images: Pick<PackageSummary['images'], 'cardImage' | 'sources'> }

/** A trip in a grid (PackageCard): image, duration, name, place, prices, next departure. */
export type PackageCardData = TripCardFacts & Pick<PackageSummary, 'batchDates'> & CardImages

/** A trip in a filterable list (TripListCard): a grid card's and what the list adds. */
export type TripListCardData = PackageCardData &
  Pick<
    PackageSummary,
    | 'description'
    | 'city'
    | 'state'
    | 'rating'
    | 'reviewCount'
    | 'labels'
    | 'maxParticipants'
    | 'isFeatured'
    | 'isNew'
    | 'isTrending'
  >

/** The card's image, with its encoded sizes when it is an uploaded photo. */
function cardImages({ cardImage, sources }: PackageSummary['images']): CardImages['images'] {
  const own = sources?.[cardImage]
  return own ? { cardImage, sources: { [cardImage]: own } } : { cardImage }
}

export function tripCardFactsOf(pkg: PackageSummary): TripCardFacts {
  return {
    _id: pkg._id,
    slug: pkg.slug,
    name: pkg.name,
    location: pkg.location,
    duration: pkg.duration,
    offerPrice: pkg.offerPrice,
    originalPrice: pkg.originalPrice,
    ...(pkg.hindi?.name ? { hindi: { name: pkg.hindi.name } } : {}),
  }
}

export function packageCardOf(pkg: PackageSummary): PackageCardData {
  return {
    ...tripCardFactsOf(pkg),
    // The next departure is the only one a card shows.
    batchDates: pkg.batchDates.slice(0, 1),
    images: cardImages(pkg.images),
  }
}

export function tripListCardOf(pkg: PackageSummary): TripListCardData {
  return {
    ...packageCardOf(pkg),
    description: pkg.description,
    city: pkg.city,
    state: pkg.state,
    rating: pkg.rating,
    reviewCount: pkg.reviewCount,
    labels: pkg.labels,
    maxParticipants: pkg.maxParticipants,
    isFeatured: pkg.isFeatured,
    isNew: pkg.isNew,
    isTrending: pkg.isTrending,
    ...(pkg.hindi?.name || pkg.hindi?.description
      ? {
          hindi: {
            ...(pkg.hindi.name ? { name: pkg.hindi.name } : {}),
            ...(pkg.hindi.description ? { description: pkg.hindi.description } : {}),
          },
        }
      : {}),
  }
}
