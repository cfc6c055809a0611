import type { Kysely } from 'kysely'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { Database } from '../apps/server/src/db/schema.ts'

/** The details a traveller types into the booking form, the `index`th of a bench's bookings. */
export function travellerDetails(index: number) {
  return {
    fullName: `Traveller ${index}`,
    email: `t${index}@example.com`,
    phone: '+91 98765 43210',
    address: 'Dehradun',
    emergencyContact: '+91 91234 56789',
    emergencyName: 'Family',
  }
}

/** Makes a departure bookable with exactly `seats` seats: it leaves in 60 days, for 5. */
export async function openDeparture(db: Kysely<Database>, departureId: string, seats: number) {
  const start = addDays(indiaCalendarDate(new Date()), 60)
  await db
    .updateTable('batches')
    .set({ availability: seats, capacity: seats, start_date: start, end_date: addDays(start, 5) })
    .where('id', '=', departureId)
    .execute()
}
