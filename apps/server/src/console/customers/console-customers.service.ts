import type { PageMeta } from '@trippy/contracts'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/index.ts'

export const CUSTOMERS_PAGE_SIZE = 25

/** Customers matching a search over name, email and phone, newest first, with their counts. */
export async function listCustomers(
  db: Kysely<Database>,
  query: { page: number; q?: string | undefined },
  { all = false } = {},
) {
  let filtered = db.selectFrom('customers').where('customers.deleted_at', 'is', null)
  if (query.q) {
    const pattern = `%${query.q.toLowerCase()}%`
    filtered = filtered.where(
      sql<boolean>`lower(customers.first_name || ' ' || customers.last_name || ' ' || coalesce(customers.email, '') || ' ' || customers.phone) like ${pattern}`,
    )
  }
  const [rows, count] = await Promise.all([
    filtered
      .select([
        'customers.id',
        'customers.first_name',
        'customers.last_name',
        'customers.email',
        'customers.phone',
        'customers.created_at',
      ])
      .select((eb) => [
        eb
          .selectFrom('bookings')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('bookings.customer_id', '=', 'customers.id')
          .as('bookings'),
        eb
          .selectFrom('leads')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where(sql<boolean>`lower(leads.email) = lower(customers.email)`)
          .as('leads'),
      ])
      .orderBy('customers.created_at', 'desc')
      .$if(!all, (page) =>
        page.limit(CUSTOMERS_PAGE_SIZE).offset((query.page - 1) * CUSTOMERS_PAGE_SIZE),
      )
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  const meta: PageMeta = {
    page: query.page,
    pageSize: CUSTOMERS_PAGE_SIZE,
    total: Number(count.total),
  }
  return {
    customers: rows.map((row) => ({
      _id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.phone,
      createdAt: row.created_at,
      bookings: Number(row.bookings ?? 0),
      leads: Number(row.leads ?? 0),
    })),
    meta,
  }
}
