import { SITE } from '@trippy/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { Database } from '../db/schema.ts'

/** What delivery needs of a mail transport; nodemailer's transporter is one. */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>
  close?(): void
}

export const MAIL_POLL_MS = 5000
export const MAIL_MAX_ATTEMPTS = 5
/**
 * How long after it was queued a mail may be tried again, by attempts already made: a short SMTP
 * outage costs a few retries, not all of them. Counted from `created_at`, the one time we keep.
 */
const RETRY_AFTER_MS = [0, 60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000]
const BATCH_SIZE = 20
/** A claim older than this at start-up belongs to a process that died while sending. */
const STALE_CLAIM_MS = 10 * 60_000
/** Without SMTP, mail queued this recently is written to the log (once per process). */
const LOG_WINDOW_MS = 5 * 60_000

export type DeliveryResult = { sent: number; failed: number; retrying: number }

/**
 * Sends the queued mail that is due, oldest first. Each row is claimed with a guarded UPDATE
 * (queued → sending) before sending, so N processes never send one mail twice. A sent row gets
 * `sent_at`; a failed try goes back to `queued` with `last_error` until MAIL_MAX_ATTEMPTS, then
 * stays `failed`.
 */
export async function deliverQueuedMail(
  db: Kysely<Database>,
  transport: MailTransport,
  options: { from: string; now?: Date },
): Promise<DeliveryResult> {
  const now = options.now ?? new Date()
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'attempts'])
    .where('status', '=', 'queued')
    .where((eb) =>
      eb.or(
        RETRY_AFTER_MS.map((delay, attempts) =>
          eb.and([
            eb('attempts', '=', attempts),
            eb('created_at', '<=', new Date(now.getTime() - delay).toISOString()),
          ]),
        ),
      ),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(BATCH_SIZE)
    .execute()

  const result: DeliveryResult = { sent: 0, failed: 0, retrying: 0 }
  for (const row of rows) {
    const attempts = row.attempts + 1
    const claim = await db
      .updateTable('mail_outbox')
      .set({ status: 'sending', attempts })
      .where('id', '=', row.id)
      .where('status', '=', 'queued')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst()
    if (Number(claim.numUpdatedRows) !== 1) continue

    try {
      await transport.sendMail({
        from: options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
      })
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: new Date().toISOString(), last_error: null })
        .where('id', '=', row.id)
        .execute()
      result.sent++
    } catch (error) {
      const giveUp = attempts >= MAIL_MAX_ATTEMPTS
      await db
        .updateTable('mail_outbox')
        .set({
          status: giveUp ? 'failed' : 'queued',
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        })
        .where('id', '=', row.id)
        .execute()
      if (giveUp) result.failed++
      else result.retrying++
    }
  }
  return result
}

/** Puts back mail whose sender died mid-send; run once at start-up. */
export async function releaseStaleClaims(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'queued' })
    .where('status', '=', 'sending')
    .where('created_at', '<', new Date(now.getTime() - STALE_CLAIM_MS).toISOString())
    .execute()
}

/**
 * Without SMTP_URL mail stays queued in the outbox (ready for when SMTP is configured) and is
 * written to the log, each mail once per process.
 */
export function createMailLogger(db: Kysely<Database>, log: FastifyBaseLogger, since = new Date()) {
  const logged = new Map<string, string>()
  return async function logQueuedMail(now = new Date()): Promise<number> {
    const windowStart = new Date(Math.max(since.getTime(), now.getTime() - LOG_WINDOW_MS))
    const from = windowStart.toISOString()
    for (const [id, createdAt] of logged) if (createdAt < from) logged.delete(id)
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'created_at'])
      .where('status', '=', 'queued')
      .where('created_at', '>=', from)
      .orderBy('created_at')
      .execute()
    let count = 0
    for (const row of rows) {
      if (logged.has(row.id)) continue
      logged.set(row.id, row.created_at)
      log.info(
        { mail: { id: row.id, to: row.to_address, subject: row.subject, text: row.text_body } },
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
  const logQueuedMail = createMailLogger(app.db, app.log)
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let inFlight: Promise<void> = Promise.resolve()

  const tick = async () => {
    try {
      if (transport) {
        const result = await deliverQueuedMail(app.db, transport, { from })
        if (result.sent || result.failed || result.retrying) app.log.info(result, 'Mail delivery')
      } else {
        await logQueuedMail()
      }
    } catch (error) {
      app.log.error({ err: error }, 'Mail delivery failed')
    }
  }
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      inFlight = tick().then(schedule)
    }, pollMs)
    timer.unref()
  }

  inFlight = (async () => {
    if (transport) {
      await releaseStaleClaims(app.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'Could not release stale mail claims'),
      )
    }
    await tick()
    schedule()
  })()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await inFlight
      transport?.close?.()
    },
  }
}

/** Registers mail delivery: starts when the app is ready, stops before the database closes. */
export const mailDeliveryPlugin = fp(
  async (app) => {
    let delivery: ReturnType<typeof startMailDelivery> | undefined
    app.addHook('onReady', async () => {
      delivery = startMailDelivery(app)
    })
    app.addHook('onClose', async () => delivery?.stop())
  },
  { name: 'mail-delivery', dependencies: ['env', 'db'] },
)
