import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadDemoCatalogueOnce } from '../apps/server/src/catalogue/demo-catalogue/load.ts'
import { createBooking } from '../apps/server/src/bookings/bookings.service.ts'
import { insertCustomer } from '../apps/server/src/customers/customers.repository.ts'
import { openDatabase } from '../apps/server/src/db/database.ts'
import { newId } from '../apps/server/src/db/ids.ts'
import { migrateToLatest } from '../apps/server/src/db/migrate.ts'
import { loadEnv } from '../apps/server/src/env.ts'
import { mailContextFrom } from '../apps/server/src/mail/mail-context.ts'
import { openDeparture, travellerDetails } from './bench-booking.ts'

/**
 * What one booking costs the server's CPU in machine instructions, counted by valgrind
 * (cachegrind, no cache simulation): createBooking on SQLite, as the booking rush's bookings run
 * it, less the HTTP around it. Seconds of CPU on these shared two-core machines move by 25 % from
 * one run to the next; an instruction count repeats within a fraction of a percent, so a change
 * to the booking's write path can be judged by it.
 *
 * The same script is run twice under valgrind, with a few bookings and with 200 more, and the
 * difference is divided by 200: start-up, module loading and the first compilations cancel out.
 * Two runs of it agree within 0.1 %. It counts instructions, not time: a change that waits less
 * (on the disk, on a lock) or that moves work elsewhere is not seen.
 *
 *   npm run bench:booking-cost
 */
const EXTRA_BOOKINGS = 200
const FEW_BOOKINGS = 20
const CUSTOMERS = 10
// More seats than any run books: every booking is taken.
const UNLIMITED_SEATS = 100_000

const [mode, sqlitePath, count] = process.argv.slice(2)
if (mode === '--book') {
  await book(sqlitePath ?? '', Number(count))
} else {
  await measure()
}

/** Runs `count` bookings of one seat on one departure, spread over the prepared customers. */
async function book(sqlitePath: string, count: number) {
  const { db } = openDatabase({ sqlitePath })
  const departure = await db
    .selectFrom('batches')
    .select(['id', 'package_id'])
    .where('availability', '=', UNLIMITED_SEATS)
    .executeTakeFirstOrThrow()
  const customers = (await db.selectFrom('customers').select('id').execute()).map((row) => row.id)
  const mail = mailContextFrom(loadEnv())
  for (let index = 0; index < count; index++) {
    await createBooking(
      db,
      customers[index % customers.length] ?? '',
      {
        packageId: departure.package_id,
        batchId: departure.id,
        numberOfSeats: 1,
        paymentType: 'advance',
        addonIds: [],
        customerDetails: travellerDetails(index),
      },
      undefined,
      // Pending holds are not the subject: every booking here is taken.
      { holdMinutes: 30, maxPending: Number.MAX_SAFE_INTEGER },
      mail,
    )
  }
  await db.destroy()
}

/** A demo catalogue with one departure of unlimited seats and a few customers. */
async function prepareDatabase(sqlitePath: string) {
  const { db, kind } = openDatabase({ sqlitePath })
  await migrateToLatest(db, kind)
  await loadDemoCatalogueOnce(db)
  const departure = await db
    .selectFrom('batches')
    .select('id')
    .orderBy('start_date')
    .limit(1)
    .executeTakeFirstOrThrow()
  await openDeparture(db, departure.id, UNLIMITED_SEATS)
  for (let index = 0; index < CUSTOMERS; index++) {
    await insertCustomer(db, {
      id: newId(),
      email: `cost.${index}@example.com`,
      firstName: 'Cost',
      lastName: `Test ${index}`,
      phone: '+91 98765 43210',
      passwordHash: 'not used',
      language: 'en',
      now: new Date().toISOString(),
    })
  }
  await db.destroy()
}

/** The instructions valgrind counted for `count` bookings on a fresh copy of `template`. */
function instructionsFor(template: string, dir: string, count: number): Promise<number> {
  const copy = path.join(dir, `bookings-${count}.db`)
  copyFileSync(template, copy)
  return new Promise((resolve, reject) => {
    const child = spawn(
      'valgrind',
      [
        '--tool=cachegrind',
        '--cache-sim=no',
        '--cachegrind-out-file=/dev/null',
        process.execPath,
        // V8 on one thread with fixed seeds: its compiler and collector threads, and randomised
        // hash tables, made two identical runs differ by 10 % in instructions.
        '--single-threaded',
        '--hash-seed=1',
        '--random-seed=1',
        process.argv[1] ?? 'bench/booking-cost.ts',
        '--book',
        copy,
        String(count),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DATABASE_URL: '' } },
    )
    let report = ''
    child.stderr.on('data', (chunk: Buffer) => (report += chunk.toString()))
    child.on('error', (error) =>
      reject(new Error(`valgrind could not be run (apt-get install valgrind): ${error.message}`)),
    )
    child.on('close', (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(report)?.[1]
      if (code !== 0 || !refs) reject(new Error(`valgrind exited with ${code}:\n${report}`))
      else resolve(Number(refs.replaceAll(',', '')))
    })
  })
}

async function measure() {
  const dir = mkdtempSync(path.join(tmpdir(), 'trippy-booking-cost-'))
  try {
    const template = path.join(dir, 'template.db')
    await prepareDatabase(template)
    // The two runs are independent: on two cores they take the time of one.
    const [few, more] = await Promise.all([
      instructionsFor(template, dir, FEW_BOOKINGS),
      instructionsFor(template, dir, FEW_BOOKINGS + EXTRA_BOOKINGS),
    ])
    const perBooking = (more - few) / EXTRA_BOOKINGS
    const millions = (instructions: number) => `${(instructions / 1e6).toFixed(2)} M`
    console.log(
      `createBooking on SQLite: ${millions(perBooking)} instructions per booking ` +
        `(valgrind: ${millions(few)} for ${FEW_BOOKINGS} bookings, ` +
        `${millions(more)} for ${FEW_BOOKINGS + EXTRA_BOOKINGS})`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
