import type { BookingStatus } from '@trippy/contracts'
import {
  type CheckInBody,
  type Manifest,
  type ManifestRow,
  READINESS_MESSAGES,
} from '@trippy/contracts/readiness'
import type { TravellerDetails } from '@trippy/contracts/travellers'
import type { Kysely } from 'kysely'
import { findBooking, moneyOf } from '../../bookings/index.ts'
import type { Database } from '../../db/index.ts'
import { HttpError } from '../../http-error.ts'
import { findLedgers } from '../../ledger/index.ts'
import { readinessOfBookings } from '../../readiness/index.ts'
import { recordAudit } from '../audit/audit.ts'
import { findDeparture } from '../departures/departures.service.ts'
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts'

/** Who travels: every booking but cancelled ones (a pending one still holds its seats). */
const TRAVELLING: BookingStatus[] = ['pending', 'confirmed', 'completed']

export const MANIFEST_MESSAGES = {
  bookingNotOnDeparture: 'No such booking on this departure',
} as const

/** Every traveller of a departure: details, emergency contact, readiness, balance, check-in. */
export async function departureManifest(
  db: Kysely<Database>,
  departureId: string,
): Promise<Manifest> {
  const departure = await findDeparture(db, departureId)
  const bookings = await db
    .selectFrom('bookings')
    .innerJoin('batches', 'batches.id', 'bookings.batch_id')
    .selectAll('bookings')
    .select('batches.availability')
    .where('bookings.batch_id', '=', departureId)
    .where('bookings.status', 'in', TRAVELLING)
    .orderBy('bookings.booked_at')
    .orderBy('bookings.id')
    .execute()
  const ids = bookings.map((row) => row.id)
  const [readiness, ledgers, checkIns] = await Promise.all([
    readinessOfBookings(db, bookings),
    findLedgers(db, ids),
    db
      .selectFrom('departure_check_ins')
      .innerJoin('staff', 'staff.id', 'departure_check_ins.staff_id')
      .selectAll('departure_check_ins')
      .select('staff.name as staff_name')
      .where('departure_check_ins.batch_id', '=', departureId)
      .execute(),
  ])
  const rows: ManifestRow[] = []
  for (const booking of bookings) {
    const travellers = JSON.parse(booking.travellers_json) as TravellerDetails[]
    const bookedBy = (JSON.parse(booking.customer_details_json) as { fullName?: string }).fullName
    const { due } = moneyOf(booking, ledgers.get(booking.id) ?? { payments: [], refunds: [] })
    for (const ready of readiness.get(booking.id) ?? []) {
      const details = travellers[ready.index]
      const checkIn = checkIns.find(
        (row) => row.booking_id === booking.id && row.traveller_index === ready.index,
      )
      rows.push({
        bookingId: booking.id,
        travellerIndex: ready.index,
        bookedBy: bookedBy ?? '',
        name: details?.name ?? '',
        age: details?.age ?? null,
        gender: details?.gender ?? '',
        idType: details?.idType ?? '',
        idNumber: details?.idNumber ?? '',
        emergencyName: ready.emergencyName,
        emergencyPhone: ready.emergencyPhone,
        registrationNumber: ready.registrationNumber,
        hasMedicalCertificate: ready.documents.some((doc) => doc.kind === 'medical-certificate'),
        needs: ready.needs,
        missing: ready.missing,
        duePaise: ready.index === 0 ? due : null,
        checkIn: checkIn
          ? { status: checkIn.status, at: checkIn.at, staffName: checkIn.staff_name }
          : null,
      })
    }
  }
  return {
    departureId: departure.id,
    packageName: departure.package_name,
    startDate: departure.start_date,
    endDate: departure.end_date,
    rows,
  }
}

/** Marks a traveller present or a no-show on the day; a second mark replaces the first. Audited. */
export async function checkInTraveller(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  departureId: string,
  body: CheckInBody,
  now = new Date(),
): Promise<string> {
  await findDeparture(db, departureId)
  const booking = await findBooking(db, body.bookingId)
  if (!booking || booking.batch_id !== departureId || !TRAVELLING.includes(booking.status))
    throw new HttpError(404, MANIFEST_MESSAGES.bookingNotOnDeparture)
  if (body.travellerIndex >= booking.number_of_seats)
    throw new HttpError(404, READINESS_MESSAGES.travellerNotFound)
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('departure_check_ins')
      .select(['status', 'at'])
      .where('booking_id', '=', booking.id)
      .where('traveller_index', '=', body.travellerIndex)
      .executeTakeFirst()
    const row = {
      booking_id: booking.id,
      traveller_index: body.travellerIndex,
      batch_id: departureId,
      status: body.status,
      staff_id: staff.id,
      at: now.toISOString(),
    }
    await trx
      .insertInto('departure_check_ins')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['booking_id', 'traveller_index'])
          .doUpdateSet({ status: row.status, staff_id: row.staff_id, at: row.at }),
      )
      .execute()
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'traveller.checked-in',
        entity: 'booking',
        entityId: booking.id,
        before: before ? { travellerIndex: body.travellerIndex, ...before } : undefined,
        after: { travellerIndex: body.travellerIndex, status: body.status, at: row.at },
      },
      now,
    )
  })
  return READINESS_MESSAGES.checkedIn(body.status)
}
