import {
  CONSOLE_BOOKING_MESSAGES as MESSAGES,
  type ConsoleDeparture,
  type ConsoleDeparturesQuery,
  type DepartureMessageBody,
  type NewDepartureBody,
  type Notification,
  type PageMeta,
  type UpdateDepartureBody,
} from '@trippy/contracts'
import { indiaCalendarDate } from '@trippy/contracts/calendar'
import type { Kysely } from 'kysely'
import {
  ACTIVE_STATUSES,
  CANCELLABLE_STATUSES,
  moneyOf,
  findBooking,
  mailBookingOf,
  cancelInTransaction,
  seatsReturned,
  type BookingMailTemplate,
} from '../../bookings/index.ts'
import { bumpCatalogueVersion } from '../../catalogue/index.ts'
import { newId, type Database } from '../../db/index.ts'
import { HttpError } from '../../http-error.ts'
import { queueBookingMails, queueCustomerMail } from '../../customers/index.ts'
import type { MailContext } from '../../mail/index.ts'
import { operatorMessageMail } from './operator-message-mail.ts'
import { departureCancelledNotice, storeNotification } from '../../notifications/index.ts'
import { findLedger } from '../../ledger/index.ts'
import { countActiveByDeparture } from '../../waitlist/index.ts'
import { recordAudit } from '../audit/audit.ts'
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts'

type Delivery = { customerId: string; notification: Notification }

function departureRows(db: Kysely<Database>) {
  return db
    .selectFrom('batches')
    .innerJoin('packages', 'packages.id', 'batches.package_id')
    .select([
      'batches.id',
      'batches.package_id',
      'packages.name as package_name',
      'batches.start_date',
      'batches.end_date',
      'batches.capacity',
      'batches.availability',
      'batches.cancelled_at',
    ])
}

type DepartureRow = Awaited<ReturnType<ReturnType<typeof departureRows>['executeTakeFirstOrThrow']>>

export function toDeparture(row: DepartureRow): ConsoleDeparture {
  return {
    _id: row.id,
    packageId: row.package_id,
    packageName: row.package_name,
    startDate: row.start_date,
    endDate: row.end_date,
    seats: row.capacity,
    seatsLeft: row.availability,
    seatsSold: row.capacity - row.availability,
    cancelledAt: row.cancelled_at,
  }
}

export async function findDeparture(db: Kysely<Database>, id: string): Promise<DepartureRow> {
  const row = await departureRows(db).where('batches.id', '=', id).executeTakeFirst()
  if (!row) throw new HttpError(404, MESSAGES.departureNotFound)
  return row
}

export const DEPARTURES_PAGE_SIZE = 50

