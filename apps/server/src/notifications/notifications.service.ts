import type { Notification } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { queueCustomerMail } from '../customers/index.ts'
import type { MailContext, TripNames } from '../mail/index.ts'
import { departureReminderMail } from './mails/departure-reminder.ts'
import { departureReminderNotice } from './notices.ts'
import {
  findBookingsDepartingWithin,
  findNotification,
  findNotifications,
  markRead,
  storeNotificationOnce,
} from './notifications.repository.ts'

export const REMINDER_DAYS_BEFORE = 7

type Row = Awaited<ReturnType<typeof findNotifications>>[number]
const toNotification = (row: Row): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  ...(row.hindi_title !== null && row.hindi_message !== null
    ? { hindi: { title: row.hindi_title, message: row.hindi_message } }
    : {}),
  read: row.read === 1,
  timestamp: row.created_at,
})

export async function listNotifications(
  db: Kysely<Database>,
  customerId: string,
): Promise<Notification[]> {
  return (await findNotifications(db, customerId)).map(toNotification)
}

export async function readNotification(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<Notification> {
  const row = await findNotification(db, id)
  if (!row) throw new HttpError(404, 'Notification not found')
  if (row.customer_id !== customerId)
    throw new HttpError(403, 'This notification belongs to another customer')
  await markRead(db, id)
  return { ...toNotification(row), read: true }
}

/**
 * One reminder per booking on a departure starting in the next seven days (India dates),
 * stored once whatever the number of instances running this at the same time, and mailed with
 * it when the customer keeps email notifications on. Returns what this call stored, for delivery.
 */
export async function sendDepartureReminders(
  db: Kysely<Database>,
  mail: MailContext,
  now = new Date(),
) {
  const today = indiaCalendarDate(now)
  const bookings = await findBookingsDepartingWithin(
    db,
    today,
    addDays(today, REMINDER_DAYS_BEFORE),
  )
  const sent: { customerId: string; notification: Notification }[] = []
  for (const booking of bookings) {
    // The booking's package as booked (bookings/ writes it; its Hindi name when it had one).
    const { packageName, hindiName } = JSON.parse(booking.package_json) as TripNames
    const names = { packageName, hindiName }
    const notification = await db.transaction().execute(async (trx) => {
      const stored = await storeNotificationOnce(
        trx,
        {
          customerId: booking.customer_id,
          kind: 'departure-reminder',
          ...departureReminderNotice({ trip: { ...names, startDate: booking.start_date } }),
          dedupeKey: `departure-reminder:${booking.id}`,
        },
        now,
      )
      if (stored)
        await queueCustomerMail(
          trx,
          booking.customer_id,
          (firstName, locale) =>
            departureReminderMail(mail, {
              firstName,
              locale,
              booking: { id: booking.id, ...names, startDate: booking.start_date },
            }),
          { reminder: true },
        )
      return stored
    })
    if (notification) sent.push({ customerId: booking.customer_id, notification })
  }
  return sent
}
