import { createHash, randomBytes } from 'node:crypto'
import { NEWSLETTER_CONFIRM_TTL_DAYS, NEWSLETTER_MESSAGES } from '@trippy/contracts'
import { type Locale, localizePath } from '@trippy/i18n/locale'
import type { Kysely } from 'kysely'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { queueMail, siteUrl, type MailFooter } from '../mail/index.ts'
import { newsletterConfirmMail } from './mails/newsletter-confirm.ts'
import {
  confirmByTokenHash,
  findSubscriberByEmail,
  insertPendingSubscriber,
  renewConfirmation,
  unsubscribeByToken,
} from './newsletter.repository.ts'

const DAY_MS = 24 * 60 * 60_000
export const NEWSLETTER_CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_TTL_DAYS * DAY_MS

/**
 * A pending address gets a new confirmation mail when it signs up again, but not more often than
 * this: the sign-up form is open to anyone, so nobody can fill a stranger's inbox through it.
 */
export const CONFIRM_RESEND_AFTER_MS = 10 * 60_000

// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

const newToken = () => randomBytes(32).toString('base64url')
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

function pageLink(publicUrl: string, path: string, token: string, locale: Locale = 'en'): string {
  const link = new URL(siteUrl(publicUrl, localizePath(path, locale)))
  link.searchParams.set('token', token)
  return link.href
}

/**
 * The headers of every newsletter mail (RFC 2369 and RFC 8058): the mail client's own
 * unsubscribe button posts `List-Unsubscribe=One-Click` to the API link, or writes to us.
 */
export function listUnsubscribeHeaders(
  footer: Pick<MailFooter, 'publicUrl' | 'supportEmail'>,
  unsubscribeToken: string,
): Record<string, string> {
  const api = pageLink(footer.publicUrl, '/api/newsletter/unsubscribe', unsubscribeToken)
  const mailto = `mailto:${footer.supportEmail}?subject=unsubscribe`
  return {
    'List-Unsubscribe': `<${api}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/**
 * Signs an address up, pending until it follows the link in the confirmation mail (double
 * opt-in). The caller answers the same whatever happened, so nobody learns who subscribed: a new
 * or not yet confirmed address gets the mail (at most once per CONFIRM_RESEND_AFTER_MS), a
 * confirmed one nothing, one that unsubscribed is pending again.
 */
export async function subscribeToNewsletter(
  db: Kysely<Database>,
  footer: MailFooter,
  email: string,
  now = new Date(),
  /** The language of the page the address was given on: the confirmation mail's. */
  locale: Locale = 'en',
): Promise<void> {
  const confirmToken = newToken()
  const confirmTokenHash = hashOf(confirmToken)
  await db.transaction().execute(async (trx) => {
    let unsubscribeToken = newToken()
    const inserted = await insertPendingSubscriber(trx, {
      id: newId(),
      email,
      now: now.toISOString(),
      confirmTokenHash,
      unsubscribeToken,
    })
    if (!inserted) {
      const row = await findSubscriberByEmail(trx, email)
      if (!row || row.status === 'confirmed') return
      unsubscribeToken = row.unsubscribe_token ?? unsubscribeToken
      const renewed = await renewConfirmation(trx, row.id, {
        confirmTokenHash,
        unsubscribeToken,
        now: now.toISOString(),
        notSince: new Date(now.getTime() - CONFIRM_RESEND_AFTER_MS).toISOString(),
      })
      if (!renewed) return
    }
    await queueMail(trx, {
      to: email,
      priority: 'bulk',
      ...newsletterConfirmMail(footer, {
        confirmLink: pageLink(footer.publicUrl, '/newsletter/confirm', confirmToken, locale),
        unsubscribeLink: pageLink(
          footer.publicUrl,
          '/newsletter/unsubscribe',
          unsubscribeToken,
          locale,
        ),
        validDays: NEWSLETTER_CONFIRM_TTL_DAYS,
        locale,
      }),
      headers: listUnsubscribeHeaders(footer, unsubscribeToken),
    })
  })
}

/** Confirms the subscription of the link's address; 400 for an unknown, used or expired link. */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<void> {
  const invalid = new HttpError(400, NEWSLETTER_MESSAGES.confirmLinkInvalid)
  if (!TOKEN_PATTERN.test(token)) throw invalid
  const sentAfter = new Date(now.getTime() - NEWSLETTER_CONFIRM_TTL_MS).toISOString()
  if (!(await confirmByTokenHash(db, hashOf(token), now.toISOString(), sentAfter))) throw invalid
}

/** Unsubscribes the link's address, however often asked; 400 for a token we never gave out. */
export async function unsubscribeFromNewsletter(
  db: Kysely<Database>,
  token: string | undefined,
  now = new Date(),
): Promise<void> {
  const invalid = new HttpError(400, NEWSLETTER_MESSAGES.unsubscribeLinkInvalid)
  if (!token || !TOKEN_PATTERN.test(token)) throw invalid
  if (!(await unsubscribeByToken(db, token, now.toISOString()))) throw invalid
}