/** A page of departures for the console's list: by package and dates, cancelled ones included. */
export async function pageDepartures(
  db: Kysely<Database>,
  query: ConsoleDeparturesQuery,
  now = new Date(),
  { all = false } = {},
): Promise<{ departures: ConsoleDeparture[]; meta: PageMeta }> {
  let filtered = db
    .selectFrom('batches')
    .where('batches.start_date', '>=', query.from ?? indiaCalendarDate(now))
  if (query.to) filtered = filtered.where('batches.start_date', '<=', query.to)
  if (query.packageId) filtered = filtered.where('batches.package_id', '=', query.packageId)
  const ids = filtered.select('batches.id')
  const [rows, count] = await Promise.all([
    departureRows(db)
      .where('batches.id', 'in', ids)
      .orderBy('batches.start_date')
      .orderBy('packages.name')
      .$if(!all, (page) =>
        page.limit(DEPARTURES_PAGE_SIZE).offset((query.page - 1) * DEPARTURES_PAGE_SIZE),
      )
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  const waitlists = await countActiveByDeparture(
    db,
    rows.map((row) => row.id),
  )
  return {
    departures: rows.map((row) => ({
      ...toDeparture(row),
      waitlistWaiting: waitlists.get(row.id)?.waiting ?? 0,
    })),
    meta: { page: query.page, pageSize: DEPARTURES_PAGE_SIZE, total: Number(count.total) },
  }
}

/** Departures starting from `from` (default today), earliest first, cancelled ones included. */
export function listDepartures(db: Kysely<Database>, from: string, until?: string) {
  let query = departureRows(db).where('batches.start_date', '>=', from)
  if (until) query = query.where('batches.start_date', '<=', until)
  return query.orderBy('batches.start_date').orderBy('packages.name').execute()
}

function checkDates(startDate: string, endDate: string, now: Date) {
  if (endDate < startDate)
    throw new HttpError(400, 'Invalid input', [
      { path: 'endDate', message: MESSAGES.endBeforeStart },
    ])
  if (startDate <= indiaCalendarDate(now))
    throw new HttpError(400, 'Invalid input', [
      { path: 'startDate', message: MESSAGES.startInPast },
    ])
}

export async function addDeparture(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  packageId: string,
  body: NewDepartureBody,
  now = new Date(),
): Promise<ConsoleDeparture> {
  checkDates(body.startDate, body.endDate, now)
  const pkg = await db
    .selectFrom('packages')
    .select('id')
    .where('id', '=', packageId)
    .executeTakeFirst()
  if (!pkg) throw new HttpError(404, MESSAGES.packageNotFound)
  const id = newId()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('batches')
      .values({
        id,
        package_id: packageId,
        start_date: body.startDate,
        end_date: body.endDate,
        capacity: body.seats,
        availability: body.seats,
      })
      .execute()
    await bumpCatalogueVersion(trx)
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'departure.added',
        entity: 'departure',
        entityId: id,
        after: body,
      },
      now,
    )
  })
  return toDeparture(await findDeparture(db, id))
}

/**
 * Changes a departure's seats (never below those booked: one guarded UPDATE, so a booking made
 * at the same moment is never lost) or, while nobody has booked, its dates.
 */
export async function updateDeparture(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  departureId: string,
  body: UpdateDepartureBody,
  now = new Date(),
): Promise<ConsoleDeparture> {
  const before = await findDeparture(db, departureId)
  if (before.cancelled_at) throw new HttpError(409, MESSAGES.departureCancelled)
  await db.transaction().execute(async (trx) => {
    if (body.startDate !== undefined || body.endDate !== undefined) {
      const startDate = body.startDate ?? before.start_date
      const endDate = body.endDate ?? before.end_date
      checkDates(startDate, endDate, now)
      const booked = await trx
        .selectFrom('bookings')
        .select('id')
        .where('batch_id', '=', departureId)
        .where('status', 'in', ACTIVE_STATUSES)
        .executeTakeFirst()
      if (booked) throw new HttpError(409, MESSAGES.datesLocked)
      await trx
        .updateTable('batches')
        .set({ start_date: startDate, end_date: endDate })
        .where('id', '=', departureId)
        .execute()
    }
    if (body.seats !== undefined) {
      const seats = body.seats
      const result = await trx
        .updateTable('batches')
        .set((eb) => ({
          // availability + new seats − old capacity, left to right (Kysely adds no parentheses).
          availability: eb(eb(eb.ref('availability'), '+', seats), '-', eb.ref('capacity')),
          capacity: seats,
        }))
        .where('id', '=', departureId)
        .where((eb) => eb(eb.ref('capacity'), '-', eb.ref('availability')), '<=', seats)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) !== 1) {
        const now = await findDeparture(trx, departureId)
        throw new HttpError(409, MESSAGES.seatsBelowBooked(now.capacity - now.availability))
      }
      // Seats raised go to the waitlist first, as seats given back do.
      await seatsReturned(trx, departureId, now)
    }
    await bumpCatalogueVersion(trx)
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'departure.updated',
        entity: 'departure',
        entityId: departureId,
        before: toDeparture(before),
        after: toDeparture(await findDeparture(trx, departureId)),
      },
      now,
    )
  })
  return toDeparture(await findDeparture(db, departureId))
}

