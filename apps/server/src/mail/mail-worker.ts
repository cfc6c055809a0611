import { SITE } from '@trippy/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { setTimeout as wait } from 'node:timers/promises'
import nodemailer from 'nodemailer'
import { z } from 'zod'
import type { Database } from '../db/index.ts'
import type { AttachmentRegistry, ResolvedAttachment } from './attachments.ts'
import { contentOf, type WritingContext } from './mail-content.ts'
import {
  claimMail,
  type DueMail,
  findDueMail,
  findQueuedSince,
  markFailedTry,
  markSent,
  releaseClaim,
  releaseClaimsOlderThan,
} from './outbox.repository.ts'
import { listenForQueuedMail, onMailQueuedHere } from './mail-queued.ts'

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
  /** What mail kept as a template is written with (links, contacts, how to pay, the writers). */
  context: WritingContext
  now?: Date
  /** Makes the attachments a mail refers to; without it, mail goes without them. */
  attachments?: AttachmentRegistry
  /** Told of an attachment left out because nothing could make it. */
  log?: { warn(details: object, message: string): void }
  /** How many mails are sent at once: the SMTP pool's size. 1 unless said. */
  concurrency?: number
  /** Ends the drain: no new mail is taken, the mail in flight finishes. */
  signal?: AbortSignal
}

/** Looks for mail queued by other instances this often; this process's own wakes it at once. */
export const MAIL_POLL_MS = 1000
export const MAIL_MAX_ATTEMPTS = 5
/**
 * How long after it was queued a mail may be tried again, by attempts already made: a few
 * refusals cost a few retries, not all of them. Counted from `created_at`, the one time we keep.
 * Only a refusal of the mail itself is an attempt; an unreachable server is waited out instead.
 */
const RETRY_AFTER_MS = [0, 60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000]
/** A claim older than this belongs to a process that died while sending. */
const STALE_CLAIM_MS = 10 * 60_000
/** How often the worker looks for such claims. */
const STALE_CHECK_MS = 60_000
/** Without SMTP, mail queued this recently is written to the log (once per process). */
const LOG_WINDOW_MS = 5 * 60_000

/**
 * `postponed`: mails put back untouched (their attempts too) because the SMTP server could not
 * be reached; the drain stopped taking mail when the first came back so.
 */
export type DeliveryResult = { sent: number; failed: number; retrying: number; postponed: number }

/**
 * Failures of the SMTP server or the way to it, not of the mail: refused or dropped connections,
 * timeouts (connect, greeting, socket), DNS, TLS, our credentials, and 421 (service not
 * available). Anything else (a 5xx for a recipient, a template or attachment that cannot be
 * made) is the mail's own, and costs it an attempt.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
  'EPROXY',
  'ECONNREFUSED',
  'ECONNRESET',
])

export function isServerUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
  return responseCode === 421 || (typeof code === 'string' && UNREACHABLE_CODES.has(code))
}

const messageOfError = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sends queued mail until none is due: urgent before bulk, then oldest first, `concurrency` at
 * once, asking for the next due mail whenever a send ends (so an urgent mail queued meanwhile
 * goes next). Each mail is claimed (queued → sending, with the claim's time) before sending, so
 * N processes never send one mail twice. A sent mail gets `sent_at`; a refused one goes back to
 * `queued` with `last_error` until MAIL_MAX_ATTEMPTS, then stays `failed`. When the server
 * cannot be reached the mail goes back as it was and the drain stops: the caller waits.
 */
export async function deliverQueuedMail(
  db: Kysely<Database>,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const concurrency = Math.max(1, options.concurrency ?? 1)
  const result: DeliveryResult = { sent: 0, failed: 0, retrying: 0, postponed: 0 }
  const inFlight = new Set<Promise<void>>()
  let unreachable = false
  let broken: { error: unknown } | undefined

  const send = async (mail: DueMail) => {
    try {
      await transport.sendMail(await messageOf(db, mail, options))
      await markSent(db, mail.id, new Date())
      result.sent++
    } catch (error) {
      if (isServerUnreachable(error)) {
        unreachable = true
        await releaseClaim(db, mail, messageOfError(error))
        result.postponed++
        return
      }
      const giveUp = mail.attempts + 1 >= MAIL_MAX_ATTEMPTS
      await markFailedTry(db, mail.id, messageOfError(error), giveUp)
      if (giveUp) result.failed++
      else result.retrying++
    }
  }
  const start = (mail: DueMail) => {
    const sending: Promise<void> = send(mail)
      .catch((error: unknown) => {
        // The database failed us mid-try: the claim stays, and is put back as a stale one.
        broken ??= { error }
      })
      .finally(() => inFlight.delete(sending))
    inFlight.add(sending)
  }

  while (!unreachable && !broken && !options.signal?.aborted) {
    if (inFlight.size >= concurrency) {
      await Promise.race(inFlight)
      continue
    }
    const due = await findDueMail(
      db,
      options.now ?? new Date(),
      RETRY_AFTER_MS,
      concurrency - inFlight.size,
    )
    if (due.length === 0) {
      if (inFlight.size === 0) break
      await Promise.race(inFlight)
      continue
    }
    // Claimed here, before the next due query, which then no longer sees them.
    for (const mail of due) if (await claimMail(db, mail, new Date())) start(mail)
  }
  await Promise.all(inFlight)
  if (broken) throw broken.error
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
  context: WritingContext,
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

export type SmtpOptions = {
  /** Connections kept open to the SMTP server, and so mails sent at once. */
  poolSize?: number
  connectionTimeoutMs?: number
  /** How long a server that accepted the connection may take to say hello. */
  greetingTimeoutMs?: number
  socketTimeoutMs?: number
}

/**
 * A pool of SMTP connections kept open between mails. Nodemailer's own retry of a message whose
 * connection closed is off: the outbox decides when a mail is tried again.
 */
export function createSmtpTransport(smtpUrl: string, options: SmtpOptions = {}): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: options.poolSize ?? 5,
    maxRequeues: 0,
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.greetingTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  })
}

