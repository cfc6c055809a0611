import {
  BOOKING_MESSAGES,
  CONSOLE_BOOKING_MESSAGES,
  type ConsoleBooking,
  type ConsoleBookingDetail,
  type ConsoleBookingsQuery,
  type ConsoleCancelBookingBody,
  type Notification,
  type PageMeta,
} from '@trippy/contracts'
import { indiaCalendarDate } from '@trippy/contracts/calendar'
import { toPaise, toRupees } from '@trippy/contracts/money'
import type { Kysely } from 'kysely'
import {
  type Ledger,
  moneyOf,
  toBooking,
  type BookingRow,
  findBooking,
  mailBookingOf,
  noticeTripOf,
  cancelInTransaction,
  daysBetween,
  type RefundPolicy,
  refundPercent,
  type BookingMailTemplate,
} from '../../bookings/index.ts'
import { bumpCatalogueVersion } from '../../catalogue/index.ts'
import type { Database } from '../../db/index.ts'
import { HttpError } from '../../http-error.ts'
import { queueBookingMails } from '../../customers/index.ts'
import type { MailContext } from '../../mail/index.ts'
import { operatorCancelledNotice, storeNotification } from '../../notifications/index.ts'
import { findLedger, findLedgers } from '../../ledger/index.ts'
import { recordAudit } from '../audit/audit.ts'
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts'
import { csvDocument, csvRupees } from '../csv.ts'
import { bookingHistory } from './booking-history.ts'
import { BOOKINGS_PAGE_SIZE, bookingRowsOf, countBookings } from './console-bookings.repository.ts'

type DeskRow = BookingRow & { account_email: string | null }

async function toConsoleBookings(db: Kysely<Database>, rows: DeskRow[]) {
  const ledgers = await findLedgers(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) =>
    toConsoleBooking(row, ledgers.get(row.id) ?? { payments: [], refunds: [] }, row.account_email),
  )
}

function toConsoleBooking(
  row: BookingRow,
  ledger: Ledger,
  accountEmail: string | null,
): ConsoleBooking {
  return {
    ...toBooking(row, ledger),
    customerId: row.customer_id,
    accountEmail,
    overpaid: toRupees(moneyOf(row, ledger).overpaid),
  }
}

export async function listDeskBookings(
  db: Kysely<Database>,
  query: ConsoleBookingsQuery,
): Promise<{ bookings: ConsoleBooking[]; meta: PageMeta }> {
  const { page, ...filters } = query
  const [rows, total] = await Promise.all([
    bookingRowsOf(db, filters, {
      limit: BOOKINGS_PAGE_SIZE,
      offset: (page - 1) * BOOKINGS_PAGE_SIZE,
    }),
    countBookings(db, filters),
  ])
  return {
    bookings: await toConsoleBookings(db, rows),
    meta: { page, pageSize: BOOKINGS_PAGE_SIZE, total },
  }
}

export async function getDeskBooking(
  db: Kysely<Database>,
  bookingId: string,
): Promise<ConsoleBookingDetail> {
  const row = await findBooking(db, bookingId)
  if (!row) throw new HttpError(404, BOOKING_MESSAGES.notFound)
  const [account, ledger, history] = await Promise.all([
    db.selectFrom('customers').select('email').where('id', '=', row.customer_id).executeTakeFirst(),
    findLedger(db, row.id),
    bookingHistory(db, row),
  ])
  return { ...toConsoleBooking(row, ledger, account?.email ?? null), history }
}

/** Every booking of one customer, newest first. */
export async function customerBookings(
  db: Kysely<Database>,
  customerId: string,
): Promise<ConsoleBooking[]> {
  return toConsoleBookings(db, await bookingRowsOf(db, { customerId }, null))
}

export const CSV_COLUMNS = [
  'Booking ID',
  'Booked at',
  'Status',
  'Cancel reason',
  'Package',
  'Departure',
  'Return',
  'Seats',
  'Payment type',
  'Total (INR)',
  'Paid (INR)',
  'Due (INR)',
  'Balance due date',
  'Refund (INR)',
  'Traveller',
  'Email',
  'Phone',
  'Travellers missing',
] as const

/** Every booking the filters match (no paging), one CSV row each. */
export async function deskBookingsCsv(
  db: Kysely<Database>,
  query: Omit<ConsoleBookingsQuery, 'page'>,
): Promise<string> {
  const rows = await bookingRowsOf(db, query, null)
  const bookings = await toConsoleBookings(db, rows)
  return csvDocument(
    CSV_COLUMNS,
    bookings.map((booking) => [
      booking._id,
      booking.metadata.bookingDate,
      booking.metadata.status,
      booking.cancelReason,
      booking.packageDetails.packageName,
      booking.batchDetails.startDate,
      booking.batchDetails.endDate,
      booking.bookingInfo.numberOfSeats,
      booking.bookingInfo.paymentType,
      csvRupees(booking.bookingInfo.total),
      csvRupees(booking.amountPaid),
      csvRupees(booking.amountDue),
      booking.balanceDueDate,
      csvRupees(booking.refundAmount),
      booking.customerDetails.fullName,
      booking.customerDetails.email || booking.accountEmail,
      booking.customerDetails.phone,
      booking.travellersMissing,
    ]),
  )
}

/**
 * The operator cancels a booking: the refund is the stored policy's share of what was paid, or
 * the owner's own percentage; seats go back, the traveller is told, the audit log keeps why.
 */
export async function cancelAsOperator(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  bookingId: string,
  body: ConsoleCancelBookingBody,
  mail: MailContext,
  now = new Date(),
): Promise<{ booking: ConsoleBooking; notification: Notification; packageId: string }> {
  if (body.refundPercent !== undefined && staff.role !== 'owner')
    throw new HttpError(403, CONSOLE_BOOKING_MESSAGES.overrideOwnerOnly)
  const row = await findBooking(db, bookingId)
  if (!row) throw new HttpError(404, BOOKING_MESSAGES.notFound)
  const policy = JSON.parse(row.refund_policy_json) as RefundPolicy
  const percent =
    body.refundPercent ?? refundPercent(policy, daysBetween(indiaCalendarDate(now), row.start_date))
  const before = await getDeskBooking(db, bookingId)
  const notification = await db.transaction().execute(async (trx) => {
    const outcome = await cancelInTransaction(trx, row, {
      reason: 'operator',
      refundPercent: percent,
      now,
    })
    if (!outcome.cancelled) throw new HttpError(409, BOOKING_MESSAGES.alreadyCancelled)
    await bumpCatalogueVersion(trx)
    await queueBookingMails(trx, mail, row.customer_id, {
      template: 'booking-cancelled',
      data: {
        booking: mailBookingOf(row),
        paidPaise: toPaise(before.amountPaid),
        refundPaise: outcome.refundPaise,
        reason: 'operator',
      },
    } satisfies BookingMailTemplate)
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'booking.cancelled',
        entity: 'booking',
        entityId: row.id,
        before: { status: before.metadata.status, amountPaid: before.amountPaid },
        after: {
          status: 'cancelled',
          reason: body.reason,
          refundPercent: percent,
          refund: toRupees(outcome.refundPaise),
        },
      },
      now,
    )
    return storeNotification(
      trx,
      {
        customerId: row.customer_id,
        kind: 'booking-cancelled',
        ...operatorCancelledNotice({
          trip: noticeTripOf(row),
          reason: body.reason,
          refundPaise: outcome.refundPaise,
        }),
      },
      now,
    )
  })
  return { booking: await getDeskBooking(db, bookingId), notification, packageId: row.package_id }
}