/**
 * Cancels a departure: it is no longer offered, and every booking on it is cancelled with a full
 * refund of what was paid (reason `departure-cancelled`), its traveller told.
 */
export async function cancelDeparture(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  departureId: string,
  reason: string,
  mail: MailContext,
  now = new Date(),
): Promise<{ departure: ConsoleDeparture; bookings: number; deliveries: Delivery[] }> {
  const before = await findDeparture(db, departureId)
  if (before.cancelled_at) throw new HttpError(409, MESSAGES.departureCancelled)
  const { bookings, deliveries } = await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('batches')
      .set({ cancelled_at: now.toISOString() })
      .where('id', '=', departureId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst()
    if (Number(marked.numUpdatedRows) !== 1) throw new HttpError(409, MESSAGES.departureCancelled)
    const active = await trx
      .selectFrom('bookings')
      .select('id')
      .where('batch_id', '=', departureId)
      .where('status', 'in', CANCELLABLE_STATUSES)
      .execute()
    const deliveries: Delivery[] = []
    for (const { id } of active) {
      const row = await findBooking(trx, id)
      if (!row) continue
      const { paid } = moneyOf(row, await findLedger(trx, row.id))
      const outcome = await cancelInTransaction(trx, row, {
        reason: 'departure-cancelled',
        refundPercent: 100,
        now,
      })
      if (!outcome.cancelled) continue
      await queueBookingMails(trx, mail, row.customer_id, {
        template: 'booking-cancelled',
        data: {
          booking: mailBookingOf(row),
          paidPaise: paid,
          refundPaise: outcome.refundPaise,
          reason: 'departure-cancelled',
        },
      } satisfies BookingMailTemplate)
      deliveries.push({
        customerId: row.customer_id,
        notification: await storeNotification(
          trx,
          {
            customerId: row.customer_id,
            kind: 'booking-cancelled',
            ...departureCancelledNotice({
              trip: { packageName: before.package_name, startDate: before.start_date },
              reason,
              refunded: outcome.refundPaise > 0,
            }),
          },
          now,
        ),
      })
    }
    await bumpCatalogueVersion(trx)
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'departure.cancelled',
        entity: 'departure',
        entityId: departureId,
        before: toDeparture(before),
        after: { reason, bookingsCancelled: deliveries.length },
      },
      now,
    )
    return { bookings: deliveries.length, deliveries }
  })
  return { departure: toDeparture(await findDeparture(db, departureId)), bookings, deliveries }
}

/** A message from the operator to every traveller with an active booking on a departure. */
export async function messageDeparture(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  departureId: string,
  body: DepartureMessageBody,
  mail: MailContext,
  now = new Date(),
): Promise<Delivery[]> {
  const departure = await findDeparture(db, departureId)
  return db.transaction().execute(async (trx) => {
    const customers = await trx
      .selectFrom('bookings')
      .select('customer_id')
      .distinct()
      .where('batch_id', '=', departureId)
      .where('status', 'in', ACTIVE_STATUSES)
      .execute()
    const deliveries: Delivery[] = []
    for (const { customer_id: customerId } of customers) {
      // Transactional: it is about a trip they are on, so it goes whatever their reminder setting.
      await queueCustomerMail(trx, customerId, (firstName, locale) =>
        operatorMessageMail(mail, {
          firstName,
          locale,
          title: body.title,
          message: body.message,
          departure: { packageName: departure.package_name, startDate: departure.start_date },
        }),
      )
      deliveries.push({
        customerId,
        notification: await storeNotification(
          trx,
          { customerId, kind: 'operator-message', title: body.title, message: body.message },
          now,
        ),
      })
    }
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'departure.messaged',
        entity: 'departure',
        entityId: departureId,
        after: { ...body, travellers: deliveries.length },
      },
      now,
    )
    return deliveries
  })
}
