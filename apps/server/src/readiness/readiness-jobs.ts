import { READINESS_REMINDER_DAYS } from '@trippy/contracts/readiness'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { tripNamesOf } from '../bookings/index.ts'
import { queueCustomerMail } from '../customers/index.ts'
import type { Database } from '../db/index.ts'
import type { MailContext } from '../mail/index.ts'
import { readinessReminderMail } from './readiness-reminder-mail.ts'
import { claimReminder, findBookingsDepartingBetween } from './readiness.repository.ts'
import { deleteExpiredDocuments, readinessOfBookings } from './readiness.service.ts'

const HOURLY = 60 * 60_000

/**
 * Which reminder a booking leaving on `startDate` is due on `today`: the nearest of 14 and 5 days
 * before that has come. Past 5 days only the 5-day one still goes (a server down on day 14 does
 * not send two at once).
 */
export function readinessReminderFor(today: string, startDate: string): number | null {
  const due = [...READINESS_REMINDER_DAYS]
    .sort((a, b) => a - b)
    .find((days) => startDate <= addDays(today, days))
  return due ?? null
}

/** Mails each customer whose confirmed trip leaves soon and still misses something, once per reminder. */
export async function sendReadinessReminders(
  db: Kysely<Database>,
  mail: MailContext,
  now = new Date(),
): Promise<number> {
  const today = indiaCalendarDate(now)
  const furthest = Math.max(...READINESS_REMINDER_DAYS)
  const rows = await findBookingsDepartingBetween(db, today, addDays(today, furthest), [
    'confirmed',
  ])
  const readiness = await readinessOfBookings(db, rows)
  let sent = 0
  for (const row of rows) {
    const daysBefore = readinessReminderFor(today, row.start_date)
    const travellers = readiness.get(row.id) ?? []
    if (daysBefore === null || travellers.every((traveller) => traveller.missing.length === 0))
      continue
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, row.id, daysBefore, now.toISOString()))) return false
      await queueCustomerMail(
        trx,
        row.customer_id,
        (firstName, locale) =>
          readinessReminderMail(mail, {
            firstName,
            locale,
            ...tripNamesOf(row),
            startDate: row.start_date,
            daysBefore,
            travellers,
          }),
        { reminder: true },
      )
      return true
    })
    if (claimed) sent++
  }
  return sent
}

export function registerReadinessJobs(app: FastifyInstance): void {
  app.scheduleJob({
    name: 'readiness-reminders',
    everyMs: HOURLY,
    run: async (now) => {
      await sendReadinessReminders(app.db, app.mailContext, now)
    },
  })
  app.scheduleJob({
    name: 'delete-expired-documents',
    everyMs: HOURLY,
    run: async (now) => {
      await deleteExpiredDocuments(app.db, app.env.DATA_DIR, now)
    },
  })
}
