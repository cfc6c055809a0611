import type { Notification } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { bumpCatalogueVersion } from '../catalogue/index.ts'
import type { Database } from '../db/index.ts'
import { queueBookingMails } from '../customers/index.ts'
import type { BookingMailTemplate } from './mails/booking-templates.ts'
import type { MailContext } from '../mail/index.ts'
import { holdExpiredNotice, storeNotification } from '../notifications/index.ts'
import { findExpiredHolds } from './bookings.repository.ts'
import { mailBookingOf, noticeTripOf } from './bookings.service.ts'
import { cancelInTransaction } from './cancellation.ts'

export type ExpiredHold = {
  bookingId: string
  customerId: string
  packageId: string
  notification: Notification
}

/**
 * Cancels every pending booking whose hold ran out by `now` (reason `expired`), puts its seats
 * back and refunds in full whatever part was paid. Each booking in its own transaction behind a
 * guarded update, so a booking is expired once however many instances run this at once, and a
 * payment that lands first keeps it.
 */
export async function expireHolds(
  db: Kysely<Database>,
  mail: MailContext,
  now = new Date(),
): Promise<ExpiredHold[]> {
  const expired: ExpiredHold[] = []
  for (const row of await findExpiredHolds(db, now.toISOString())) {
    const notification = await db.transaction().execute(async (trx) => {
      const outcome = await cancelInTransaction(trx, row, {
        reason: 'expired',
        refundPercent: 100,
        from: ['pending'],
        now,
      })
      if (!outcome.cancelled) return null
      await bumpCatalogueVersion(trx)
      const stored = await storeNotification(
        trx,
        {
          customerId: row.customer_id,
          kind: 'hold-expired',
          ...holdExpiredNotice({ trip: noticeTripOf(row), refundPaise: outcome.refundPaise }),
        },
        now,
      )
      await queueBookingMails(trx, mail, row.customer_id, {
        template: 'hold-expired',
        data: {
          booking: mailBookingOf(row),
          refundPaise: outcome.refundPaise,
        },
      } satisfies BookingMailTemplate)
      return stored
    })
    if (notification)
      expired.push({
        bookingId: row.id,
        customerId: row.customer_id,
        packageId: row.package_id,
        notification,
      })
  }
  return expired
}
