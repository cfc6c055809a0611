import type { Kysely } from 'kysely'
import { expireHolds } from '../apps/server/src/bookings/hold-expiry.ts'
import { openDatabase, type OpenDatabaseConfig } from '../apps/server/src/db/database.ts'
import type { Database } from '../apps/server/src/db/schema.ts'
import { loadEnv } from '../apps/server/src/env.ts'
import { mailContextFrom } from '../apps/server/src/mail/mail-context.ts'
import { openDeparture, travellerDetails } from './bench-booking.ts'
import { cpuTimeMs } from './cpus.ts'

/**
 * 200 travellers try to book one seat each on one departure with 50 seats left, all at once,
 * through the real HTTP API of one server or several on one database (`baseUrls`, attempts shared
 * out in turn). Reports latency and how many seats were sold beyond the 50.
 *
 * `expiring`: the 50 seats are first all held by bookings whose holds have run out, and another
 * process (this one, as a second instance would) releases them while the rush is on: the seats
 * coming back must be sold once, never twice.
 */
export async function bookingRush(
  baseUrls: string[],
  database: OpenDatabaseConfig,
  {
    departure,
    expiring = false,
    attempts = 200,
    seats = 50,
    serverPid,
  }: {
    /** Which of the trip's six departures, from 0: each rush on one of its own. */
    departure: number
    expiring?: boolean
    attempts?: number
    seats?: number
    /** The one server's process, to read its CPU time; none with more than one instance. */
    serverPid?: number
  },
) {
  const { db } = openDatabase(database)
  // The attempts, and the registrations, are shared out among the instances in turn.
  const instance = (index: number) => baseUrls[index % baseUrls.length] ?? ''
  const pkg = await db
    .selectFrom('packages')
    .select(['id'])
    .where('slug', '=', 'kedarkantha-trek')
    .executeTakeFirstOrThrow()
  const departureRow = await db
    .selectFrom('batches')
    .select('id')
    .where('package_id', '=', pkg.id)
    // By id, not date: a rush moves its departure's date (openDeparture).
    .orderBy('id')
    .limit(1)
    .offset(departure)
    .executeTakeFirstOrThrow()
  // Bookings left on the departure by an earlier run on the same (PostgreSQL) database.
  const soldBefore = await seatsSold(db, departureRow.id)
  await openDeparture(db, departureRow.id, seats)

  // Ten customers share the attempts, as ten browsers hammering the button would.
  const tokens: string[] = []
  for (let index = 0; index < 10; index++) {
    const email = `rush.${Date.now()}.${index}@example.com`
    const baseUrl = instance(index)
    const register = await fetch(`${baseUrl}/api/customers/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Rush',
        lastName: 'Test',
        email,
        phone: '+91 98765 43210',
        password: 'kedar-2026-trail',
      }),
    })
    if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`)
    const login = await fetch(`${baseUrl}/api/customers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'kedar-2026-trail' }),
    })
    tokens.push(((await login.json()) as { data: { token: string } }).data.token)
  }
  const body = (index: number) =>
    JSON.stringify({
      packageId: pkg.id,
      batchId: departureRow.id,
      numberOfSeats: 1,
      paymentType: 'advance',
      customerDetails: travellerDetails(index),
    })
  /** One traveller's booking attempt, answered in full: its status. */
  const attempt = async (index: number) => {
    const response = await fetch(`${instance(index)}/api/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[index % tokens.length]}`,
      },
      body: body(index),
    })
    await response.arrayBuffer()
    return response.status
  }
  let released = 0
  let releasing: Promise<unknown> = Promise.resolve()
  if (expiring) {
    const held = await Promise.all(Array.from({ length: seats }, (_, index) => attempt(index)))
    if (held.some((status) => status !== 201)) throw new Error(`could not hold: ${held.join()}`)
    await db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('batch_id', '=', departureRow.id)
      .where('status', '=', 'pending')
      .execute()
  }

  // What 200 simultaneous requests cost this client and machine at all: the same burst of the
  // cheapest request (warmed once), so the rush's latency can be read against it.
  await burst(baseUrls, attempts)
  const floorCpu = cpuTimeMs(serverPid)
  const floor = await burst(baseUrls, attempts)
  const rushCpu = cpuTimeMs(serverPid)

  /** `attempts` booking attempts at once: each one's status and the latencies' percentiles. */
  const attemptBurst = async () => {
    const latencies: number[] = []
    const statuses = await Promise.all(
      Array.from({ length: attempts }, async (_, index) => {
        const started = performance.now()
        const status = await attempt(index)
        latencies.push(performance.now() - started)
        return status
      }),
    )
    return { statuses, at: percentiles(latencies) }
  }
  if (expiring)
    releasing = expireHolds(db, mailContextFrom(loadEnv())).then((expired) => {
      released = expired.length
    })
  const { statuses, at } = await attemptBurst()
  const rushEndCpu = cpuTimeMs(serverPid)
  await releasing
  // The same burst again on the now full departure: every attempt refused. What a refusal costs
  // the server, so the rush's cost can be split between its refusals and its bookings; and a
  // yardstick for the rush's latency that, unlike health, authenticates and validates a booking.
  const refusals = await attemptBurst()
  const refusalsEndCpu = cpuTimeMs(serverPid)
  const left = (
    await db
      .selectFrom('batches')
      .select('availability')
      .where('id', '=', departureRow.id)
      .executeTakeFirstOrThrow()
  ).availability
  const sold = (await seatsSold(db, departureRow.id)) - soldBefore
  await db.destroy()
  return {
    attempts,
    released,
    booked: statuses.filter((status) => status === 201).length,
    refused409: statuses.filter((status) => status === 409).length,
    other: statuses.filter((status) => status !== 201 && status !== 409).length,
    oversold: Math.max(0, sold - seats) + (left < 0 ? -left : 0),
    p50: at(0.5),
    p99: at(0.99),
    floorP50: floor(0.5),
    floorP99: floor(0.99),
    refusalP50: refusals.at(0.5),
    refusalP99: refusals.at(0.99),
    // The server's CPU time per request of each burst, where the bench can read it.
    cpuPerAttemptMs: perRequest(rushCpu, rushEndCpu, attempts),
    cpuPerHealthMs: perRequest(floorCpu, rushCpu, attempts),
    ...splitRushCpu({
      rushMs: difference(rushCpu, rushEndCpu),
      refusalsMs: difference(rushEndCpu, refusalsEndCpu),
      attempts,
      booked: statuses.filter((status) => status === 201).length,
      allRefused: refusals.statuses.every((status) => status === 409),
    }),
  }
}

/** One-seat bookings on a departure that hold or have bought their seat. */
async function seatsSold(db: Kysely<Database>, departureId: string): Promise<number> {
  const { n } = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('batch_id', '=', departureId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow()
  return Number(n)
}

function difference(from: number | undefined, to: number | undefined) {
  return from === undefined || to === undefined ? undefined : to - from
}

/**
 * The server's CPU per refusal (from a burst of refusals only) and per booking (the rush's CPU
 * less its refusals'), where the bench can read CPU time and the second burst was all refusals.
 */
function splitRushCpu(burst: {
  rushMs: number | undefined
  refusalsMs: number | undefined
  attempts: number
  booked: number
  allRefused: boolean
}): { cpuPerRefusalMs?: string; cpuPerBookingMs?: string } {
  const { rushMs, refusalsMs, attempts, booked, allRefused } = burst
  if (rushMs === undefined || refusalsMs === undefined || !allRefused || booked === 0) return {}
  const perRefusal = refusalsMs / attempts
  return {
    cpuPerRefusalMs: perRefusal.toFixed(2),
    cpuPerBookingMs: ((rushMs - perRefusal * (attempts - booked)) / booked).toFixed(2),
  }
}

function perRequest(from: number | undefined, to: number | undefined, requests: number) {
  return from === undefined || to === undefined ? undefined : ((to - from) / requests).toFixed(2)
}

function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return (p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(1)
}

/** `count` GET /api/health at once, shared out among `baseUrls` in turn: latency percentiles. */
async function burst(baseUrls: string[], count: number) {
  const latencies: number[] = []
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const started = performance.now()
      const url = `${baseUrls[index % baseUrls.length] ?? ''}/api/health`
      await (await fetch(url)).arrayBuffer()
      latencies.push(performance.now() - started)
    }),
  )
  return percentiles(latencies)
}
