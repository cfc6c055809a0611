import type { BookingCustomerDetails, ConsoleSummary } from '@trippy/contracts'
import { addDays, indiaCalendarDate, indiaMidnight } from '@trippy/contracts/calendar'
import { toRupees } from '@trippy/contracts/money'
import type { Kysely } from 'kysely'
import { moneyOf, packageNameOf } from '../../bookings/index.ts'
import type { Database } from '../../db/index.ts'
import { findLedgers } from '../../ledger/index.ts'
import { listDepartures, toDeparture } from '../departures/departures.service.ts'

const UPCOMING_DAYS = 30
/** The first instant of the current month in India, as an ISO string. */
function indiaMonthStart(now: Date): string {
  return indiaMidnight(`${indiaCalendarDate(now).slice(0, 7)}-01`).toISOString()
}

function bookingsWith(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .innerJoin('batches', 'batches.id', 'bookings.batch_id')
    .selectAll('bookings')
    .select('batches.availability')
}

/** The dashboard: what leaves soon, what came in, what needs chasing. */
export async function consoleSummary(
  db: Kysely<Database>,
  now = new Date(),
): Promise<ConsoleSummary> {
  const today = indiaCalendarDate(now)
  const [departures, received, pending, advances, newLeads, overpaid] = await Promise.all([
    listDepartures(db, today, addDays(today, UPCOMING_DAYS)),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.val(0)).as('paise'))
      .where('status', '=', 'captured')
      .where('received_at', '>=', indiaMonthStart(now))
      .executeTakeFirstOrThrow(),
    bookingsWith(db)
      .where('bookings.status', '=', 'pending')
      .orderBy('bookings.hold_expires_at')
      .limit(50)
      .execute(),
    bookingsWith(db)
      .where('bookings.status', '=', 'confirmed')
      .where('bookings.payment_type', '=', 'advance')
      .where('bookings.remaining_due_date', '<', today)
      .orderBy('bookings.remaining_due_date')
      .execute(),
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
    // Received more than the total: the ledger below takes off what is already going back.
    bookingsWith(db)
      .where('bookings.status', '!=', 'cancelled')
      .where((eb) =>
        eb(
          eb
            .selectFrom('payments')
            .select((inner) => inner.fn.sum<number>('payments.amount_paise').as('paise'))
            .whereRef('payments.booking_id', '=', 'bookings.id')
            .where('payments.status', '=', 'captured'),
          '>',
          eb.ref('bookings.total_paise'),
        ),
      )
      .orderBy('bookings.booked_at')
      .limit(50)
      .execute(),
  ])
  const ledgers = await findLedgers(
    db,
    [...pending, ...advances, ...overpaid].map((row) => row.id),
  )
  const nameOf = (json: string) => (JSON.parse(json) as BookingCustomerDetails).fullName
  const moneyFor = (row: (typeof pending)[number]) =>
    moneyOf(row, ledgers.get(row.id) ?? { payments: [], refunds: [] })
  const dueOf = (row: (typeof pending)[number]) => moneyFor(row).due
  return {
    upcomingDepartures: departures.filter((row) => !row.cancelled_at).map(toDeparture),
    receivedThisMonth: toRupees(Number(received.paise)),
    pendingHolds: pending.map((row) => ({
      bookingId: row.id,
      customerName: nameOf(row.customer_details_json),
      packageName: packageNameOf(row),
      amountDue: toRupees(dueOf(row)),
      holdExpiresAt: row.hold_expires_at ?? now.toISOString(),
    })),
    overdueBalances: advances
      .filter((row) => dueOf(row) > 0)
      .map((row) => ({
        bookingId: row.id,
        customerName: nameOf(row.customer_details_json),
        packageName: packageNameOf(row),
        amountDue: toRupees(dueOf(row)),
        balanceDueDate: row.remaining_due_date ?? today,
      })),
    overpayments: overpaid
      .map((row) => ({ row, money: moneyFor(row) }))
      .filter(({ money }) => money.overpaid > 0)
      .map(({ row, money }) => ({
        bookingId: row.id,
        customerName: nameOf(row.customer_details_json),
        packageName: packageNameOf(row),
        total: toRupees(row.total_paise),
        amountPaid: toRupees(money.paid),
        overpaid: toRupees(money.overpaid),
      })),
    newLeads: Number(newLeads.n),
  }
}
