import type { Package } from '@trippy/contracts'
import { SITE } from '@trippy/contracts/site'

/**
 * schema.org TouristTrip for a package page: its itinerary and one Offer per departure, in INR.
 * Its rating and reviews go on the package's own Product node (features/reviews), never here
 * beside the TravelAgency.
 */
export function touristTripJsonLd(pkg: Package, publicUrl: string) {
  const url = new URL(`/packages/${pkg.slug}`, publicUrl).href
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: pkg.name,
    description: pkg.description,
    url,
    image: new URL(pkg.images.main, publicUrl).href,
    touristType: pkg.category.name,
    provider: { '@type': 'TravelAgency', name: SITE.name, url: publicUrl },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: pkg.itinerary.length,
      itemListElement: pkg.itinerary.map((day) => ({
        '@type': 'ListItem',
        position: day.day,
        item: {
          '@type': 'TouristAttraction',
          name: `Day ${day.day}: ${day.title}`,
          description: day.details,
        },
      })),
    },
    offers: pkg.batchDates.map((departure) => ({
      '@type': 'Offer',
      price: pkg.offerPrice,
      priceCurrency: 'INR',
      url,
      availability:
        departure.availability > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      validFrom: new Date().toISOString().slice(0, 10),
      availabilityStarts: departure.startDate,
      availabilityEnds: departure.endDate,
      inventoryLevel: { '@type': 'QuantitativeValue', value: departure.availability },
    })),
  }
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.path, publicUrl).href,
    })),
  }
}
