import type { FastifyInstance } from 'fastify'
import { indiaCalendarDate } from '@trippy/contracts/calendar'
import { sendBalanceReminders } from './balance-reminders.ts'
import { completeEndedBookings } from './bookings.repository.ts'
import { expireHolds } from './hold-expiry.ts'

/** Holds are looked at every minute, so a seat is back at most a minute or so after its hold. */
export const HOLD_EXPIRY_EVERY_MS = 60_000
const HOURLY = 60 * 60_000

/** The booking lifecycle's background work, each job run by one instance at a time. */
export function registerBookingJobs(app: FastifyInstance): void {
  app.scheduleJob({
    name: 'hold-expiry',
    everyMs: HOLD_EXPIRY_EVERY_MS,
    run: async (now) => {
      const expired = await expireHolds(app.db, app.mailContext, now)
      for (const hold of expired) app.publishNotification(hold.customerId, hold.notification)
      for (const packageId of new Set(expired.map((hold) => hold.packageId)))
        void app.publishSeats(packageId)
      if (expired.length > 0) await app.pushRefunds()
    },
  })
  app.scheduleJob({
    name: 'balance-reminders',
    everyMs: HOURLY,
    run: async (now) => {
      for (const { customerId, notification } of await sendBalanceReminders(
        app.db,
        app.mailContext,
        now,
      ))
        app.publishNotification(customerId, notification)
    },
  })
  app.scheduleJob({
    name: 'complete-ended-bookings',
    everyMs: HOURLY,
    run: async (now) => {
      await completeEndedBookings(app.db, indiaCalendarDate(now))
    },
  })
}
