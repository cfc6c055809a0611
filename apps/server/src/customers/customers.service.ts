import {
  ACCOUNT_MESSAGES,
  type AccountSettings,
  type ChangePasswordBody,
  type Customer,
  CustomerCurrencySchema,
  type DeleteAccountBody,
  type LoginBody,
  type LoginResult,
  type RegisterBody,
  SITE,
  type UpdateProfileBody,
} from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { newId } from '../db/ids.ts'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http-error.ts'
import { queueMail } from '../mail/outbox.ts'
import {
  anonymiseCustomer,
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  updateCustomerProfile,
  updateCustomerSettings,
  updatePasswordHash,
} from './customers.repository.ts'
import { type LoginThrottle, throttleKeys } from './login-throttle.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { isProfileComplete } from './profile-completeness.ts'
import { deleteCustomerSessions } from './sessions.repository.ts'
import { endSession, type SessionCustomer, startSession } from './sessions.ts'
import { deleteWishlist } from './wishlist.repository.ts'

export function toCustomer(row: CustomerRow): Customer {
  const profile = {
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    address: row.address,
  }
  return {
    _id: row.id,
    ...profile,
    email: row.email ?? '',
    isProfileComplete: isProfileComplete(profile),
  }
}

/** Registers a customer and queues the welcome mail, together or not at all. */
export async function registerCustomer(
  db: Kysely<Database>,
  body: RegisterBody,
  options: { publicUrl: string },
): Promise<{ _id: string }> {
  const id = newId()
  const passwordHash = await hashPassword(body.password)
  const inserted = await db.transaction().execute(async (trx) => {
    const created = await insertCustomer(trx, {
      id,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      passwordHash,
      now: new Date().toISOString(),
    })
    if (created) await queueMail(trx, welcomeMail(body, options.publicUrl))
    return created
  })
  if (!inserted) {
    throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken, [
      { path: 'email', message: ACCOUNT_MESSAGES.emailTaken },
    ])
  }
  return { _id: id }
}

function welcomeMail(body: RegisterBody, publicUrl: string) {
  const signIn = new URL('/login', publicUrl).href
  return {
    to: body.email,
    subject: `Welcome to ${SITE.name}`,
    text: [
      `Namaste ${body.firstName},`,
      '',
      `Your ${SITE.name} account is ready. Sign in at ${signIn} to complete your profile, save trips to your wishlist and book your departures.`,
      '',
      'If you did not create this account, reply to this mail and we will remove it.',
      '',
      `The ${SITE.name} team`,
    ].join('\n'),
  }
}

/**
 * Signs a customer in. The same 401 whether the email exists or not; 429 once the email or the
 * address has failed too often within the window, before the password is even checked.
 */
export async function logIn(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  body: LoginBody,
  address: string,
): Promise<LoginResult> {
  const keys = throttleKeys(body.email, address)
  if (await throttle.isLocked([keys.email, keys.address])) {
    throw new HttpError(429, ACCOUNT_MESSAGES.tooManyLoginAttempts)
  }
  const row = await findCustomerByEmail(db, body.email)
  const valid = await verifyPassword(row?.password_hash ?? null, body.password)
  if (!row || !valid) {
    await throttle.recordFailure([keys.email, keys.address])
    throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials)
  }
  await throttle.clear(keys.email)
  const token = await startSession(db, row.id)
  return { _id: row.id, token, customer: toCustomer(row) }
}

export async function logOut(db: Kysely<Database>, session: SessionCustomer): Promise<void> {
  await endSession(db, session.sessionId)
}

/** A customer reads and writes only their own account: 403 for anyone else's id. */
async function ownCustomer(
  db: Kysely<Database>,
  session: SessionCustomer,
  userId: string,
): Promise<CustomerRow> {
  if (session.id !== userId) throw new HttpError(403, ACCOUNT_MESSAGES.notYourAccount)
  const row = await findCustomerById(db, userId)
  if (!row) throw new HttpError(401, ACCOUNT_MESSAGES.sessionExpired)
  return row
}

export async function getCustomer(
  db: Kysely<Database>,
  session: SessionCustomer,
  userId: string,
): Promise<Customer> {
  return toCustomer(await ownCustomer(db, session, userId))
}

export async function updateProfile(
  db: Kysely<Database>,
  session: SessionCustomer,
  userId: string,
  body: UpdateProfileBody,
): Promise<Customer> {
  await ownCustomer(db, session, userId)
  await updateCustomerProfile(db, userId, body)
  return toCustomer(await ownCustomer(db, session, userId))
}

function toSettings(row: CustomerRow): AccountSettings {
  const parsed = CustomerCurrencySchema.safeParse(row.display_currency)
  return {
    displayCurrency: parsed.success ? parsed.data : 'INR',
    emailNotifications: row.email_notifications === 1,
  }
}

export async function getSettings(
  db: Kysely<Database>,
  session: SessionCustomer,
  userId: string,
): Promise<AccountSettings> {
  return toSettings(await ownCustomer(db, session, userId))
}

export async function updateSettings(
  db: Kysely<Database>,
  session: SessionCustomer,
  userId: string,
  body: AccountSettings,
): Promise<AccountSettings> {
  await ownCustomer(db, session, userId)
  await updateCustomerSettings(db, userId, body)
  return toSettings(await ownCustomer(db, session, userId))
}

/**
 * Checks the password of a signed-in customer before a sensitive change. Wrong answers count
 * against the sign-in limit of that email, so a stolen token cannot be used to guess it.
 */
async function confirmPassword(
  throttle: LoginThrottle,
  row: CustomerRow,
  password: string,
  field: { path: string; message: string },
  address: string,
): Promise<void> {
  const keys = throttleKeys(row.email ?? '', address)
  if (await throttle.isLocked([keys.email])) {
    throw new HttpError(429, ACCOUNT_MESSAGES.tooManyLoginAttempts)
  }
  if (!(await verifyPassword(row.password_hash, password))) {
    await throttle.recordFailure([keys.email])
    throw new HttpError(400, field.message, [field])
  }
}

/** Changes the password and signs the customer out everywhere but here. */
export async function changePassword(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  session: SessionCustomer,
  userId: string,
  body: ChangePasswordBody,
  address: string,
): Promise<void> {
  const row = await ownCustomer(db, session, userId)
  await confirmPassword(
    throttle,
    row,
    body.currentPassword,
    { path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong },
    address,
  )
  const passwordHash = await hashPassword(body.newPassword)
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash)
    await deleteCustomerSessions(trx, userId, session.sessionId)
  })
}

/**
 * Deletes the account: personal data, sessions and wishlist go; the anonymised row stays so the
 * customer's bookings remain in the operator's accounts.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  session: SessionCustomer,
  userId: string,
  body: DeleteAccountBody,
  address: string,
): Promise<void> {
  const row = await ownCustomer(db, session, userId)
  await confirmPassword(
    throttle,
    row,
    body.password,
    { path: 'password', message: ACCOUNT_MESSAGES.passwordWrong },
    address,
  )
  await db.transaction().execute(async (trx) => {
    await deleteCustomerSessions(trx, userId)
    await deleteWishlist(trx, userId)
    await anonymiseCustomer(trx, userId)
  })
}
