import {
  type ConsoleReview,
  type CreateReviewBody,
  type ModerateReviewBody,
  type OwnReview,
  PACKAGE_REVIEWS_PAGE_SIZE,
  type PackageReviews,
  type PageMeta,
  type PublicReview,
  REVIEW_MESSAGES,
  type ReviewStatus,
} from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { findOwnRow } from '../bookings/index.ts'
import { bumpCatalogueVersion } from '../catalogue/index.ts'
import { type currentStaff, recordAudit } from '../console/index.ts'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { authorName } from './package-rating.ts'
import {
  findActivePackage,
  findInbox,
  findInboxRow,
  type InboxRow,
  findNames,
  findPublished,
  findReview,
  findReviewOfBooking,
  insertReviewOnce,
  refreshPackageRating,
  type ReviewRow,
  updateModeration,
} from './reviews.repository.ts'

type Staff = ReturnType<typeof currentStaff>

export const CONSOLE_REVIEWS_PAGE_SIZE = 20

function ownReviewOf(row: ReviewRow): OwnReview {
  return {
    _id: row.id,
    bookingId: row.booking_id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    status: row.status,
    reply: row.reply,
    createdAt: row.created_at,
  }
}

function publicReviewOf(row: ReviewRow): PublicReview {
  return {
    _id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author: row.author,
    travelledIn: row.travelled_in,
    verified: true,
    reply: row.reply,
    createdAt: row.created_at,
  }
}

function consoleReviewOf(row: InboxRow): ConsoleReview {
  return {
    _id: row.id,
    bookingId: row.booking_id,
    packageId: row.package_id,
    packageName: row.package_name,
    packageSlug: row.package_slug,
    customerId: row.customer_id,
    author: row.author,
    travelledIn: row.travelled_in,
    rating: row.rating,
    title: row.title,
    text: row.text,
    status: row.status,
    reply: row.reply,
    createdAt: row.created_at,
    moderatedAt: row.moderated_at,
  }
}

/**
 * The traveller of a completed booking reviews it, once. Anyone else's booking is 403 (404 when
 * there is none), a booking not completed 403, a second review 409. It waits for staff as pending.
 */
export async function createReview(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
  body: CreateReviewBody,
  now = new Date(),
): Promise<OwnReview> {
  const booking = await findOwnRow(db, customerId, bookingId)
  if (booking.status !== 'completed') throw new HttpError(403, REVIEW_MESSAGES.notCompleted)
  const names = await findNames(db, customerId)
  const row: ReviewRow = {
    id: newId(),
    booking_id: booking.id,
    customer_id: customerId,
    package_id: booking.package_id,
    rating: body.rating,
    title: body.title,
    text: body.text,
    author: authorName(names?.first_name ?? '', names?.last_name ?? ''),
    travelled_in: booking.start_date.slice(0, 7),
    status: 'pending',
    reply: null,
    created_at: now.toISOString(),
    moderated_at: null,
    moderated_by: null,
    published_at: null,
  }
  if (!(await insertReviewOnce(db, row))) throw new HttpError(409, REVIEW_MESSAGES.already)
  return ownReviewOf(row)
}

/** The traveller's own review of their booking, or null when they have written none. */
export async function getOwnReview(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
): Promise<OwnReview | null> {
  const booking = await findOwnRow(db, customerId, bookingId)
  const row = await findReviewOfBooking(db, booking.id)
  return row ? ownReviewOf(row) : null
}

/** A package's published reviews, one page, with the rating and count they make; null: no package. */
export async function listPackageReviews(
  db: Kysely<Database>,
  idOrSlug: string,
  page: number,
): Promise<PackageReviews | null> {
  const pkg = await findActivePackage(db, idOrSlug)
  if (!pkg) return null
  const { rows, total } = await findPublished(db, pkg.id, page, PACKAGE_REVIEWS_PAGE_SIZE)
  return {
    rating: pkg.rating,
    reviewCount: pkg.review_count,
    reviews: rows.map(publicReviewOf),
    meta: { page, pageSize: PACKAGE_REVIEWS_PAGE_SIZE, total },
  }
}

export async function listConsoleReviews(
  db: Kysely<Database>,
  query: { page: number; status?: ReviewStatus | undefined },
): Promise<{ reviews: ConsoleReview[]; meta: PageMeta }> {
  const { rows, total } = await findInbox(db, query, CONSOLE_REVIEWS_PAGE_SIZE)
  return {
    reviews: rows.map(consoleReviewOf),
    meta: { page: query.page, pageSize: CONSOLE_REVIEWS_PAGE_SIZE, total },
  }
}

/**
 * Publishes or rejects a review, with its public reply (left out: kept). In one transaction with
 * the package's rating from its published reviews, the catalogue version (so cached pages and
 * answers show it at once) and the audit row.
 */
export async function moderateReview(
  db: Kysely<Database>,
  staff: Staff,
  id: string,
  body: ModerateReviewBody,
  now = new Date(),
): Promise<ConsoleReview> {
  await db.transaction().execute(async (trx) => {
    const before = await findReview(trx, id)
    if (!before) throw new HttpError(404, REVIEW_MESSAGES.notFound)
    const stamp = now.toISOString()
    const reply = body.reply === undefined ? before.reply : body.reply
    const published = body.status === 'published'
    await updateModeration(trx, id, {
      status: body.status,
      reply,
      moderated_at: stamp,
      moderated_by: staff.id,
      published_at: published
        ? before.status === 'published'
          ? before.published_at
          : stamp
        : null,
    })
    await refreshPackageRating(trx, before.package_id)
    await bumpCatalogueVersion(trx)
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: published ? 'review.published' : 'review.rejected',
        entity: 'review',
        entityId: id,
        before: { status: before.status, reply: before.reply },
        after: { status: body.status, reply },
      },
      now,
    )
  })
  const row = await findInboxRow(db, id)
  if (!row) throw new HttpError(404, REVIEW_MESSAGES.notFound)
  return consoleReviewOf(row)
}
