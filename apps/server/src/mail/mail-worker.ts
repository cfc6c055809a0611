import { SITE } from '@trippy/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import { z } from 'zod'
import type { Database } from '../db/schema.ts'
import { startPolling } from '../scheduler/polling.ts'
import type { AttachmentRegistry, ResolvedAttachment } from './attachments.ts'
import { contentOf } from './mail-content.ts'
import {
  claimMail,
  type DueMail,
  findDueMail,
  findQueuedSince,
  markFailedTry,
  markSent,
  releaseClaimsOlderThan,
} from './outbox.repository.ts'
import type { TemplateContext } from './templates/booking-parts.ts'

/** A mail as it leaves: text, and HTML, headers and attachments when it has them. */
export type MailMessage = {
  from: string
  to: string
  subject: string
  text: string
  html?: string
  headers?: Record<string, string>
  attachments?: ResolvedAttachment[]
}

/** What delivery needs of a mail transport; nodemailer's transporter is one. */
export type MailTransport = {
  sendMail(message: MailMessage): Promise<unknown>
  close?(): void
}

export type DeliveryOptions = {
  from: string
  /** What booking mail kept as a template is written with (links, contacts, how to pay). */
  context: TemplateContext
  now?: Date
  /** Makes the attachments a mail refers to; without it, mail goes without them. */
  attachments?: AttachmentRegistry
  /** Told of an attachment left out because nothing could make it. */
  log?: { warn(details: object, message: string): void }
}

export const MAIL_POLL_MS = 5000
export const MAIL_MAX_ATTEMPTS = 5
/**
 * How long after it was queued a mail may be tried again, by attempts already made: a short SMTP
 * outage costs a few retries, not all of them. Counted from `created_at`, the one time we keep.
 */
const RETRY_AFTER_MS = [0, 60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000]
const BATCH_SIZE = 20
/** A claim older than this belongs to a process that died while sending. */
const STALE_CLAIM_MS = 10 * 60_000
/** Without SMTP, mail queued this recently is written to the log (once per process). */
const LOG_WINDOW_MS = 5 * 60_000

export type DeliveryResult = { sent: number; failed: number; retrying: number }

/**
 * Sends the queued mail that is due, oldest first. Each mail is claimed (queued → sending, with
 * the claim's time) before sending, so N processes never send one mail twice. A sent mail gets
 * `sent_at`; a failed try goes back to `queued` with `last_error` until MAIL_MAX_ATTEMPTS, then
 * stays `failed`.
 */
export async function deliverQueuedMail(
  db: Kysely<Database>,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const now = options.now ?? new Date()
  const result: DeliveryResult = { sent: 0, failed: 0, retrying: 0 }
  for (const mail of await findDueMail(db, now, RETRY_AFTER_MS, BATCH_SIZE)) {
    if (!(await claimMail(db, mail, new Date()))) continue
    try {
      await transport.sendMail(await messageOf(db, mail, options))
      await markSent(db, mail.id, new Date())
      result.sent++
    } catch (error) {
      const giveUp = mail.attempts + 1 >= MAIL_MAX_ATTEMPTS
      await markFailedTry(
        db,
        mail.id,
        error instanceof Error ? error.message : String(error),
        giveUp,
      )
      if (giveUp) result.failed++
      else result.retrying++
    }
  }
  return result
}

const HeadersSchema = z.record(z.string(), z.string())

/**
 * The message for a queued mail, its attachments made now. An attachment whose kind no feature
 * registered, or whose document does not exist, is left out and logged; a resolver that throws
 * fails the try, so the mail is sent later with its document.
 */