export type MailDeliveryOptions = {
  /** How often to look for mail queued elsewhere (and retries that fell due). */
  pollMs?: number
  /** Mails sent at once; SMTP_POOL_SIZE unless said. */
  poolSize?: number
  /** SMTP timeouts, for tests that would not wait 10 s for a server that never greets. */
  smtp?: Omit<SmtpOptions, 'poolSize'>
  /** While the SMTP server cannot be reached: the first wait, doubled each time up to `max`. */
  backoffMs?: { first: number; max: number }
}

/**
 * Starts delivering the outbox in the background: through SMTP when SMTP_URL is set, else to the
 * log. Sends until nothing is due, then waits for a mail queued in this process (at once), a
 * NOTIFY from another instance on PostgreSQL, or the next poll. While the SMTP server cannot be
 * reached it waits 1 s, 2 s, 4 s... up to 30 s between tries, without using up the mail's
 * attempts. Stops (and waits for the mail in flight) when the app closes.
 */
export function startMailDelivery(app: FastifyInstance, options: MailDeliveryOptions = {}) {
  const poolSize = options.poolSize ?? app.env.SMTP_POOL_SIZE
  const backoff = options.backoffMs ?? { first: 1000, max: 30_000 }
  const transport = app.env.SMTP_URL
    ? createSmtpTransport(app.env.SMTP_URL, { poolSize, ...options.smtp })
    : undefined
  const from = `"${SITE.name}" <${app.env.SUPPORT_EMAIL}>`
  const logQueuedMail = createMailLogger(app.db, app.log, app.mailContext, {
    wholeMail: app.env.NODE_ENV !== 'production',
  })
  const stopping = new AbortController()
  let lastStaleCheck = 0
  let waitMs = 0
  let running: Promise<void> | undefined
  /** Set when a wake comes while a drain runs: another drain follows it. */
  let wanted = false

  const deliver = async () => {
    if (!transport) {
      await logQueuedMail()
      return
    }
    if (Date.now() - lastStaleCheck >= STALE_CHECK_MS) {
      lastStaleCheck = Date.now()
      const released = await releaseStaleClaims(app.db)
      if (released)
        app.log.warn({ released }, 'Mail left mid-send by a dead process is queued again')
    }
    const result = await deliverQueuedMail(app.db, transport, {
      from,
      context: app.mailContext,
      attachments: app.mailContext.attachments,
      log: app.log,
      concurrency: poolSize,
      signal: stopping.signal,
    })
    if (result.sent || result.failed || result.retrying) app.log.info(result, 'Mail delivery')
    if (result.postponed === 0) {
      waitMs = 0
      return
    }
    waitMs = waitMs === 0 || result.sent > 0 ? backoff.first : Math.min(waitMs * 2, backoff.max)
    app.log.warn(
      { postponed: result.postponed, retryInMs: waitMs },
      'SMTP server unreachable; mail waits in the outbox',
    )
    await wait(waitMs, undefined, { signal: stopping.signal }).catch(() => {})
    wanted = true
  }

  const wake = () => {
    if (stopping.signal.aborted) return
    if (running) {
      wanted = true
      return
    }
    running = (async () => {
      do {
        wanted = false
        try {
          await deliver()
        } catch (error) {
          app.log.error({ err: error }, 'Mail delivery failed')
        }
      } while (wanted && !stopping.signal.aborted)
    })().finally(() => {
      running = undefined
    })
  }

  const poll = setInterval(wake, options.pollMs ?? MAIL_POLL_MS)
  poll.unref()
  // Without SMTP, mail is only written to the log: the poll is soon enough, and reading the log's
  // window of queued mail at each mail queued made a booking rush pay for every mail before it.
  const stopHearing = transport ? onMailQueuedHere(wake) : () => {}
  const listener =
    transport && app.env.DATABASE_URL
      ? listenForQueuedMail(app.env.DATABASE_URL, wake, app.log)
      : undefined
  wake()
  return {
    async stop() {
      stopping.abort()
      clearInterval(poll)
      stopHearing()
      await listener?.close()
      await running
      transport?.close?.()
    },
  }
}
