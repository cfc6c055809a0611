import { sql } from 'kysely'
import { openDatabase } from '../apps/server/src/db/database.ts'
import type { bookingRush } from './booking-rush.ts'

type Rush = Awaited<ReturnType<typeof bookingRush>>

/** The rush's p99 over its health burst's: how many health checks of time a booking took. */
export const againstHealth = (rush: Rush) => Number(rush.p99) / Number(rush.floorP99)

/** What a rush did and cost, for the bench's report under `title`. */
export function describeRush(title: string, rush: Rush): string {
  return (
    `\n${title}: ${rush.attempts} concurrent one-seat bookings on a departure with 50 seats: ${rush.booked} booked, ${rush.refused409} refused (409), ${rush.other} other, ${rush.released} holds released; oversold ${rush.oversold}; p50 ${rush.p50} ms, p99 ${rush.p99} ms` +
    `\n  (the same burst of ${rush.attempts} GET /api/health, for scale: p50 ${rush.floorP50} ms, p99 ${rush.floorP99} ms; the rush's p99 ${againstHealth(rush).toFixed(2)}x it)` +
    `\n  (the same burst of ${rush.attempts} attempts again on the full departure, all refused: p50 ${rush.refusalP50} ms, p99 ${rush.refusalP99} ms; the rush's p99 ${(Number(rush.p99) / Number(rush.refusalP99)).toFixed(2)}x it)` +
    (rush.cpuPerAttemptMs === undefined
      ? ''
      : `\n  server CPU per request: ${rush.cpuPerAttemptMs} ms per booking attempt, ${rush.cpuPerHealthMs} ms per GET /api/health` +
        (rush.cpuPerBookingMs === undefined
          ? ''
          : ` (a refusal ${rush.cpuPerRefusalMs} ms, from a second burst on the full departure; a booking about ${rush.cpuPerBookingMs} ms)`))
  )
}

/** Throws when a rush sold a seat twice or answered anything but 201 and 409. */
export function assertNotOversold(what: string, rush: Rush): void {
  if (rush.oversold > 0 || rush.other > 0) throw new Error(`${what} oversold or failed`)
}

/** Why PostgreSQL at `databaseUrl` cannot be used, or undefined when it answers. */
export async function whyUnreachable(databaseUrl: string): Promise<string | undefined> {
  const { db } = openDatabase({ databaseUrl, sqlitePath: '' })
  try {
    await sql`select 1`.execute(db)
    return undefined
  } catch (error) {
    return `PostgreSQL did not answer (${error instanceof Error ? error.message : String(error)})`
  } finally {
    await db.destroy()
  }
}
