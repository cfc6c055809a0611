import type { ConsoleBookingsQuery } from '@trippy/contracts'
import { indiaCalendarDate } from '@trippy/contracts/calendar'
import { type Kysely, sql } from 'kysely'
import { containsPattern, type Database } from '../../db/index.ts'

export const BOOKINGS_PAGE_SIZE = 25

/** The bookings desk's search: filters, then newest first, one page (or all, for the CSV). */
export type DeskBookingsFilter = Omit<ConsoleBookingsQuery, 'page'> & { customerId?: string }

export function searchBookings(db: Kysely<Database>, query: DeskBookingsFilter, now = new Date()) {
  let search = db
    .selectFrom('bookings')
    .innerJoin('batches', 'batches.id', 'bookings.batch_id')
    .leftJoin('customers', 'customers.id', 'bookings.customer_id')
  if (query.customerId) search = search.where('bookings.customer_id', '=', query.customerId)
  if (query.status) search = search.where('bookings.status', '=', query.status)
  if (query.departureId) search = search.where('bookings.batch_id', '=', query.departureId)
  if (query.from) search = search.where('bookings.start_date', '>=', query.from)
  if (query.to) search = search.where('bookings.start_date', '<=', query.to)
  if (query.overdue === 'true') {
    search = search
      .where('bookings.status', '=', 'confirmed')
      .where('bookings.payment_type', '=', 'advance')
      .where('bookings.remaining_due_date', '<', indiaCalendarDate(now))
  }
  if (query.q) {
    // Case-insensitive on both databases; % and _ in what was typed match themselves.
    const pattern = containsPattern(query.q)
    const digits = query.q.replace(/\D/g, '')
    search = search.where((eb) =>
      eb.or([
        eb('bookings.id', '=', query.q?.toLowerCase() ?? ''),
        eb(sql`lower(bookings.customer_details_json)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(customers.email)`, 'like', sql`${pattern} escape '\\'`),
        ...(digits.length >= 4
          ? [
              eb(
                sql`replace(replace(replace(bookings.customer_details_json, ' ', ''), '-', ''), '+', '')`,
                'like',
                `%${digits}%`,
              ),
            ]
          : []),
      ]),
    )
  }
  return search
}

export function bookingRowsOf(
  db: Kysely<Database>,
  query: DeskBookingsFilter,
  page: { limit: number; offset: number } | null,
) {
  let rows = searchBookings(db, query)
    .selectAll('bookings')
    .select(['batches.availability', 'customers.email as account_email'])
    .orderBy('bookings.booked_at', 'desc')
    .orderBy('bookings.id', 'desc')
  if (page) rows = rows.limit(page.limit).offset(page.offset)
  return rows.execute()
}

export async function countBookings(
  db: Kysely<Database>,
  query: Omit<ConsoleBookingsQuery, 'page'>,
): Promise<number> {
  const row = await searchBookings(db, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}
