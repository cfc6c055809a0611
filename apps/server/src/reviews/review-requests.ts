import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { Kysely } from 'kysely'
import { tripNamesOf } from '../bookings/index.ts'
import { queueCustomerMail } from '../customers/index.ts'
import type { Database } from '../db/index.ts'
import type { MailContext } from '../mail/index.ts'
import { reviewRequestMail } from './review-request-mail.ts'

/** The review request goes this many days after the trip's last day (India dates). */
export const REVIEW_REQUEST_DAYS_AFTER = 2
/** Trips that ended longer ago than this are not asked about (e.g. when the job first runs). */
const REVIEW_REQUEST_WINDOW_DAYS = 30

/** The last day a trip may have ended on `today` to be asked about: two days before. */
export function reviewRequestEndedBy(today: string): string {
  return addDays(today, -REVIEW_REQUEST_DAYS_AFTER)
}

/**
 * Asks each traveller of a completed trip that ended two days ago (or earlier, within a month)
 * for a review, once per booking: the request row and the mail go in one transaction, and a
 * second run finds the row and sends nothing. Answers the bookings asked about.
 */
export async function sendReviewRequests(
  db: Kysely<Database>,
  mail: MailContext,
  now = new Date(),
): Promise<string[]> {
  const endedBy = reviewRequestEndedBy(indiaCalendarDate(now))
  const rows = await db
    .selectFrom('bookings as b')
    .leftJoin('review_requests as rq', 'rq.booking_id', 'b.id')
    .leftJoin('reviews as r', 'r.booking_id', 'b.id')
    .select(['b.id', 'b.customer_id', 'b.package_json', 'b.start_date', 'b.end_date'])
    .where('b.status', '=', 'completed')
    .where('b.end_date', '<=', endedBy)
    .where('b.end_date', '>=', addDays(endedBy, -REVIEW_REQUEST_WINDOW_DAYS))
    .where('rq.booking_id', 'is', null)
    .where('r.id', 'is', null)
    .orderBy('b.end_date')
    .limit(500)
    .execute()
  const asked: string[] = []
  for (const row of rows) {
    const stored = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('review_requests')
        .values({ booking_id: row.id, sent_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('booking_id').doNothing())
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false
      await queueCustomerMail(
        trx,
        row.customer_id,
        (firstName, locale) =>
          reviewRequestMail(mail, {
            firstName,
            locale,
            bookingId: row.id,
            ...tripNamesOf(row),
            startDate: row.start_date,
            endDate: row.end_date,
          }),
        { reminder: true },
      )
      return true
    })
    if (stored) asked.push(row.id)
  }
  return asked
}
