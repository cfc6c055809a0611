import { CREDIT_EXPIRY_REMINDER_DAYS } from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { Kysely } from 'kysely'
import { queueCustomerMail } from '../customers/index.ts'
import type { Database } from '../db/index.ts'
import type { MailContext } from '../mail/index.ts'
import { findLotsToRemind, markReminded } from './credit.repository.ts'
import { creditExpiringMail } from './mails/credit-expiring.ts'

/**
 * Mails each customer whose credit expires within CREDIT_EXPIRY_REMINDER_DAYS, once per entry of
 * credit: the reminder is claimed by a guarded update in the transaction that queues the mail,
 * so however many runs or instances, an entry is reminded of once. Answers how many were.
 */
export async function sendCreditExpiryReminders(
  db: Kysely<Database>,
  mail: MailContext,
  now = new Date(),
): Promise<number> {
  const today = indiaCalendarDate(now)
  const lots = await findLotsToRemind(db, today, addDays(today, CREDIT_EXPIRY_REMINDER_DAYS))
  let sent = 0
  for (const lot of lots) {
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await markReminded(trx, lot.id, now.toISOString()))) return false
      await queueCustomerMail(
        trx,
        lot.customer_id,
        (firstName, locale) =>
          creditExpiringMail(mail, {
            firstName,
            locale,
            amountPaise: lot.remaining_paise,
            expiresOn: lot.expires_on,
          }),
        { reminder: true },
      )
      return true
    })
    if (claimed) sent += 1
  }
  return sent
}
