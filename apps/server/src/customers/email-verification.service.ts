import { randomBytes } from 'node:crypto'
import {
  ACCOUNT_MESSAGES,
  EMAIL_VERIFICATION_TTL_DAYS,
  type VerifyEmailBody,
} from '@trippy/contracts'
import { type Locale, localizePath } from '@trippy/i18n/locale'
import type { Kysely } from 'kysely'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { queueMail, type MailFooter } from '../mail/index.ts'
import { emailVerificationMail } from './mails/email-verification.ts'
import { customerLocale, findCustomerById } from './customers.repository.ts'
import {
  countLiveVerificationTokens,
  deleteDeadVerificationTokens,
  deleteVerificationTokensOf,
  findLiveVerificationToken,
  insertVerificationToken,
  markEmailVerified,
  useVerificationToken,
} from './email-verification.repository.ts'
import { hashToken, type SessionCustomer } from './sessions.ts'

export const EMAIL_VERIFICATION_TTL_MS = EMAIL_VERIFICATION_TTL_DAYS * 24 * 60 * 60_000

/**
 * Links a customer may have working at once. Asking again leaves the earlier links working (mails
 * can arrive out of order); past this many, the customer is told to use one of them, so a stolen
 * session cannot fill the inbox.
 */
export const LIVE_VERIFY_LINKS_LIMIT = 5

// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export type VerificationRecipient = {
  customerId: string
  email: string
  firstName: string
  /** The language the mail is written in. */
  locale: Locale
}

/**
 * In the caller's transaction: a new single-use link for the customer, valid 7 days, and its mail
 * (the welcome mail of a new account, or a plain one when asked for again).
 */
export async function queueVerificationMail(
  trx: Kysely<Database>,
  footer: MailFooter,
  recipient: VerificationRecipient,
  { welcome, now = new Date() }: { welcome: boolean; now?: Date },
): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  await insertVerificationToken(trx, {
    id: newId(),
    customerId: recipient.customerId,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS).toISOString(),
  })
  await queueMail(trx, {
    to: recipient.email,
    // A new account's welcome waits behind mail someone asked for; a link asked for again does not.
    priority: welcome ? 'bulk' : 'urgent',
    ...emailVerificationMail(footer, {
      firstName: recipient.firstName,
      link: verificationLink(footer.publicUrl, token, recipient.locale),
      validDays: EMAIL_VERIFICATION_TTL_DAYS,
      welcome,
      locale: recipient.locale,
    }),
  })
}

function verificationLink(publicUrl: string, token: string, locale: Locale): string {
  const link = new URL(localizePath('/verify-email', locale), publicUrl)
  link.searchParams.set('token', token)
  return link.href
}

/**
 * Mails the signed-in customer a new verification link. 'verified' (and no mail) when the address
 * is verified already; 429 past LIVE_VERIFY_LINKS_LIMIT working links.
 */
export async function resendVerification(
  db: Kysely<Database>,
  footer: MailFooter,
  session: SessionCustomer,
  now = new Date(),
): Promise<'sent' | 'verified'> {
  const row = await findCustomerById(db, session.id)
  if (!row?.email) throw new HttpError(401, ACCOUNT_MESSAGES.sessionExpired)
  if (row.email_verified_at !== null) return 'verified'
  const recipient = {
    customerId: row.id,
    email: row.email,
    firstName: row.first_name,
    locale: customerLocale(row),
  }
  await db.transaction().execute(async (trx) => {
    await deleteDeadVerificationTokens(trx, row.id, now.toISOString())
    if (
      (await countLiveVerificationTokens(trx, row.id, now.toISOString())) >= LIVE_VERIFY_LINKS_LIMIT
    )
      throw new HttpError(429, ACCOUNT_MESSAGES.tooManyVerifyLinks)
    await queueVerificationMail(trx, footer, recipient, { welcome: false, now })
  })
  return 'sent'
}

/**
 * Verifies the email of the link's customer. The link is used up by a guarded UPDATE in the same
 * transaction, so it works once however many requests bring it; the customer's other links stop
 * working too. 400 for a link that is unknown, used or expired.
 */
export async function verifyEmail(
  db: Kysely<Database>,
  body: VerifyEmailBody,
  now = new Date(),
): Promise<{ customerId: string }> {
  const invalid = new HttpError(400, ACCOUNT_MESSAGES.verifyLinkInvalid)
  if (!TOKEN_PATTERN.test(body.token)) throw invalid
  const link = await findLiveVerificationToken(db, hashToken(body.token), now.toISOString())
  if (!link) throw invalid
  // The used link goes with the others: verified once, no link of this customer works again.
  const used = await db.transaction().execute(async (trx) => {
    if (!(await useVerificationToken(trx, link.id, now.toISOString()))) return false
    await markEmailVerified(trx, link.customer_id, now.toISOString())
    await deleteVerificationTokensOf(trx, link.customer_id)
    return true
  })
  if (!used) throw invalid
  return { customerId: link.customer_id }
}
