import type { ReviewStatus } from '@trippy/contracts'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/index.ts'
import { packageRating } from './package-rating.ts'
import type { ReviewsTable } from './reviews.tables.ts'

export type ReviewRow = Selectable<ReviewsTable>

/** Stores a review unless its booking has one; answers whether it was stored. */
export async function insertReviewOnce(
  db: Kysely<Database>,
  review: ReviewsTable,
): Promise<boolean> {
  const result = await db
    .insertInto('reviews')
    .values(review)
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

export function findReviewOfBooking(db: Kysely<Database>, bookingId: string) {
  return db.selectFrom('reviews').selectAll().where('booking_id', '=', bookingId).executeTakeFirst()
}

export function findReview(db: Kysely<Database>, id: string) {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findNames(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('customers')
    .select(['first_name', 'last_name'])
    .where('id', '=', customerId)
    .executeTakeFirst()
}

/** An active package by id or slug, with its stored rating. */
export function findActivePackage(db: Kysely<Database>, idOrSlug: string) {
  return db
    .selectFrom('packages')
    .select(['id', 'rating', 'review_count'])
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst()
}

/** One page of a package's published reviews, newest first, and how many there are. */
export async function findPublished(
  db: Kysely<Database>,
  packageId: string,
  page: number,
  pageSize: number,
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('reviews')
      .selectAll()
      .where('package_id', '=', packageId)
      .where('status', '=', 'published')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('package_id', '=', packageId)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

function inboxRows(db: Kysely<Database>) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('packages as p', 'p.id', 'r.package_id')
    .selectAll('r')
    .select(['p.name as package_name', 'p.slug as package_slug'])
}

export type InboxRow = ReviewRow & { package_name: string; package_slug: string }

export function findInboxRow(db: Kysely<Database>, id: string): Promise<InboxRow | undefined> {
  return inboxRows(db).where('r.id', '=', id).executeTakeFirst()
}

/** The console's inbox: pending first, then newest first. */
export async function findInbox(
  db: Kysely<Database>,
  { page, status }: { page: number; status?: ReviewStatus | undefined },
  pageSize: number,
) {
  const [rows, count] = await Promise.all([
    inboxRows(db)
      .$if(status !== undefined, (query) => query.where('r.status', '=', status ?? 'pending'))
      .orderBy((eb) => eb.case().when('r.status', '=', 'pending').then(0).else(1).end())
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .$if(status !== undefined, (query) => query.where('status', '=', status ?? 'pending'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

export async function updateModeration(
  db: Kysely<Database>,
  id: string,
  change: Pick<ReviewsTable, 'status' | 'reply' | 'moderated_at' | 'moderated_by' | 'published_at'>,
): Promise<void> {
  await db.updateTable('reviews').set(change).where('id', '=', id).execute()
}

/**
 * Sets a package's stored rating and count from its published reviews, and nothing else: the
 * catalogue reads these columns, so they must follow every publish and unpublish.
 */
export async function refreshPackageRating(db: Kysely<Database>, packageId: string) {
  const sums = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('rating').as('stars'),
    ])
    .where('package_id', '=', packageId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow()
  const { rating, reviewCount } = packageRating(Number(sums.stars ?? 0), Number(sums.count))
  await db
    .updateTable('packages')
    .set({ rating, review_count: reviewCount })
    .where('id', '=', packageId)
    .execute()
  return { rating, reviewCount }
}
