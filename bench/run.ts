import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { listPackages } from '../apps/server/src/catalogue/catalogue.service.ts'
import { bumpCatalogueVersion } from '../apps/server/src/catalogue/packages.repository.ts'
import { openDatabase } from '../apps/server/src/db/database.ts'
import { run } from '../scripts/run.ts'
import { bookingRush } from './booking-rush.ts'
import { againstHealth, assertNotOversold, describeRush, whyUnreachable } from './rush-report.ts'
import { onCpu } from './cpus.ts'
import { generateLargeCatalogue } from './large-catalogue.ts'
import { benchMailRush } from './mail-rush.ts'
import { waitUntilAnswering } from './wait-until-answering.ts'
import { assertWrkInstalled, runWrk, type WrkResult } from './wrk.ts'

/**
 * Starts the production server (one process, SQLite, loopback) and measures each scenario with
 * wrk, side by side with bare Fastify sending the same bytes (bench/bare-fastify.ts). Features
 * add their scenarios to SCENARIOS. Targets are in the README.
 */
type Scenario = {
  name: string
  path: string
  catalogue: 'demo' | 'large'
  /** The least share of bare Fastify's rate for the same bytes this answer should reach. */
  targetShare?: number
  /**
   * Change the catalogue once a second during our turns, as a booking does (its seats): every
   * cached page and answer is dropped at once, and the requests that miss it share one render.
   */
  catalogueChanges?: true
}
const SCENARIOS: Scenario[] = [
  { name: 'GET /api/health', path: '/api/health', catalogue: 'demo' },
  { name: 'GET / (home, SSR)', path: '/', catalogue: 'demo', targetShare: 0.8 },
  { name: 'GET /api/packages', path: '/api/packages', catalogue: 'demo', targetShare: 0.8 },
  {
    name: 'GET /packages/kedarkantha-trek (SSR)',
    path: '/packages/kedarkantha-trek',
    catalogue: 'demo',
    targetShare: 0.8,
  },
  { name: 'GET /expeditions (SSR)', path: '/expeditions', catalogue: 'demo', targetShare: 0.8 },
  {
    name: 'GET / while a booking a second changes it',
    path: '/',
    catalogue: 'demo',
    catalogueChanges: true,
  },
  { name: 'GET /api/packages?q=ked (10k pkgs)', path: '/api/packages?q=ked', catalogue: 'large' },
]
const LARGE_CATALOGUE = 10_000
/**
 * A checked, transactional booking costs several health checks of CPU: the rushes' p99, median of
 * RUSHES, is held within this many times their health bursts' p99.
 */
const RUSH_TARGET = 2.5
const RUSHES = 3
/**
 * `BENCH_ONLY='api/packages$|kedarkantha'` (a regular expression, any case) runs only the parts
 * whose names it finds: the scenarios', 'booking rush', 'uncached search'. Unset, all of them.
 */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined
const selected = (name: string) => ONLY === undefined || ONLY.test(name)
const scenarios = SCENARIOS.filter((scenario) => selected(scenario.name))
const searching = selected('uncached search')
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 18)
// Nine turns a side: with five, the median share of one scenario moved by 10-15 points between
// two runs of the same code on a busy two-core machine.
const ROUNDS = 9
const ROUND_SECONDS = Math.max(1, Math.round(DURATION_SECONDS / ROUNDS))
// What a server that has been up a while serves: V8 optimises a route's path only after seconds
// of traffic, and a longer path takes longer. After a 1 s warm-up our share of bare Fastify
// climbed turn by turn, so the bench measured our compiler. Both sides get the same warm-up.
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 10)
const CONNECTIONS = 20
// Three ports from BENCH_PORT (default 3200): the demo server, the large one and bare Fastify.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3200)
const BARE_PORT = BASE_PORT + 2
const REQUEST_HEADERS = { 'accept-encoding': 'gzip' }

assertWrkInstalled()
if (!existsSync('apps/web/build/server/index.js')) run('npm', ['run', 'build'])

/** The production server on `port`, its data in `dataDir`; `env` over the bench's settings. */
async function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  // The log at the default level (info: a line per request) goes to a file, as a container's
  // stdout goes to its log: what a user runs is what is measured.
  const log = openSync(path.join(dataDir, 'server.log'), 'a')
  const server = spawn(...onCpu(0, 'node', ['apps/server/src/server.ts']), {
    stdio: ['ignore', log, 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000000',
      // The rush plays 200 travellers from ten accounts; the pending-booking limit is not its subject.
      MAX_PENDING_BOOKINGS: '50',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The gateway on, as in production: pages then carry Razorpay Checkout's sources in their
      // CSP. Nothing in the bench pays, so nothing calls the (unanswering) API address.
      RAZORPAY_KEY_ID: 'rzp_test_Bench',
      RAZORPAY_KEY_SECRET: 'bench-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret',
      RAZORPAY_API_URL: 'http://127.0.0.1:9/',
      ...env,
    },
  })
  return waitUntilAnswering(`http://127.0.0.1:${port}/api/health`, server)
}

