import type { Notification } from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import { queueCustomerMail } from '../customers/index.ts'
import type { MailContext } from '../mail/index.ts'
import { balanceReminderMail } from './mails/balance-reminder.ts'
import { balanceReminderNotice, storeNotificationOnce } from '../notifications/index.ts'
import { findLedgers } from '../ledger/index.ts'
import { moneyOf } from './booking-view.ts'
import { findBalancesDueBy } from './bookings.repository.ts'
import { mailBookingOf, noticeTripOf } from './bookings.service.ts'

/** The first balance reminder goes this many days before the due date; the second on it. */
export const BALANCE_REMINDER_DAYS_BEFORE = 7

/**
 * Which reminder an unpaid balance due on `dueDate` gets on `today` (India dates): the week
 * before, then on the day. Past the due date the 'due' one still goes if it never did (the
 * server was down that day); the week-before one is then skipped.
 */
export function balanceReminderFor(today: string, dueDate: string): 'week-before' | 'due' | null {
  if (today >= dueDate) return 'due'
  if (today >= addDays(dueDate, -BALANCE_REMINDER_DAYS_BEFORE)) return 'week-before'
  return null
}

/**
 * Reminds each traveller whose balance is due soon or today, once per reminder and booking; by
 * mail too when they keep email notifications on.
 */
export async function sendBalanceReminders(
  db: Kysely<Database>,
  mail: MailContext,
  now = new Date(),
): Promise<{ customerId: string; notification: Notification }[]> {
  const today = indiaCalendarDate(now)
  const rows = await findBalancesDueBy(db, addDays(today, BALANCE_REMINDER_DAYS_BEFORE), today)
  const ledgers = await findLedgers(
    db,
    rows.map((row) => row.id),
  )
  const sent: { customerId: string; notification: Notification }[] = []
  for (const row of rows) {
    const dueDate = row.remaining_due_date
    if (!dueDate) continue
    const which = balanceReminderFor(today, dueDate)
    const { due } = moneyOf(row, ledgers.get(row.id) ?? { payments: [], refunds: [] })
    if (!which || due <= 0) continue
    const notification = await db.transaction().execute(async (trx) => {
      const stored = await storeNotificationOnce(
        trx,
        {
          customerId: row.customer_id,
          kind: 'balance-reminder',
          ...balanceReminderNotice({
            trip: noticeTripOf(row),
            which: which === 'due' ? 'due' : 'soon',
            duePaise: due,
            dueDate,
            dueToday: which === 'due' && today === dueDate,
          }),
          dedupeKey: `balance-reminder:${which}:${row.id}`,
        },
        now,
      )
      if (stored)
        await queueCustomerMail(
          trx,
          row.customer_id,
          (firstName, locale) =>
            balanceReminderMail(mail, {
              firstName,
              locale,
              booking: mailBookingOf(row),
              duePaise: due,
              dueDate,
              dueToday: today === dueDate,
            }),
          { reminder: true },
        )
      return stored
    })
    if (notification) sent.push({ customerId: row.customer_id, notification })
  }
  return sent
}
