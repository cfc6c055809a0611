import type { Kysely } from 'kysely'
import { newId, preparedInsert, type Database } from '../db/index.ts'
import type { AttachmentRef } from './attachments.ts'
import { announceMailQueued } from './mail-queued.ts'
import type { StoredTemplate } from './mail-templates.ts'

export type OutgoingMail = WrittenMail | MailToWrite

/**
 * Which mail goes first when the outbox is long. 'urgent' (the default): someone is waiting for
 * it (a password reset, an email verification, a booking, a payment, a cancellation). 'bulk':
 * nobody is (a welcome, the newsletter, reminders); it goes once no urgent mail is due.
 */
export type MailPriority = 'urgent' | 'bulk'

/** Stored in `mail_outbox.priority`; the due query reads the lowest first. */
const PRIORITY_RANK: Record<MailPriority, number> = { urgent: 0, bulk: 1 }

/** A mail written when it is queued. */
export type WrittenMail = {
  to: string
  /** 'urgent' unless said otherwise. */
  priority?: MailPriority
  subject: string
  text: string
  /** The same content as HTML (layout.ts makes both). */
  html?: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
  /** Documents to attach, made when the mail is sent (see attachments.ts). */
  attachments?: AttachmentRef[]
}

/** A mail kept as its template and data, and written when it is sent: always urgent. */
export type MailToWrite = { to: string; template: StoredTemplate }

/**
 * Queues a mail in the outbox table, in the caller's transaction when it passes one, and wakes
 * delivery (SMTP when SMTP_URL is set, else the log), which happens outside the request.
 */
export async function queueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<string> {
  const [id] = await queueMails(db, [mail])
  return id as string
}

const mailQueued = preparedInsert('mail_outbox')

/** Queues several mails (a booking's mail to the customer and the operator's), one insert each. */
export async function queueMails(db: Kysely<Database>, mails: OutgoingMail[]): Promise<string[]> {
  if (mails.length === 0) return []
  const createdAt = new Date().toISOString()
  const rows = mails.map((mail) => ({
    id: newId(),
    to_address: mail.to,
    ...('template' in mail ? toWrite(mail) : written(mail)),
    status: 'queued' as const,
    attempts: 0,
    last_error: null,
    created_at: createdAt,
    sent_at: null,
    claimed_at: null,
    priority: PRIORITY_RANK['priority' in mail ? (mail.priority ?? 'urgent') : 'urgent'],
  }))
  for (const row of rows) await mailQueued(db, row)
  await announceMailQueued(db)
  return rows.map((row) => row.id)
}

const written = (mail: WrittenMail) => ({
  subject: mail.subject,
  text_body: mail.text,
  html_body: mail.html ?? null,
  headers_json:
    mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null,
  attachments_json: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
  template_json: null,
})

const toWrite = (mail: MailToWrite) => ({
  subject: null,
  text_body: null,
  html_body: null,
  headers_json: null,
  attachments_json: null,
  template_json: JSON.stringify(mail.template),
})

/**
 * Removes every mail to an address, sent or not, so the outbox keeps no copy of what we wrote to
 * a customer who deleted their account.
 */
export async function forgetMailTo(db: Kysely<Database>, address: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('to_address', '=', address).execute()
}
