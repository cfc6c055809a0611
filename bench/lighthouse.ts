import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { run } from '../scripts/run.ts'
import { PHONE_LEGEND, phoneRows } from './phone.ts'
import { pageParse, type TraceEvent } from './trace.ts'
import { waitUntilAnswering } from './wait-until-answering.ts'

/**
 * Lighthouse 13 on the production server (mobile defaults: emulated phone, simulated slow 4G and
 * 4× CPU slowdown), three runs per page, and the median run's scores and metrics. Lighthouse is
 * not a dependency: npx fetches the pinned version on first use. Chromium is Debian's. Then the
 * same pages as a first visit on a throttled phone (`bench/phone.ts`): the scripts a page
 * downloads and when React has hydrated it, which Lighthouse's scores do not show.
 *
 *   npm run bench:lighthouse              all seven pages, the floor, and the home page without scripts
 *   LIGHTHOUSE_RUNS=5 npm run bench:lighthouse
 */
const LIGHTHOUSE = 'lighthouse@13.5.0'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3210)
const origin = `http://127.0.0.1:${port}`
const floorOrigin = `http://127.0.0.1:${port + 1}`

const TARGETS = {
  /** Script bytes (gzip, as sent) and requests started before the first paint, on the home page. */
  jsBeforePaintKb: 100,
  jsBeforePaintRequests: 6,
  /** The page's CSS, gzip: inline styles and stylesheet files together. */
  cssKb: 15,
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
}

type Category = keyof typeof CATEGORY_TITLES
const CATEGORY_TITLES = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best',
  seo: 'seo',
} as const

type LighthouseReport = {
  categories: Record<Category, { score: number | null }>
  audits: Record<
    string,
    {
      numericValue?: number
      score: number | null
      title: string
      details?: { items?: unknown[] }
    }
  >
  runWarnings?: string[]
}

/** An item of the `network-requests` audit: times in ms from the first request, as observed. */
type NetworkRequest = {
  resourceType?: string
  networkRequestTime?: number
  transferSize?: number
}

type RunResult = {
  scores: Record<Category, number>
  /** Script requests started before the observed first paint, and their bytes as sent. */
  jsBeforePaint: { requests: number; bytes: number }
  stylesheetBytes: number
  /** The requests Lighthouse finds blocking the first render. */
  renderBlocking: number
  lcpMs: number
  tbtMs: number
  /**
   * The page's own blocking time, from CPU time: each main-thread task that began after the
   * observed first paint, its CPU time times four (Lighthouse's phone), less 50 ms, summed. What
   * Lighthouse's TBT would be if the page's thread never waited for a core; NaN without a trace.
   */
  cpuTbtMs: number
  cls: number
  fcpMs: number
  failing: string[]
}

// Every phone that reads Hindi has a Devanagari font. Without one Chromium draws boxes, after
// searching every installed font for each character: the Hindi pages' numbers would measure that
// search, not the page (their TBT read two to four times the English pages' on such a machine).
const devanagariFonts = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' })
if (devanagariFonts.error || devanagariFonts.stdout.trim() === '') {
  throw new Error(
    'No Devanagari font on this machine: install one as phones have it (apt-get install fonts-noto-core)',
  )
}
if (!existsSync('apps/web/build/server/index.js')) run('npm', ['run', 'build'])
const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-lighthouse-'))
const outDir = mkdtempSync(path.join(tmpdir(), 'trippy-lighthouse-reports-'))
const server = spawn('node', ['apps/server/src/server.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
})

/** A package page of the demo catalogue: the Char Dham Yatra, else the first trip listed. */
async function packagePath(): Promise<string> {
  const answer = JSON.parse(await pageText(`${origin}/api/packages`)) as {
    data?: { slug: string }[]
  }
  const slugs = answer.data?.map((pkg) => pkg.slug) ?? []
  const slug = slugs.includes('char-dham-yatra') ? 'char-dham-yatra' : slugs[0]
  if (!slug) throw new Error('The catalogue has no packages')
  return `/packages/${slug}`
}

/** Headless Chromium now and then loses the trace (NO_NAVSTART); such a run is simply repeated. */
function lighthouse(
  url: string,
  reportPath: string,
  blockedUrls: string | undefined,
  attemptsLeft = 3,
): LighthouseReport {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${reportPath}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      '--quiet',
      // The trace, beside the report: the page's main-thread tasks with their CPU time.
      '--save-assets',
      ...(blockedUrls ? [`--blocked-url-patterns=${blockedUrls}`] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH } },
  )
  if (result.status !== 0) {
    if (attemptsLeft > 1) return lighthouse(url, reportPath, blockedUrls, attemptsLeft - 1)
    throw new Error(`Lighthouse failed on ${url} (exit ${result.status})`)
  }
  return JSON.parse(readFileSync(reportPath, 'utf8')) as LighthouseReport
}