async function messageOf(
  db: Kysely<Database>,
  mail: DueMail,
  options: DeliveryOptions,
): Promise<MailMessage> {
  const content = contentOf(mail, options.context)
  const message: MailMessage = {
    from: options.from,
    to: mail.to_address,
    subject: content.subject,
    text: content.text,
  }
  if (content.html !== undefined) message.html = content.html
  if (mail.headers_json !== null)
    message.headers = HeadersSchema.parse(JSON.parse(mail.headers_json))
  if (content.attachments.length > 0) {
    const attachments: ResolvedAttachment[] = []
    for (const ref of content.attachments) {
      const resolver = options.attachments?.resolverOf(ref.kind)
      const attachment = resolver ? await resolver(ref, db) : null
      if (attachment) attachments.push(attachment)
      else
        options.log?.warn(
          { mailId: mail.id, attachment: ref },
          resolver
            ? 'Mail sent without an attachment: its document does not exist'
            : 'Mail sent without an attachment: no resolver knows its kind',
        )
    }
    if (attachments.length > 0) message.attachments = attachments
  }
  return message
}

/**
 * Puts back mail whose sender died mid-send: claimed longer ago than any send may take (the SMTP
 * timeouts below end a send well within it). A slow send of an old mail is not touched.
 */
export async function releaseStaleClaims(db: Kysely<Database>, now = new Date()): Promise<number> {
  return releaseClaimsOlderThan(db, new Date(now.getTime() - STALE_CLAIM_MS))
}

/**
 * Without SMTP_URL mail stays queued in the outbox (ready for when SMTP is configured) and is
 * written to the log, each mail once per process. The whole mail only where asked (development):
 * a production log is read by more people than the mail's recipient, and a mail may carry a live
 * password-reset link, so there it names the recipient and subject alone.
 */
export function createMailLogger(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  context: TemplateContext,
  { since = new Date(), wholeMail = false }: { since?: Date; wholeMail?: boolean } = {},
) {
  const logged = new Map<string, string>()
  return async function logQueuedMail(now = new Date()): Promise<number> {
    const windowStart = new Date(Math.max(since.getTime(), now.getTime() - LOG_WINDOW_MS))
    const from = windowStart.toISOString()
    for (const [id, createdAt] of logged) if (createdAt < from) logged.delete(id)
    const rows = await findQueuedSince(db, from)
    let count = 0
    for (const row of rows) {
      if (logged.has(row.id)) continue
      logged.set(row.id, row.created_at)
      const { subject, text } = contentOf(row, context)
      const mail = { id: row.id, to: row.to_address, subject }
      log.info(
        { mail: wholeMail ? { ...mail, text } : mail },
        'Mail kept in the outbox (SMTP_URL is not set)',
      )
      count++
    }
    return count
  }
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
}

/**
 * Starts delivering the outbox in the background: through SMTP when SMTP_URL is set, else to the
 * log. Polls every MAIL_POLL_MS; stops (and waits for the mail in flight) when the app closes.
 */
export function startMailDelivery(app: FastifyInstance, pollMs = MAIL_POLL_MS) {
  const transport = app.env.SMTP_URL ? createSmtpTransport(app.env.SMTP_URL) : undefined
  const from = `"${SITE.name}" <${app.env.SUPPORT_EMAIL}>`
  const logQueuedMail = createMailLogger(app.db, app.log, app.mailContext, {
    wholeMail: app.env.NODE_ENV !== 'production',
  })
  const tick = async () => {
    try {
      if (transport) {
        const released = await releaseStaleClaims(app.db)
        if (released)
          app.log.warn({ released }, 'Mail left mid-send by a dead process is queued again')
        const result = await deliverQueuedMail(app.db, transport, {
          from,
          context: app.mailContext,
          attachments: app.mailContext.attachments,
          log: app.log,
        })
        if (result.sent || result.failed || result.retrying) app.log.info(result, 'Mail delivery')
      } else {
        await logQueuedMail()
      }
    } catch (error) {
      app.log.error({ err: error }, 'Mail delivery failed')
    }
  }
  const polling = startPolling(tick, pollMs)
  return {
    async stop() {
      await polling.stop()
      transport?.close?.()
    },
  }
}
