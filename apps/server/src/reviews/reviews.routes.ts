import {
  BookingParamsSchema,
  ConsoleReviewSchema,
  ConsoleReviewsQuerySchema,
  CreateReviewBodySchema,
  IdSchema,
  ModerateReviewBodySchema,
  ok,
  okEnvelope,
  OwnReviewSchema,
  PackageReviewsSchema,
  pageEnvelope,
  REVIEW_MESSAGES,
  ReviewsPageQuerySchema,
} from '@trippy/contracts'
import { API_MESSAGES } from '@trippy/contracts/api-messages'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentStaff } from '../console/index.ts'
import { currentCustomer } from '../customers/index.ts'
import { HttpError } from '../http-error.ts'
import { sendReviewRequests } from './review-requests.ts'
import {
  createReview,
  getOwnReview,
  listConsoleReviews,
  listPackageReviews,
  moderateReview,
} from './reviews.service.ts'

const HOURLY = 60 * 60_000
const OwnReviewEnvelope = okEnvelope(OwnReviewSchema)

/**
 * Verified reviews (docs/reviews.md): the traveller of a completed booking writes one, staff
 * publish or reject it in the console, and package pages show the published ones.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.scheduleJob({
    name: 'review-requests',
    everyMs: HOURLY,
    run: async (now) => {
      await sendReviewRequests(app.db, app.mailContext, now)
    },
  })

  app.post(
    '/api/bookings/:id/review',
    {
      onRequest: app.requireCustomer,
      schema: {
        params: BookingParamsSchema,
        body: CreateReviewBodySchema,
        response: { 201: OwnReviewEnvelope },
      },
    },
    async (request, reply) => {
      const review = await createReview(
        app.db,
        currentCustomer(request).id,
        request.params.id,
        request.body,
      )
      return reply.status(201).send(ok(review, REVIEW_MESSAGES.created))
    },
  )

  app.get(
    '/api/bookings/:id/review',
    {
      onRequest: app.requireCustomer,
      schema: {
        params: BookingParamsSchema,
        response: { 200: okEnvelope(OwnReviewSchema.nullable()) },
      },
    },
    async (request) =>
      ok(await getOwnReview(app.db, currentCustomer(request).id, request.params.id)),
  )

  app.get(
    '/api/packages/:idOrSlug/reviews',
    {
      schema: {
        params: z.object({ idOrSlug: z.string().min(1).max(200) }),
        querystring: ReviewsPageQuerySchema,
        response: { 200: okEnvelope(PackageReviewsSchema) },
      },
    },
    async (request) => {
      const found = await listPackageReviews(app.db, request.params.idOrSlug, request.query.page)
      if (!found) throw new HttpError(404, API_MESSAGES.packageNotFound)
      return ok(found)
    },
  )

  const staffOnly = { onRequest: app.requireStaff }

  app.get(
    '/api/console/reviews',
    {
      ...staffOnly,
      schema: {
        querystring: ConsoleReviewsQuerySchema,
        response: { 200: pageEnvelope(ConsoleReviewSchema) },
      },
    },
    async (request) => {
      const { reviews, meta } = await listConsoleReviews(app.db, request.query)
      return { success: true as const, data: reviews, meta }
    },
  )

  app.patch(
    '/api/console/reviews/:id',
    {
      ...staffOnly,
      schema: {
        params: z.object({ id: IdSchema }),
        body: ModerateReviewBodySchema,
        response: { 200: okEnvelope(ConsoleReviewSchema) },
      },
    },
    async (request) => {
      const review = await moderateReview(
        app.db,
        currentStaff(request),
        request.params.id,
        request.body,
      )
      return ok(
        review,
        review.status === 'published' ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.rejected,
      )
    },
  )
}