/** RunResult.cpuTbtMs from the trace Lighthouse saved beside `reportPath`. */
function cpuBlockingMs(reportPath: string): number {
  const tracePath = reportPath.replace(/\.json$/, '-0.trace.json')
  if (!existsSync(tracePath)) return Number.NaN
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents?: TraceEvent[] }
  const events = trace.traceEvents ?? []
  const parse = pageParse(events)
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === parse?.pid,
  )
  if (!parse || !firstPaint) return Number.NaN
  let blocking = 0
  for (const event of events) {
    if (event.pid !== parse.pid || event.tid !== parse.tid || event.name !== 'RunTask') continue
    if (event.ph !== 'X' || event.ts < firstPaint.ts) continue
    blocking += Math.max(0, (4 * (event.tdur ?? event.dur ?? 0)) / 1000 - 50)
  }
  return blocking
}

/** Every run's figure, rounded, lowest first: '4/7/39'; '?' for a run without one. */
function eachRun(figures: number[]): string {
  const known = figures.filter((figure) => !Number.isNaN(figure)).sort((x, y) => x - y)
  const unknown = figures.length - known.length
  return [...known.map(Math.round), ...Array<string>(unknown).fill('?')].join('/')
}

function summarise(report: LighthouseReport, reportPath: string): RunResult {
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  const scores = Object.fromEntries(
    Object.keys(CATEGORY_TITLES).map((id) => [
      id,
      Math.round((report.categories[id as Category].score ?? 0) * 100),
    ]),
  ) as Record<Category, number>
  const failing = Object.entries(report.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `${id} (${audit.title})`)
  const observed = report.audits.metrics?.details?.items?.[0] as
    { observedFirstContentfulPaint?: number } | undefined
  const firstPaint = observed?.observedFirstContentfulPaint
  // Without it every script would count as "after the paint": a miss would pass unseen.
  if (firstPaint === undefined) throw new Error('The Lighthouse report has no observed first paint')
  const requests = (report.audits['network-requests']?.details?.items ?? []) as NetworkRequest[]
  const scripts = requests.filter(
    (request) =>
      request.resourceType === 'Script' && (request.networkRequestTime ?? Infinity) < firstPaint,
  )
  const bytesOf = (list: NetworkRequest[]) =>
    list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    scores,
    jsBeforePaint: { requests: scripts.length, bytes: bytesOf(scripts) },
    stylesheetBytes: bytesOf(requests.filter((request) => request.resourceType === 'Stylesheet')),
    renderBlocking: report.audits['render-blocking-insight']?.details?.items?.length ?? 0,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cpuTbtMs: cpuBlockingMs(reportPath),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    failing,
  }
}

/** The run with the median performance score (ties: the median LCP), as Lighthouse advises. */
function medianRun(runs: RunResult[]): RunResult {
  const sorted = [...runs].sort(
    (a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs,
  )
  const median = sorted[Math.floor(sorted.length / 2)]
  if (!median) throw new Error('No Lighthouse runs')
  return median
}

const mark = (ok: boolean) => (ok ? '' : ' ✗')
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/**
 * A page's HTML over a connection of its own: the event loop sleeps through each Lighthouse run
 * (spawnSync), and fetch would reuse a kept-alive socket the server closed meanwhile ("other side
 * closed").
 */
function pageText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve(text))
    }).on('error', reject)
  })
}

/** The gzip size of a page's inline `<style>` elements, as the server sends them. */
async function inlineCssBytes(pageOrigin: string, pagePath: string): Promise<number> {
  const html = await pageText(`${pageOrigin}${pagePath}`)
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1])
  return styles.length === 0 ? 0 : gzipSync(styles.join('')).length
}

