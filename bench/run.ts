import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { listPackages } from '../apps/server/src/catalogue/catalogue.service.ts'
import { openDatabase } from '../apps/server/src/db/database.ts'
import { run } from '../scripts/run.ts'
import { bookingRush } from './booking-rush.ts'
import { generateLargeCatalogue } from './large-catalogue.ts'

/**
 * Starts the production server (one process, SQLite, loopback) and measures each scenario with
 * autocannon. Features add their scenarios to SCENARIOS. Targets are in the README.
 */
type Scenario = { name: string; path: string; catalogue: 'demo' | 'large' }
const SCENARIOS: Scenario[] = [
  { name: 'GET /api/health', path: '/api/health', catalogue: 'demo' },
  { name: 'GET / (home, SSR)', path: '/', catalogue: 'demo' },
  { name: 'GET /api/packages', path: '/api/packages', catalogue: 'demo' },
  {
    name: 'GET /packages/kedarkantha-trek (SSR)',
    path: '/packages/kedarkantha-trek',
    catalogue: 'demo',
  },
  { name: 'GET /expeditions (SSR)', path: '/expeditions', catalogue: 'demo' },
  { name: 'GET /api/packages?q=ked (10k pkgs)', path: '/api/packages?q=ked', catalogue: 'large' },
]
const LARGE_CATALOGUE = 10_000
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 20

if (!existsSync('apps/web/build/server/index.js')) run('npm', ['run', 'build'])

async function startServer(dataDir: string, port: number) {
  const server = spawn('node', ['apps/server/src/server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000000',
      // The rush plays 200 travellers from ten accounts; the pending-booking limit is not its subject.
      MAX_PENDING_BOOKINGS: '50',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  })
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill('SIGTERM')
  throw new Error('The server did not become healthy')
}

/** The search query itself, without any cache: what a new query costs on the large catalogue. */
async function timeUncachedSearch(sqlitePath: string) {
  const { db } = openDatabase({ sqlitePath })
  const queries = [
    'ked',
    'val',
    'roo',
    'ham',
    'sto',
    'goe',
    'sik',
    'kas',
    'cha',
    'tre',
    'lake',
    'snow',
    'peak',
    'himachal',
    'zzq',
  ]
  const times: number[] = []
  for (let round = 0; round < 20; round++) {
    for (const q of queries) {
      const started = performance.now()
      await listPackages(db, { q, limit: 100 })
      times.push(performance.now() - started)
    }
  }
  await db.destroy()
  times.sort((a, b) => a - b)
  const at = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2)
  return { samples: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

const dirs = {
  demo: mkdtempSync(path.join(tmpdir(), 'trippy-bench-')),
  large: mkdtempSync(path.join(tmpdir(), 'trippy-bench-large-')),
}
await generateLargeCatalogue(path.join(dirs.large, 'app.db'), LARGE_CATALOGUE)
const servers = {
  demo: await startServer(dirs.demo, 3200),
  large: await startServer(dirs.large, 3201),
}
const ports = { demo: 3200, large: 3201 }

try {
  const rows = []
  for (const scenario of SCENARIOS) {
    const url = `http://127.0.0.1:${ports[scenario.catalogue]}${scenario.path}`
    await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { 'accept-encoding': 'gzip' },
    })
    rows.push({
      scenario: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p90 ms': result.latency.p90,
      'p97.5 ms': result.latency.p97_5,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    })
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, one process, loopback, SQLite, gzip\n`,
  )
  console.table(rows)
  for (const expiring of [false, true]) {
    const rush = await bookingRush(
      `http://127.0.0.1:${ports.demo}`,
      path.join(dirs.demo, 'app.db'),
      {
        expiring,
      },
    )
    console.log(
      `\nBooking rush${expiring ? ' while 50 expired holds on it are being released' : ''}: ${rush.attempts} concurrent one-seat bookings on a departure with 50 seats: ${rush.booked} booked, ${rush.refused409} refused (409), ${rush.other} other, ${rush.released} holds released; oversold ${rush.oversold}; p50 ${rush.p50} ms, p99 ${rush.p99} ms` +
        `\n  (the same burst of ${rush.attempts} GET /api/health, for scale: p50 ${rush.floorP50} ms, p99 ${rush.floorP99} ms)`,
    )
    if (rush.oversold > 0 || rush.other > 0) throw new Error('The booking rush oversold or failed')
  }
  const search = await timeUncachedSearch(path.join(dirs.large, 'app.db'))
  console.log(
    `\nUncached search on ${LARGE_CATALOGUE.toLocaleString('en-IN')} packages (15 queries x 20, limit 100): p50 ${search.p50} ms, p95 ${search.p95} ms, p99 ${search.p99} ms`,
  )
} finally {
  servers.demo.kill('SIGTERM')
  servers.large.kill('SIGTERM')
  rmSync(dirs.demo, { recursive: true, force: true })
  rmSync(dirs.large, { recursive: true, force: true })
}
