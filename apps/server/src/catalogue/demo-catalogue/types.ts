import type { Season } from '@trippy/contracts/seasons'

/**
 * The demo catalogue is plain data in the repository, loaded into the database on first start
 * (DESIGN §7). Prices are whole rupees here; the loader converts them to paise. Departure dates
 * are computed from the day the catalogue is loaded and each trip's season (departures.ts), so a
 * fresh install always has departures in each trip's next season, and none while its temples are
 * shut or its trail is under snow.
 */

export type DemoCategory = {
  name: string // as shown and matched case-insensitively, e.g. 'Treks', 'Char Dham'
  slug: string // e.g. 'treks', 'char-dham'
}

export type DemoDestination = {
  slug: string // 'uttarakhand', 'himachal-pradesh', 'kashmir', 'sikkim', 'northeast'
  name: string
  state: string
  summary: string // one or two sentences
  description: string // a paragraph
  image: string // public URL path, e.g. '/images/destinations/uttarakhand.svg'
  isPopular: boolean
  isNew: boolean
}

export type DemoDepartures = {
  everyDays: number // days from one departure to the next while the trip still fits its season
  seats: number[] // seats on each departure in date order (all still free at load): one per departure
}

export type DemoPackage = {
  slug: string // kebab-case, unique
  name: string
  categorySlug: string // one of DemoCategory.slug
  destinationSlug: string // one of DemoDestination.slug
  packageType: string // e.g. 'trek', 'expedition', 'yatra', 'backpacking', 'weekend', 'family', 'adventure'
  location: string // e.g. 'Kedarnath, Uttarakhand'
  city: string
  state: string
  description: string // 2-4 sentences, honest and specific
  durationDays: number // nights + 1; the duration text is derived: '6 Days / 5 Nights'
  originalPrice: number // rupees per person
  offerPrice: number // rupees per person, <= originalPrice
  maxParticipants: number
  rating: number // 0-5 with one decimal; stored demo figure
  reviewCount: number
  difficulty: 'easy' | 'moderate' | 'challenging' | 'difficult'
  maxAltitudeMetres: number // highest point of the trip, metres
  startPoint: string // where the trip starts, e.g. 'Dehradun'
  endPoint: string // where it ends
  bestSeason: string // e.g. 'May to June, September to October'
  season: Season // when the whole trip can run, first day to last: temples open, trail clear of snow
  labels: string[] // short tags, e.g. 'Snow trek', 'Helicopter option'
  isFeatured: boolean
  isNew: boolean
  isTrending: boolean
  image: string // card and main image: public URL path of an SVG in apps/web/public/images/trips/
  gallery: string[] // 2-3 public URL paths
  itinerary: { day: number; title: string; details: string }[] // one entry per day, days 1..durationDays
  inclusions: string[]
  exclusions: string[]
  addons: { name: string; price: number }[] // per traveller, rupees
  departures: DemoDepartures // 3-6 departures
}

export type DemoBlogPost = {
  slug: string
  title: string
  excerpt: string
  body: string[] // paragraphs
  coverImage: string
  author: string
  publishedDaysAgo: number
  tags: string[]
}
