import { randomBytes } from 'node:crypto'
import {
  ACCOUNT_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  type RequestPasswordResetBody,
  type ResetPasswordBody,
} from '@trippy/contracts'
import { type Locale, localizePath } from '@trippy/i18n/locale'
import type { Kysely } from 'kysely'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { queueMail, type MailFooter } from '../mail/index.ts'
import { passwordResetMail } from './mails/password-reset.ts'
import { customerLocale, findCustomerByEmail, updatePasswordHash } from './customers.repository.ts'
import {
  countLiveResetTokens,
  deleteDeadResetTokens,
  deleteResetTokensOf,
  findLiveResetToken,
  insertResetToken,
  useResetToken,
} from './password-reset.repository.ts'
import { hashPassword } from './passwords.ts'
import { deleteCustomerSessions } from './sessions.repository.ts'
import { hashToken } from './sessions.ts'

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000

/**
 * Links a customer may have working at once. A new request leaves the earlier links working (the
 * mails can arrive out of order); past this many, it mails nothing until one is used or expires,
 * so nobody can fill a stranger's inbox through this form.
 */
export const LIVE_RESET_LINKS_LIMIT = 3

// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * Makes a reset link and queues its mail, when the email belongs to an account. The caller
 * answers the same either way, and the token is made either way, so that the work done, up to
 * the writes for a real account, is the same.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  body: RequestPasswordResetBody,
  /** PUBLIC_URL and the operator's contacts (app.mailContext), and `now` for tests. */
  options: MailFooter & { now?: Date },
): Promise<void> {
  const now = options.now ?? new Date()
  const token = randomBytes(32).toString('base64url')
  const tokenHash = hashToken(token)
  const row = await findCustomerByEmail(db, body.email)
  if (!row?.email) return
  const to = row.email
  await db.transaction().execute(async (trx) => {
    await deleteDeadResetTokens(trx, row.id, now.toISOString())
    if ((await countLiveResetTokens(trx, row.id, now.toISOString())) >= LIVE_RESET_LINKS_LIMIT) {
      return
    }
    await insertResetToken(trx, {
      id: newId(),
      customerId: row.id,
      tokenHash,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
    })
    await queueMail(trx, {
      to,
      ...passwordResetMail(options, {
        firstName: row.first_name,
        link: resetLink(options.publicUrl, token, customerLocale(row)),
        validMinutes: PASSWORD_RESET_TTL_MINUTES,
        locale: customerLocale(row),
      }),
    })
  })
}

function resetLink(publicUrl: string, token: string, locale: Locale): string {
  const link = new URL(localizePath('/reset-password', locale), publicUrl)
  link.searchParams.set('token', token)
  return link.href
}

/**
 * Sets a new password with the token of a reset link, and signs the customer out everywhere. The
 * link is used up in the same transaction by a guarded UPDATE, so it works once however many
 * requests bring it at the same moment; the customer's other links stop working too.
 * Answers whose sessions ended, for the caller to close their live connections.
 */
export async function resetPassword(
  db: Kysely<Database>,
  body: ResetPasswordBody,
  now = new Date(),
): Promise<{ customerId: string }> {
  const invalid = new HttpError(400, ACCOUNT_MESSAGES.resetLinkInvalid)
  if (!TOKEN_PATTERN.test(body.token)) throw invalid
  // Looked up first so a dead link costs no Argon2 work; the UPDATE below is what decides.
  const link = await findLiveResetToken(db, hashToken(body.token), now.toISOString())
  if (!link) throw invalid
  const passwordHash = await hashPassword(body.password)
  const used = await db.transaction().execute(async (trx) => {
    if (!(await useResetToken(trx, link.id, now.toISOString()))) return false
    await updatePasswordHash(trx, link.customer_id, passwordHash)
    await deleteCustomerSessions(trx, link.customer_id)
    await deleteResetTokensOf(trx, link.customer_id, link.id)
    return true
  })
  if (!used) throw invalid
  return { customerId: link.customer_id }
}
