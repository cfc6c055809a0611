import type { Kysely } from 'kysely'
import type { Database, MailOutboxTable } from '../db/index.ts'
import { CONTENT_COLUMNS, type StoredContent } from './mail-content.ts'

export type DueMail = Pick<MailOutboxTable, 'id' | 'to_address' | 'headers_json' | 'attempts'> &
  StoredContent

/**
 * Queued mail that is due, urgent before bulk, then oldest first: a try `attempts` times in is
 * due `retryAfterMs[attempts]` after it was queued, so a few refusals cost a few retries.
 */
export async function findDueMail(
  db: Kysely<Database>,
  now: Date,
  retryAfterMs: readonly number[],
  limit: number,
): Promise<DueMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', ...CONTENT_COLUMNS, 'headers_json', 'attempts'])
    .where('status', '=', 'queued')
    .where((eb) =>
      eb.or(
        retryAfterMs.map((delay, attempts) =>
          eb.and([
            eb('attempts', '=', attempts),
            eb('created_at', '<=', new Date(now.getTime() - delay).toISOString()),
          ]),
        ),
      ),
    )
    .orderBy('priority')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * Takes one mail for sending (queued → sending) with the time of the claim. A guarded UPDATE:
 * of N processes trying at once, one gets it.
 */
export async function claimMail(db: Kysely<Database>, mail: DueMail, now: Date): Promise<boolean> {
  const claim = await db
    .updateTable('mail_outbox')
    .set({ status: 'sending', attempts: mail.attempts + 1, claimed_at: now.toISOString() })
    .where('id', '=', mail.id)
    .where('status', '=', 'queued')
    .where('attempts', '=', mail.attempts)
    .executeTakeFirst()
  return Number(claim.numUpdatedRows) === 1
}

export async function markSent(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: at.toISOString(), last_error: null, claimed_at: null })
    .where('id', '=', id)
    .execute()
}

/** Back to the queue for another try, or `failed` for good; the error is kept either way. */
export async function markFailedTry(
  db: Kysely<Database>,
  id: string,
  error: string,
  giveUp: boolean,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: giveUp ? 'failed' : 'queued',
      last_error: error.slice(0, 1000),
      claimed_at: null,
    })
    .where('id', '=', id)
    .execute()
}

/**
 * Puts a claimed mail back as it was before the claim (its attempts too): the SMTP server could
 * not be reached, which says nothing about the mail. The error is kept for the operator.
 */
export async function releaseClaim(
  db: Kysely<Database>,
  mail: Pick<DueMail, 'id' | 'attempts'>,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'queued',
      attempts: mail.attempts,
      last_error: error.slice(0, 1000),
      claimed_at: null,
    })
    .where('id', '=', mail.id)
    .where('status', '=', 'sending')
    .execute()
}

/** Puts back mail claimed before `claimedBefore`: its sender died mid-send. */
export async function releaseClaimsOlderThan(
  db: Kysely<Database>,
  claimedBefore: Date,
): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'queued', claimed_at: null })
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', claimedBefore.toISOString())]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Queued mail since `from`, for the log when there is no SMTP. */
export async function findQueuedSince(db: Kysely<Database>, from: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', ...CONTENT_COLUMNS, 'created_at'])
    .where('status', '=', 'queued')
    .where('created_at', '>=', from)
    .orderBy('created_at')
    .execute()
}
