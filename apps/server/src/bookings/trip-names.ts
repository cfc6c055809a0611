import type { Booking } from '@trippy/contracts'
import type { TripNames } from '../mail/index.ts'
import type { BookingsTable } from './bookings.tables.ts'

/** The booked package's names: as booked, and in Hindi when it had a Hindi name then. */
export function tripNamesOf(row: Pick<BookingsTable, 'package_json'>): TripNames {
  const { packageName, hindiName } = JSON.parse(row.package_json) as Booking['packageDetails']
  return { packageName, hindiName }
}
