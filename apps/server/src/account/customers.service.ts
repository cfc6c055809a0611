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
  type UpdateProfileBody,
} from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { cancelAndAnonymiseBookingsOf } from '../bookings/index.ts'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { forgetMailTo, type MailFooter } from '../mail/index.ts'
import { deleteNotificationsOf } from '../notifications/index.ts'
import {
  anonymiseCustomer,
  customerLocale,
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  updateCustomerProfile,
  updateCustomerSettings,
  updatePasswordHash,
  deleteVerificationTokensOf,
  queueVerificationMail,
  customerWait,
  type LoginThrottle,
  type ThrottleKeys,
  takeGuess as takeThrottledGuess,
  throttleKeys,
  deleteResetTokensOf,
  hashPassword,
  verifyPassword,
  isProfileComplete,
  deleteCustomerSessions,
  endSession,
  type SessionCustomer,
  startSession,
  deleteWishlist,
} from '../customers/index.ts'

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
    ...(row.state ? { state: row.state } : {}),
    isProfileComplete: isProfileComplete(profile),
    emailVerified: row.email_verified_at !== null,
    language: customerLocale(row),
  }
}

/**
 * Registers a customer and queues the welcome mail with the link that verifies their email,
 * together or not at all.
 */
export async function registerCustomer(
  db: Kysely<Database>,
  body: RegisterBody,
  /** PUBLIC_URL and the operator's contacts (app.mailContext). */
  footer: MailFooter,
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
      language: body.language ?? 'en',
      now: new Date().toISOString(),
    })
    if (created) {
      await queueVerificationMail(
        trx,
        footer,
        {
          customerId: id,
          email: body.email,
          firstName: body.firstName,
          locale: body.language ?? 'en',
        },
        { welcome: true },
      )
    }
    return created
  })
  if (!inserted) {
    throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken, [
      { path: 'email', message: ACCOUNT_MESSAGES.emailTaken },
    ])
  }
  return { _id: id }
}

/**
 * Takes a guess from the throttle before a password is checked: 429 for an address that has
 * guessed too often, a pause when the email has (see login-throttle.ts).
 */
async function takeGuess(throttle: LoginThrottle, keys: ThrottleKeys): Promise<void> {
  await takeThrottledGuess(throttle, keys, customerWait, ACCOUNT_MESSAGES.tooManyLoginAttempts)
}

/**
 * Signs a customer in. The same 401 whether the email exists or not; 429 once the address has
 * guessed too often within the window, before the password is even checked. Guesses at the
 * email from elsewhere never refuse the right password from an address that has not guessed.
 */
export async function logIn(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  body: LoginBody,
  address: string,
): Promise<LoginResult> {
  const keys = throttleKeys(body.email, address)
  await takeGuess(throttle, keys)
  const row = await findCustomerByEmail(db, body.email)
  const valid = await verifyPassword(row?.password_hash ?? null, body.password)
  if (!row || !valid) throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials)
  await throttle.succeeded(keys)
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
    language: customerLocale(row),
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
 * Checks the password of a signed-in customer before a sensitive change. Each answer takes a
 * guess as a sign-in does, so a stolen token gets no more guesses than the sign-in form.
 */
async function confirmPassword(
  throttle: LoginThrottle,
  row: CustomerRow,
  password: string,
  field: { path: string; message: string },
  address: string,
): Promise<void> {
  const keys = throttleKeys(row.email ?? '', address)
  await takeGuess(throttle, keys)
  if (!(await verifyPassword(row.password_hash, password))) {
    throw new HttpError(400, field.message, [field])
  }
  await throttle.succeeded(keys)
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
 * Deletes the account, all of it in one transaction: upcoming bookings are cancelled under the
 * refund policy (seats back), every booking keeps no personal details, and the customer's
 * notifications, sessions, reset and verification links, wishlist and mail go. The anonymised
 * customer row stays so the bookings remain in the operator's accounts. Answers the packages
 * whose seats went back.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  session: SessionCustomer,
  userId: string,
  body: DeleteAccountBody,
  address: string,
): Promise<{ packagesWithSeatsBack: string[] }> {
  const row = await ownCustomer(db, session, userId)
  await confirmPassword(
    throttle,
    row,
    body.password,
    { path: 'password', message: ACCOUNT_MESSAGES.passwordWrong },
    address,
  )
  return db.transaction().execute(async (trx) => {
    const packagesWithSeatsBack = await cancelAndAnonymiseBookingsOf(trx, userId)
    await deleteNotificationsOf(trx, userId)
    await deleteCustomerSessions(trx, userId)
    await deleteResetTokensOf(trx, userId)
    await deleteVerificationTokensOf(trx, userId)
    await deleteWishlist(trx, userId)
    if (row.email) await forgetMailTo(trx, row.email)
    await anonymiseCustomer(trx, userId)
    return { packagesWithSeatsBack }
  })
}
