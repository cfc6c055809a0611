import { z } from './zod.ts'
import { IdSchema } from './ids.ts'
import { PageMetaSchema } from './console.ts'

/** The fewest characters a review's text may have: a sentence or two about the trip. */
export const REVIEW_TEXT_MIN_CHARS = 30
export const REVIEW_TEXT_MAX_CHARS = 4000
export const REVIEW_TITLE_MAX_CHARS = 120
export const REVIEW_REPLY_MAX_CHARS = 2000
/** Published reviews per page on a package page and in its API. */
export const PACKAGE_REVIEWS_PAGE_SIZE = 5

export const REVIEW_MESSAGES = {
  created: 'Thank you for your review. It will show on the trip page once we have read it.',
  notCompleted: 'You can review a trip once it is completed.',
  already: 'You have already reviewed this booking.',
  notFound: 'Review not found',
  published: 'Review published',
  rejected: 'Review rejected',
} as const

export const ReviewStatusSchema = z.enum(['pending', 'published', 'rejected'])
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>

/** POST /api/bookings/:id/review */
export const CreateReviewBodySchema = z.object({
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5 stars' })
    .int({ error: 'Please choose a rating from 1 to 5 stars' })
    .min(1, 'Please choose a rating from 1 to 5 stars')
    .max(5, 'Please choose a rating from 1 to 5 stars'),
  title: z
    .string({ error: 'Please give your review a title' })
    .trim()
    .min(1, { error: 'Please give your review a title', abort: true })
    .max(
      REVIEW_TITLE_MAX_CHARS,
      `Please keep the title under ${REVIEW_TITLE_MAX_CHARS} characters`,
    ),
  text: z
    .string({ error: 'Please tell us about your trip' })
    .trim()
    .min(
      REVIEW_TEXT_MIN_CHARS,
      `Please write at least ${REVIEW_TEXT_MIN_CHARS} characters about your trip`,
    )
    .max(
      REVIEW_TEXT_MAX_CHARS,
      `Please keep your review under ${REVIEW_TEXT_MAX_CHARS} characters`,
    ),
})
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>

/** A traveller's own review of a booking, as they see it on My Bookings. */
export const OwnReviewSchema = z.object({
  _id: IdSchema,
  bookingId: IdSchema,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  status: ReviewStatusSchema,
  reply: z.string().nullable(),
  createdAt: z.string(),
})
export type OwnReview = z.infer<typeof OwnReviewSchema>

/** A published review as anyone sees it: first name and initial, the month travelled. */
export const PublicReviewSchema = z.object({
  _id: IdSchema,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  /** 'Asha R.' */
  author: z.string(),
  /** 'YYYY-MM', the month the trip started. */
  travelledIn: z.string(),
  /** Always true: only a completed booking's traveller can review. */
  verified: z.literal(true),
  reply: z.string().nullable(),
  /** When the traveller wrote it. */
  createdAt: z.string(),
})
export type PublicReview = z.infer<typeof PublicReviewSchema>

/** GET /api/packages/:slug/reviews?page= : the average and count, and one page, newest first. */
export const PackageReviewsSchema = z.object({
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  reviews: z.array(PublicReviewSchema),
  meta: PageMetaSchema,
})
export type PackageReviews = z.infer<typeof PackageReviewsSchema>

export const ReviewsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** The console's inbox: pending first, then newest first. */
export const ConsoleReviewSchema = z.object({
  _id: IdSchema,
  bookingId: IdSchema,
  packageId: IdSchema,
  packageName: z.string(),
  packageSlug: z.string(),
  customerId: IdSchema,
  author: z.string(),
  travelledIn: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  status: ReviewStatusSchema,
  reply: z.string().nullable(),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
})
export type ConsoleReview = z.infer<typeof ConsoleReviewSchema>

export const ConsoleReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: ReviewStatusSchema.optional(),
})

/**
 * PATCH /api/console/reviews/:id : publish or reject; `reply` sets the public reply (blank or null
 * removes it), left out keeps the one there is.
 */
export const ModerateReviewBodySchema = z.object({
  status: z.enum(['published', 'rejected'], { error: 'Choose published or rejected' }),
  reply: z
    .string()
    .trim()
    .max(REVIEW_REPLY_MAX_CHARS, `Please keep the reply under ${REVIEW_REPLY_MAX_CHARS} characters`)
    .nullable()
    .optional()
    .transform((reply) => (reply === undefined ? undefined : reply || null)),
})
export type ModerateReviewBody = z.infer<typeof ModerateReviewBodySchema>