let floor: ChildProcess | undefined
try {
  await waitUntilAnswering(`${origin}/api/health`, server)
  // A page with nothing to load or run: what this machine's Chromium adds to every page.
  floor = spawn('node', ['bench/floor-page.ts', String(port + 1)], { stdio: 'inherit' })
  await waitUntilAnswering(`${floorOrigin}/`, floor)
  const pages: {
    name: string
    path: string
    origin?: string
    blocked?: string
    /** The page asks not to be indexed, so it is not held to SEO 100 (its score is still shown). */
    noindex?: true
  }[] = [
    { name: 'floor: empty page', path: '/', origin: floorOrigin },
    { name: 'home', path: '/' },
    // Not a target: the home page as the server renders it, its script files refused (inline
    // scripts still run). Between this row and the floor is what the page itself costs; between
    // this row and the home page's, what its JavaScript (loading, hydration) costs.
    { name: 'home without script files', path: '/', blocked: '*/assets/*.js' },
    { name: 'packages', path: '/packages' },
    { name: 'package page', path: await packagePath() },
    { name: 'expeditions', path: '/expeditions' },
    { name: 'char dham', path: '/char-dham' },
    { name: 'blog post', path: '/blogs/preparing-for-your-first-himalayan-trek' },
    { name: 'console sign-in', path: '/console/login', noindex: true },
    // The Hindi site: the same targets as the English pages.
    { name: 'home in Hindi', path: '/hi' },
    { name: 'package page in Hindi', path: `/hi${await packagePath()}` },
    { name: 'char dham in Hindi', path: '/hi/char-dham' },
  ]
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile defaults, median of ${RUNS} runs`)
  const rows = []
  const problems: string[] = []
  for (const page of pages) {
    const runs: RunResult[] = []
    for (let attempt = 1; attempt <= RUNS; attempt++) {
      const reportPath = path.join(outDir, `${page.name.replace(/\W+/g, '-')}-${attempt}.json`)
      runs.push(
        summarise(
          lighthouse(`${page.origin ?? origin}${page.path}`, reportPath, page.blocked),
          reportPath,
        ),
      )
    }
    const median = medianRun(runs)
    const { scores, jsBeforePaint } = median
    const cssBytes =
      (await inlineCssBytes(page.origin ?? origin, page.path)) + median.stylesheetBytes
    const isHome = page.path === '/' && !page.origin && !page.blocked
    const jsOk =
      !isHome ||
      (jsBeforePaint.bytes <= TARGETS.jsBeforePaintKb * 1024 &&
        jsBeforePaint.requests <= TARGETS.jsBeforePaintRequests)
    rows.push({
      page: `${page.name} (${page.path})`,
      perf: `${scores.performance}${mark(scores.performance >= TARGETS.performance)}`,
      a11y: `${scores.accessibility}${mark(scores.accessibility >= TARGETS.accessibility)}`,
      best: `${scores['best-practices']}${mark(scores['best-practices'] >= TARGETS['best-practices'])}`,
      seo: page.noindex
        ? `${scores.seo} (noindex)`
        : `${scores.seo}${mark(scores.seo >= TARGETS.seo)}`,
      'FCP ms': Math.round(median.fcpMs),
      'LCP ms': `${Math.round(median.lcpMs)}${mark(median.lcpMs <= TARGETS.lcpMs)}`,
      'TBT ms': `${Math.round(median.tbtMs)}${mark(median.tbtMs <= TARGETS.tbtMs)}`,
      'TBT runs': eachRun(runs.map((run) => run.tbtMs)),
      'TBT from CPU runs': eachRun(runs.map((run) => run.cpuTbtMs)),
      CLS: `${median.cls.toFixed(3)}${mark(median.cls <= TARGETS.cls)}`,
      'JS before paint': `${jsBeforePaint.requests} / ${kb(jsBeforePaint.bytes)} KB${mark(jsOk)}`,
      'CSS KB gz': `${kb(cssBytes)}${mark(cssBytes <= TARGETS.cssKb * 1024)}`,
      blocking: `${median.renderBlocking}${mark(median.renderBlocking === 0)}`,
    })
    // A noindex page fails "is-crawlable" by asking for it.
    const failing = median.failing.filter(
      (audit) => !page.noindex || !audit.startsWith('is-crawlable '),
    )
    if (failing.length > 0 && !page.blocked)
      problems.push(`${page.name} (${page.path}): ${failing.join('; ')}`)
  }
  console.table(rows)
  console.log(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO 100 (SEO not on a noindex page), LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}; on the home page JavaScript requested before the first paint ≤ ${TARGETS.jsBeforePaintRequests} requests and ${TARGETS.jsBeforePaintKb} KB as sent; CSS ≤ ${TARGETS.cssKb} KB gzip (inline and files) with no render-blocking request (✗ marks a miss).`,
  )
  console.log(
    "JS before paint: script requests started before the observed first paint / their bytes as sent. blocking: requests Lighthouse finds blocking the first render. TBT runs: every run of the page, lowest first; one run with a task of several hundred ms decides a median of three, so read TBT from the spread, and against the floor: a plain HTML page with nothing to load or run, whose TBT is what this machine adds to every page. TBT from CPU runs: the same sum from each run's trace with each task's CPU time in place of its wall time (tasks begun after the observed first paint, times four, less 50 ms): the page's own work, without the time its thread waited for one of this machine's two cores.",
  )
  if (problems.length > 0) {
    console.log('\nAudits scoring under 0.9 in the median runs:')
    for (const line of problems) console.log(`  ${line}`)
  }
  console.log(`\nFull reports: ${outDir}`)
  const phonePages = pages.filter((page) => !page.origin && !page.blocked)
  console.table(await phoneRows(origin, phonePages))
  console.log(PHONE_LEGEND)
} finally {
  floor?.kill('SIGTERM')
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
