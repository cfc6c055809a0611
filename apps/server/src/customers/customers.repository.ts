import { type Locale, isLocale } from '@trippy/i18n/locale'
import type { Kysely } from 'kysely'
import { preparedQuery, type Database } from '../db/index.ts'

const customerColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'address',
  'state',
  'password_hash',
  'display_currency',
  'email_notifications',
  'email_verified_at',
  'language',
] as const

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerById>>>

export type NewCustomer = {
  id: string
  email: string
  firstName: string
  lastName: string
  phone: string
  passwordHash: string
  /** The language of the customer's mails. */
  language: Locale
  now: string
}

/** Inserts the customer unless the email is taken; says whether it did. */
export async function insertCustomer(
  db: Kysely<Database>,
  customer: NewCustomer,
): Promise<boolean> {
  const result = await db
    .insertInto('customers')
    .values({
      id: customer.id,
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      phone: customer.phone,
      address: '',
      password_hash: customer.passwordHash,
      display_currency: 'INR',
      email_notifications: 1,
      language: customer.language,
      created_at: customer.now,
      updated_at: customer.now,
      deleted_at: null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

// Read by every booking, in its transaction (whom its mails go to).
const customerById = preparedQuery((db, id: string) =>
  db
    .selectFrom('customers')
    .select(customerColumns)
    .where('id', '=', id)
    .where('deleted_at', 'is', null),
)

/** A customer who has not deleted their account. */
export async function findCustomerById(db: Kysely<Database>, id: string) {
  const [row] = await customerById(db, id)
  return row
}

export async function findCustomerByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('customers')
    .select(customerColumns)
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function updateCustomerProfile(
  db: Kysely<Database>,
  id: string,
  profile: {
    firstName: string
    lastName: string
    phone: string
    address: string
    /** Left undefined, the stored state stays. */
    state?: string | undefined
  },
): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      first_name: profile.firstName,
      last_name: profile.lastName,
      phone: profile.phone,
      address: profile.address,
      ...(profile.state !== undefined ? { state: profile.state } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute()
}

export async function updateCustomerSettings(
  db: Kysely<Database>,
  id: string,
  settings: {
    displayCurrency: string
    emailNotifications: boolean
    /** Left undefined, the stored language stays. */
    language?: Locale | undefined
  },
): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      display_currency: settings.displayCurrency,
      email_notifications: settings.emailNotifications ? 1 : 0,
      ...(settings.language !== undefined ? { language: settings.language } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute()
}

export async function updatePasswordHash(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute()
}

/**
 * Removes the personal data but keeps the row, so bookings made by this customer still point at
 * it for the operator's accounts.
 */
export async function anonymiseCustomer(db: Kysely<Database>, id: string): Promise<void> {
  const now = new Date().toISOString()
  await db
    .updateTable('customers')
    .set({
      email: null,
      first_name: '',
      last_name: '',
      phone: '',
      address: '',
      state: '',
      password_hash: null,
      email_notifications: 0,
      email_verified_at: null,
      updated_at: now,
      deleted_at: now,
    })
    .where('id', '=', id)
    .execute()
}

/** The language of a customer's mails, as stored: English for anything but 'hi'. */
export const customerLocale = (row: { language: string }): Locale =>
  isLocale(row.language) ? row.language : 'en'
