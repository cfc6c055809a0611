import { DifficultySchema } from '@trippy/contracts'
import { CHAR_DHAM_SEASON } from '@trippy/contracts/seasons'
import { z } from 'zod'

/**
 * The rules of the demo catalogue's data files (`data/`): what each field of a trip, category,
 * destination and blog post may hold. Prices are whole rupees per person; the loader turns them
 * into paise. Departure dates are not in the files: they are computed from the day the catalogue
 * is loaded and each trip's season (departures.ts).
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
const text = z.string().trim().min(1)
/** A public URL path of a file under apps/web/public, e.g. `/images/trips/x.svg`. */
const publicPath = z
  .string()
  .regex(/^\/images\/[\w./-]+\.(svg|webp|avif|jpe?g|png)$/, 'a path under /images/')
const rupees = z.number().int().min(0)

export const DemoCategorySchema = z.strictObject({
  /** As shown, and matched case-insensitively: 'Treks', 'Char Dham'. */
  name: text,
  slug,
})

export const DemoDestinationSchema = z.strictObject({
  slug,
  name: text,
  state: text,
  /** One or two sentences. */
  summary: text,
  /** A paragraph. */
  description: text,
  image: publicPath,
  isPopular: z.boolean(),
  isNew: z.boolean(),
})

const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a day of the year as MM-DD')
const SeasonWindowSchema = z.strictObject({ from: monthDay, to: monthDay })
/** Named seasons a trip may refer to instead of listing its windows. */
const NAMED_SEASONS = { 'char-dham': CHAR_DHAM_SEASON } as const

export const DemoPackageSchema = z
  .strictObject({
    slug,
    name: text,
    /** Where the trip runs: one of the destinations' slugs. */
    destinationSlug: slug,
    /** e.g. trek, expedition, yatra, backpacking, weekend, family, adventure. */
    packageType: text,
    location: text,
    city: text,
    state: text,
    /** Two to four sentences, honest and specific. */
    description: text,
    /** Nights + 1; the duration text ('6 Days / 5 Nights') is derived from it. */
    durationDays: z.number().int().min(1).max(60),
    originalPrice: rupees,
    offerPrice: rupees,
    maxParticipants: z.number().int().min(1).max(200),
    difficulty: DifficultySchema,
    /** The highest point of the trip, in metres. */
    maxAltitudeMetres: z.number().int().min(0).max(9000),
    startPoint: text,
    endPoint: text,
    /** As travellers read it: 'May to June, September to October'. */
    bestSeason: text,
    /**
     * When the whole trip can run, first day to last (temples open, trail clear of snow): a named
     * season ('char-dham') or windows of MM-DD days; a window may wrap the new year.
     */
    season: z
      .union([
        z.enum(Object.keys(NAMED_SEASONS) as ['char-dham']),
        z.array(SeasonWindowSchema).min(1),
      ])
      .transform((season) => (typeof season === 'string' ? NAMED_SEASONS[season] : season)),
    /** Short tags: 'Snow trek', 'Helicopter option'. */
    labels: z.array(text),
    isFeatured: z.boolean(),
    isNew: z.boolean(),
    isTrending: z.boolean(),
    /** Card and main image. */
    image: publicPath,
    gallery: z.array(publicPath).min(2).max(3),
    /** One entry per day, days 1 to durationDays in order. */
    itinerary: z.array(
      z.strictObject({ day: z.number().int().min(1), title: text, details: text }),
    ),
    inclusions: z.array(text).min(1),
    exclusions: z.array(text).min(1),
    /** Extras per traveller, in rupees. */
    addons: z.array(z.strictObject({ name: text, price: rupees })),
    /**
     * The trip's own texts in Hindi, each optional (the English shows where one is missing):
     * natural Hindi as a pilgrim reads it, place names in Devanagari. The itinerary, when given,
     * has every day of the English one.
     */
    hindi: z
      .strictObject({
        name: text.optional(),
        description: text.optional(),
        itinerary: z
          .array(z.strictObject({ day: z.number().int().min(1), title: text, details: text }))
          .optional(),
        inclusions: z.array(text).min(1).optional(),
        exclusions: z.array(text).min(1).optional(),
      })
      .optional(),
    departures: z.strictObject({
      /** Days from one departure to the next while the trip still fits its season. */
      everyDays: z.number().int().min(1).max(120),
      /** Seats on each departure in date order, all free at load: 3 to 6 departures. */
      seats: z.array(z.number().int().min(1).max(200)).min(3).max(6),
    }),
  })
  .refine((pkg) => pkg.offerPrice <= pkg.originalPrice, {
    path: ['offerPrice'],
    message: 'must not be more than originalPrice',
  })
  .refine((pkg) => pkg.itinerary.every((entry, index) => entry.day === index + 1), {
    path: ['itinerary'],
    message: 'days must run 1, 2, 3… in order',
  })
  .refine((pkg) => pkg.itinerary.length === pkg.durationDays, {
    path: ['itinerary'],
    message: 'must have one entry per day of durationDays',
  })
  .refine(
    (pkg) =>
      pkg.hindi?.itinerary === undefined ||
      (pkg.hindi.itinerary.length === pkg.itinerary.length &&
        pkg.hindi.itinerary.every((entry, index) => entry.day === index + 1)),
    {
      path: ['hindi', 'itinerary'],
      message: 'must have every day of itinerary, 1, 2, 3… in order',
    },
  )

export const DemoBlogPostSchema = z.strictObject({
  slug,
  title: text,
  excerpt: text,
  /** Paragraphs. */
  body: z.array(text).min(1),
  coverImage: publicPath,
  author: text,
  /** The post is dated this many days before the catalogue is loaded. */
  publishedDaysAgo: z.number().int().min(0),
  tags: z.array(text),
})

export type DemoCategory = z.infer<typeof DemoCategorySchema>
export type DemoDestination = z.infer<typeof DemoDestinationSchema>
export type DemoPackage = z.output<typeof DemoPackageSchema> & { categorySlug: string }
export type DemoBlogPost = z.infer<typeof DemoBlogPostSchema>
