import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import type { InvoicesTable } from './invoices.tables.ts'

const ISSUER_KEY = 'invoice_issuer'

/**
 * Takes the next number of a series, in the caller's transaction, in one statement: the first
 * document of a series inserts its counter, every later one moves it up by one. The counter's
 * row stays locked until the transaction ends (PostgreSQL; SQLite has one writer anyway), so
 * concurrent issuers get consecutive numbers, and a rollback gives the number back: no gaps.
 */
export async function takeNumber(db: Kysely<Database>, series: string): Promise<number> {
  const row = await db
    .insertInto('invoice_counters')
    .values({ series, next_number: 2 })
    .onConflict((conflict) =>
      conflict.column('series').doUpdateSet((eb) => ({
        next_number: eb('invoice_counters.next_number', '+', 1),
      })),
    )
    .returning('next_number')
    .executeTakeFirstOrThrow()
  return Number(row.next_number) - 1
}

export function findDocument(db: Kysely<Database>, bookingId: string, kind: string) {
  return db
    .selectFrom('invoices')
    .select(['number', 'issued_at', 'document_json'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .executeTakeFirst()
}

export async function insertDocument(db: Kysely<Database>, row: InvoicesTable): Promise<void> {
  await db.insertInto('invoices').values(row).execute()
}

export async function setInvoiceNumber(
  db: Kysely<Database>,
  bookingId: string,
  number: string,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ invoice_number: number })
    .where('id', '=', bookingId)
    .execute()
}

/** What an invoice prints of a booking and of the customer who made it. */
export function findInvoiceSource(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'bookings.id',
      'bookings.package_json',
      'bookings.addons_json',
      'bookings.number_of_seats',
      'bookings.start_date',
      'bookings.end_date',
      'bookings.subtotal_paise',
      'bookings.gst_paise',
      'bookings.promo_code',
      'bookings.discount_paise',
      'bookings.customer_details_json',
      'customers.first_name',
      'customers.last_name',
      'customers.address',
      'customers.state',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst()
}

export type InvoiceSourceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceSource>>>

export function findBookingOwner(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select('customer_id')
    .where('id', '=', bookingId)
    .executeTakeFirst()
}

/** The issuer's details as JSON, shared by every process on this database. */
export async function saveIssuerJson(db: Kysely<Database>, json: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key: ISSUER_KEY, value: json })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json }))
    .execute()
}

export async function findIssuerJson(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', ISSUER_KEY)
    .executeTakeFirst()
  return row?.value
}