/** Headers that describe the connection or the moment, not the answer: the peer sets its own. */
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
])

/** An answer as it went over the wire (still compressed), to be sent again by the peer. */
function recordAnswer(url: string): Promise<{ headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: REQUEST_HEADERS }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`))
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers)) {
          if (value === undefined || CONNECTION_HEADERS.has(name)) continue
          headers[name] = Array.isArray(value) ? value.join(', ') : value
        }
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') })
      })
    }).on('error', reject)
  })
}

/** Bare Fastify answering the recorded answers, once it answers `readyPath`, one of them. */
async function startBareFastify(answersFile: string, readyPath: string): Promise<ChildProcess> {
  const server = spawn(
    ...onCpu(0, 'node', ['bench/bare-fastify.ts', answersFile, String(BARE_PORT)]),
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  return waitUntilAnswering(`http://127.0.0.1:${BARE_PORT}${readyPath}`, server)
}

/** Runs `turn` while the catalogue in `sqlitePath` changes once a second, as bookings change it. */
async function whileCatalogueChanges<T>(sqlitePath: string, turn: () => Promise<T>): Promise<T> {
  const { db } = openDatabase({ sqlitePath })
  const changing = setInterval(() => void bumpCatalogueVersion(db), 1000)
  try {
    return await turn()
  } finally {
    clearInterval(changing)
    await db.destroy()
  }
}

