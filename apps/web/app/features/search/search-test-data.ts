import type { PackageSummary } from '@trippy/contracts'

/** A trip as GET /api/packages lists it, for the search's unit tests. */
export function summary(name: string, overrides: Partial<PackageSummary> = {}): PackageSummary {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    _id: [...slug]
      .map((char) => char.charCodeAt(0).toString(16))
      .join('')
      .padEnd(24, '0')
      .slice(0, 24),
    slug,
    name,
    location: 'Sankri, Uttarkashi, Uttarakhand',
    description: 'A winter trek',
    packageType: 'trek',
    duration: '6 Days / 5 Nights',
    durationDays: 6,
    destination: 'Uttarakhand',
    city: 'Dehradun',
    state: 'Uttarakhand',
    originalPrice: 14000,
    offerPrice: 12500,
    maxParticipants: 24,
    rating: 4.7,
    reviewCount: 638,
    difficulty: 'moderate',
    labels: [],
    isFeatured: false,
    isNew: false,
    isTrending: false,
    isActive: true,
    category: { _id: 'c'.repeat(24), name: 'Treks' },
    images: { cardImage: `/images/trips/${slug}.svg`, main: '', gallery: [] },
    batchDates: [],
    additionalServices: [],
    ...overrides,
  }
}
