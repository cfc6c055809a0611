import { okEnvelope } from './envelope.ts'
import { z } from './zod.ts'
import { CalendarDateSchema, IdSchema } from './ids.ts'

export const CategorySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  slug: z.string(),
})
export type Category = z.infer<typeof CategorySchema>

export const BatchSchema = z.object({
  _id: IdSchema,
  startDate: CalendarDateSchema,
  endDate: CalendarDateSchema,
  /** Seats left on this departure. */
  availability: z.number().int().min(0),
})
export type Batch = z.infer<typeof BatchSchema>

export const AddonSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** Rupees per traveller. */
  price: z.number().nonnegative(),
})
export type Addon = z.infer<typeof AddonSchema>

export const ItineraryDaySchema = z.object({
  day: z.number().int().positive(),
  title: z.string(),
  details: z.string(),
})
export type ItineraryDay = z.infer<typeof ItineraryDaySchema>

export const DifficultySchema = z.enum(['easy', 'moderate', 'challenging', 'difficult'])
export type Difficulty = z.infer<typeof DifficultySchema>

/** A photo uploaded in the console, encoded at several widths: what `<picture>` needs. */
export const ImageSourcesSchema = z.object({
  /** `srcset` candidates, e.g. '/images/packages/…-480.avif 480w, …-960.avif 960w'. */
  avif: z.string(),
  webp: z.string(),
  /** Of the original, for the aspect ratio. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
})
export type ImageSources = z.infer<typeof ImageSourcesSchema>

export const PackageImagesSchema = z.object({
  cardImage: z.string(),
  main: z.string(),
  gallery: z.array(z.string()),
  /** By image URL, for the photos uploaded in the console; other images are single files. */
  sources: z.record(z.string(), ImageSourcesSchema).optional(),
})

/**
 * A package's own texts in Hindi, each optional: where one is missing the English shows (marked
 * `lang="en"`). Edited in the console beside the English.
 */
export const PackageHindiSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().min(1).max(5000).optional(),
  itinerary: z.array(ItineraryDaySchema).max(60).optional(),
  inclusions: z.array(z.string().trim().min(1).max(300)).max(60).optional(),
  exclusions: z.array(z.string().trim().min(1).max(300)).max(60).optional(),
})
export type PackageHindi = z.infer<typeof PackageHindiSchema>

export const PackageSchema = z.object({
  _id: IdSchema,
  slug: z.string(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  packageType: z.string(),
  duration: z.string(),
  durationDays: z.number().int().positive(),
  destination: z.string(),
  city: z.string(),
  state: z.string(),
  /** Rupees. */
  originalPrice: z.number().nonnegative(),
  /** Rupees. */
  offerPrice: z.number().nonnegative(),
  maxParticipants: z.number().int().positive(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  difficulty: DifficultySchema,
  labels: z.array(z.string()),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  isTrending: z.boolean(),
  isActive: z.boolean(),
  category: z.object({ _id: IdSchema, name: z.string() }),
  images: PackageImagesSchema,
  batchDates: z.array(BatchSchema),
  additionalServices: z.array(AddonSchema),
  itinerary: z.array(ItineraryDaySchema),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  /** Trip facts for the package page. */
  facts: z.object({
    maxAltitudeMetres: z.number().int().min(0),
    startPoint: z.string(),
    endPoint: z.string(),
    bestSeason: z.string(),
    requiresMedicalCertificate: z.boolean(),
  }),
  hindi: PackageHindiSchema.optional(),
})
export type Package = z.infer<typeof PackageSchema>

/** What lists and cards carry: everything but the long detail fields. */
export const PackageSummarySchema = PackageSchema.omit({
  itinerary: true,
  inclusions: true,
  exclusions: true,
  facts: true,
}).extend({ hindi: PackageHindiSchema.pick({ name: true, description: true }).optional() })
export type PackageSummary = z.infer<typeof PackageSummarySchema>

export const MAX_PACKAGE_LIST_LIMIT = 100

export const PackageListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PACKAGE_LIST_LIMIT).optional(),
})
export type PackageListQuery = z.infer<typeof PackageListQuerySchema>

export const PackageParamsSchema = z.object({ idOrSlug: z.string().min(1).max(120) })
export const CategoryParamsSchema = z.object({ name: z.string().min(1).max(60) })

export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'JPY'] as const
export const CurrencyCodeSchema = z.enum(CURRENCIES)
export type CurrencyCode = z.infer<typeof CurrencyCodeSchema>
export const CurrencyRatesSchema = z.object({
  INR: z.literal(1),
  USD: z.number(),
  EUR: z.number(),
  GBP: z.number(),
  JPY: z.number(),
})
export type CurrencyRates = z.infer<typeof CurrencyRatesSchema>
export const CurrencyQuerySchema = z.object({ base_currency: z.literal('INR').default('INR') })

export const CurrencyRatesEnvelopeSchema = okEnvelope(CurrencyRatesSchema)
