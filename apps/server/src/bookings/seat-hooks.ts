import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import { returnSeats, seatsLeft, takeSeats } from './bookings.repository.ts'

/**
 * What a feature that holds seats outside bookings (the waitlist) is told of seat changes,
 * registered when the app starts so bookings/ never imports it. Without a registration seats
 * are only the departure's availability.
 */
export type SeatHooks = {
  /** In the transaction that gave seats back to a departure, after they are back. */
  seatsReturned: (trx: Kysely<Database>, departureId: string, now: Date) => Promise<void>
  /** Seats held for this customer on this departure (outside its availability). */
  heldSeats: (
    db: Kysely<Database>,
    customerId: string,
    departureId: string,
    now: Date,
  ) => Promise<number>
  /** In the booking's transaction: uses up the seats held for the customer; how many. */
  takeHeldSeats: (
    trx: Kysely<Database>,
    customerId: string,
    departureId: string,
    now: Date,
  ) => Promise<number>
}

// The last registration is used; an app unregisters when it closes.
const registered: SeatHooks[] = []

export function registerSeatHooks(hooks: SeatHooks): () => void {
  registered.push(hooks)
  return () => {
    const at = registered.lastIndexOf(hooks)
    if (at >= 0) registered.splice(at, 1)
  }
}

const active = (): SeatHooks | undefined => registered.at(-1)

export async function seatsReturned(
  trx: Kysely<Database>,
  departureId: string,
  now: Date,
): Promise<void> {
  await active()?.seatsReturned(trx, departureId, now)
}

export async function heldSeatsFor(
  db: Kysely<Database>,
  customerId: string,
  departureId: string,
  now: Date,
): Promise<number> {
  return (await active()?.heldSeats(db, customerId, departureId, now)) ?? 0
}

/**
 * In the booking's transaction: the seats held for the customer first, the rest from the
 * departure's availability (guarded, so never oversold); held seats the booking does not need go
 * back. The seats left after, or null when there were too few.
 */
export async function takeBookingSeats(
  trx: Kysely<Database>,
  customerId: string,
  departureId: string,
  seats: number,
  now: Date,
): Promise<number | null> {
  const held = (await active()?.takeHeldSeats(trx, customerId, departureId, now)) ?? 0
  if (held === 0) return takeSeats(trx, departureId, seats)
  if (seats > held) return takeSeats(trx, departureId, seats - held)
  if (seats < held) {
    await returnSeats(trx, departureId, held - seats)
    await seatsReturned(trx, departureId, now)
  }
  return seatsLeft(trx, departureId)
}