/** The turn with the median rate, so one disturbed turn moves neither side. */
function medianTurn(turns: WrkResult[]): WrkResult {
  const sorted = [...turns].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  const median = sorted[Math.floor(sorted.length / 2)]
  if (!median) throw new Error('No wrk turn was run')
  return median
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

/**
 * The same rush through two instances on one PostgreSQL database (the bench's DATABASE_URL, which
 * it may write to: migrated, and given the demo catalogue when empty), its attempts shared out
 * between them. Skipped, and said so, without a PostgreSQL that answers.
 */
async function rushThroughTwoInstances() {
  const title = 'Booking rush through two instances on one PostgreSQL database'
  const databaseUrl = process.env.DATABASE_URL
  const unusable = databaseUrl ? await whyUnreachable(databaseUrl) : 'DATABASE_URL is not set'
  if (!databaseUrl || unusable) {
    console.log(`\n${title}: skipped, ${unusable}`)
    return
  }
  const ports = [BASE_PORT + 3, BASE_PORT + 4]
  const dataDirs = ports.map(() => mkdtempSync(path.join(tmpdir(), 'trippy-bench-pg-')))
  const instances: ChildProcess[] = []
  try {
    // One after the other: the first migrates the database and loads the demo catalogue.
    for (const [index, port] of ports.entries())
      instances.push(await startServer(dataDirs[index] ?? '', port, { DATABASE_URL: databaseUrl }))
    const urls = ports.map((port) => `http://127.0.0.1:${port}`)
    const database = { databaseUrl, sqlitePath: '' }
    assertNotOversold(
      'The warm-up rush on PostgreSQL',
      await bookingRush(urls, database, { departure: 1 }),
    )
    const rush = await bookingRush(urls, database, { departure: 0 })
    console.log(describeRush(title, rush))
    assertNotOversold('The booking rush through two instances', rush)
  } finally {
    for (const instance of instances) instance.kill('SIGTERM')
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
}

const dirs = {
  demo: mkdtempSync(path.join(tmpdir(), 'trippy-bench-')),
  large: mkdtempSync(path.join(tmpdir(), 'trippy-bench-large-')),
}
const large = searching || scenarios.some((scenario) => scenario.catalogue === 'large')
if (large) await generateLargeCatalogue(path.join(dirs.large, 'app.db'), LARGE_CATALOGUE)
const servers = {
  demo: await startServer(dirs.demo, BASE_PORT),
  large: large ? await startServer(dirs.large, BASE_PORT + 1) : undefined,
}
const ports = { demo: BASE_PORT, large: BASE_PORT + 1 }

let bare: ChildProcess | undefined
try {
  const answers: Record<string, Awaited<ReturnType<typeof recordAnswer>>> = {}
  for (const scenario of scenarios) {
    const url = `http://127.0.0.1:${ports[scenario.catalogue]}${scenario.path}`
    await recordAnswer(url) // the first answer fills the caches
    answers[scenario.path] = await recordAnswer(url)
  }
  const answersFile = path.join(dirs.demo, 'bare-answers.json')
  writeFileSync(answersFile, JSON.stringify(answers))
  const [first] = scenarios
  if (first) bare = await startBareFastify(answersFile, first.path)

  const load = { seconds: ROUND_SECONDS, connections: CONNECTIONS, headers: REQUEST_HEADERS }
  const rows = []
  let missed = 0
  for (const scenario of scenarios) {
    const oursUrl = `http://127.0.0.1:${ports[scenario.catalogue]}${scenario.path}`
    const peerUrl = `http://127.0.0.1:${BARE_PORT}${scenario.path}`
    // The machine's speed drifts over seconds: short turns, taken in alternation, see the same drift.
    const turns: { ours: WrkResult[]; peer: WrkResult[] } = { ours: [], peer: [] }
    await runWrk(oursUrl, { ...load, seconds: WARM_SECONDS })
    await runWrk(peerUrl, { ...load, seconds: WARM_SECONDS })
    const oursTurn = () => runWrk(oursUrl, load)
    for (let round = 0; round < ROUNDS; round++) {
      turns.ours.push(
        await (scenario.catalogueChanges
          ? whileCatalogueChanges(path.join(dirs[scenario.catalogue], 'app.db'), oursTurn)
          : oursTurn()),
      )
      turns.peer.push(await runWrk(peerUrl, load))
    }
    const ours = medianTurn(turns.ours)
    const peer = medianTurn(turns.peer)
    const share = ours.requestsPerSecond / peer.requestsPerSecond
    const target = scenario.targetShare
    if (target !== undefined && share < target) missed++
    rows.push({
      scenario: scenario.name,
      'req/s': ours.requestsPerSecond,
      'bare req/s': peer.requestsPerSecond,
      share: `${Math.round(share * 100)} %`,
      target:
        target === undefined ? '' : `≥ ${target * 100} % ${share >= target ? 'met' : 'MISSED'}`,
      'p50 ms': ours.p50Ms,
      'p99 ms': ours.p99Ms,
      'bare p99 ms': peer.p99Ms,
      'gzip KB': Number(
        (Buffer.from(answers[scenario.path]?.body ?? '', 'base64').length / 1024).toFixed(1),
      ),
      errors: [...turns.ours, ...turns.peer].reduce((sum, turn) => sum + turn.errors, 0),
    })
  }
  if (rows.length > 0) {
    console.log(
      `\nwrk, 1 thread, ${CONNECTIONS} connections, ${ROUNDS} alternating turns of ${ROUND_SECONDS} s per scenario and peer (median turn shown) after ${WARM_SECONDS} s of warm-up each, one process logging at ${process.env.LOG_LEVEL ?? 'info'} to a file, loopback, SQLite, gzip; bare = bare Fastify sending the same bytes and headers\n`,
    )
    console.table(rows)
  }
  if (missed > 0) console.log(`${missed} scenario(s) below their share of bare Fastify`)
  if (selected('booking rush')) {
    const rushOn = (departure: number, expiring = false) =>
      bookingRush(
        [`http://127.0.0.1:${ports.demo}`],
        { sqlitePath: path.join(dirs.demo, 'app.db') },
        { departure, expiring, serverPid: servers.demo.pid },
      )
    // The first bookings a server takes run cold code (V8 has not compiled the booking path, SQLite
    // has not prepared its statements): one rush first, not reported, as the health burst the rush
    // is read against is warmed by one burst before it. Each rush on a departure of its own.
    assertNotOversold('The warm-up rush', await rushOn(RUSHES + 1))
    const ratios: number[] = []
    for (let index = 0; index < RUSHES; index++) {
      const rush = await rushOn(index)
      console.log(describeRush(`Booking rush ${index + 1} of ${RUSHES}`, rush))
      assertNotOversold('The booking rush', rush)
      ratios.push(againstHealth(rush))
    }
    const ratio = [...ratios].sort((x, y) => x - y)[Math.floor(RUSHES / 2)] ?? Infinity
    console.log(
      `\nThe rushes' p99 against their health bursts' (median of ${RUSHES}): ${ratio.toFixed(2)}x, target ≤ ${RUSH_TARGET}x ${ratio <= RUSH_TARGET ? 'met' : 'MISSED'}`,
    )
    const expiring = await rushOn(RUSHES, true)
    const title = 'Booking rush while 50 expired holds on it are being released'
    console.log(describeRush(title, expiring))
    assertNotOversold('The booking rush on expiring holds', expiring)
  }
  if (selected('booking rush through two instances on PostgreSQL')) await rushThroughTwoInstances()
  if (searching) {
    const search = await timeUncachedSearch(path.join(dirs.large, 'app.db'))
    console.log(
      `\nUncached search on ${LARGE_CATALOGUE.toLocaleString('en-IN')} packages (15 queries x 20, limit 100): p50 ${search.p50} ms, p95 ${search.p95} ms, p99 ${search.p99} ms`,
    )
  }
} finally {
  bare?.kill('SIGTERM')
  servers.demo.kill('SIGTERM')
  servers.large?.kill('SIGTERM')
  rmSync(dirs.demo, { recursive: true, force: true })
  rmSync(dirs.large, { recursive: true, force: true })
}

// On a server of its own, after the others have stopped.
await benchMailRush()
