import type { Kysely } from 'kysely'
import type { Locale } from '@trippy/i18n/locale'
import { customerLocale, findCustomerById } from './customers.repository.ts'
import type { Database } from '../db/index.ts'
import {
  type MailContext,
  queueMail,
  queueMails,
  type EventMail,
  type StoredTemplate,
} from '../mail/index.ts'

/**
 * A booking event's mail, as the outbox keeps it: the template's name and its data (typed by
 * bookings/, which writes it), without the customer's first name.
 */
type TemplateMail = StoredTemplate & { data: object }

/**
 * Where a customer's mail goes: their account's email, where password resets go too, rather
 * than the contact email typed into a booking form, which anyone could make ours write to.
 * Null once the account is deleted (its email is gone).
 */
async function findRecipient(db: Kysely<Database>, customerId: string) {
  const row = await findCustomerById(db, customerId)
  if (!row?.email) return null
  return {
    email: row.email,
    firstName: row.first_name,
    wantsReminders: row.email_notifications === 1,
    locale: customerLocale(row),
  }
}

/**
 * In the caller's transaction, beside the event's notification: the customer's mail (unless the
 * account is deleted) and the operator's copy. Transactional mail: it goes whatever the
 * customer's reminder setting. Both are kept as the template and its data and written when sent.
 */
export async function queueBookingMails(
  trx: Kysely<Database>,
  context: Pick<MailContext, 'operatorEmail'>,
  customerId: string,
  mail: TemplateMail,
): Promise<void> {
  const recipient = await findRecipient(trx, customerId)
  const customerMail = recipient
    ? [
        {
          to: recipient.email,
          template: {
            ...mail,
            part: 'customer' as const,
            firstName: recipient.firstName,
            locale: recipient.locale,
          },
        },
      ]
    : []
  await queueMails(trx, [
    ...customerMail,
    { to: context.operatorEmail, template: { ...mail, part: 'operator' as const } },
  ])
}

/**
 * In the caller's transaction: a mail to the customer only, unless the account is deleted. A
 * reminder goes only while the customer has email notifications on, and as bulk mail.
 */
export async function queueCustomerMail(
  trx: Kysely<Database>,
  customerId: string,
  write: (firstName: string, locale: Locale) => EventMail,
  { reminder = false }: { reminder?: boolean } = {},
): Promise<void> {
  const recipient = await findRecipient(trx, customerId)
  if (!recipient || (reminder && !recipient.wantsReminders)) return
  await queueMail(trx, {
    to: recipient.email,
    priority: reminder ? 'bulk' : 'urgent',
    ...write(recipient.firstName, recipient.locale),
  })
}
