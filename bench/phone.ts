import { chromium, type Browser } from '@playwright/test'

/**
 * A first visit on a mid-range phone, in Debian's Chromium: 4× CPU slowdown, 150 ms round trip,
 * 1.6 Mbit/s down and 750 kbit/s up (Chromium's own throttling, per request), a fresh profile
 * each load (nothing cached, the trip-plan modal not yet seen). For each page: every script
 * response until the network has been quiet for a while, their bytes as sent (headers and the
 * compressed body, as the server encoded them), and when React had hydrated the page (the app's
 * `react-hydrated` mark: the root's first commit, from which the header's controls and a click
 * anywhere on the page work, React hydrating the clicked part first; and `page-hydrated`, the
 * page's own content). Median of PHONE_RUNS loads (default 3) per page.
 *
 *   node bench/phone.ts http://127.0.0.1:3000 / /packages /blogs/some-post
 *   PHONE_FILES=1 PHONE_RUNS=1 node bench/phone.ts http://127.0.0.1:3000 /    each script file too
 *   PHONE_TIMELINE=1 node bench/phone.ts http://127.0.0.1:3000 /    where the time goes, too
 *
 * `npm run bench:lighthouse` runs it on its own pages after Lighthouse.
 */
export const PHONE_TARGETS = { scriptKb: 135, hydratedMs: 1600 }

const RUNS = Number(process.env.PHONE_RUNS ?? 3)
/** How long the network must be idle after the page hydrated before the load counts as done. */
const QUIET_MS = 2000
const LOAD_TIMEOUT_MS = 60_000

export type PhoneLoad = {
  scripts: number
  scriptBytes: number
  /** The content encodings the script responses came with, e.g. `br`. */
  encodings: string[]
  /** From the navigation's start; NaN if the mark never came. */
  hydratedMs: number
  pageHydratedMs: number
  /** Each script's file name and bytes as sent, in the order they finished. */
  files: { name: string; bytes: number }[]
  timeline: PhoneTimeline
}

/**
 * Where a load's time goes, in ms from the page's request (network times) or the navigation's
 * start (paint): the HTML on the wire, the first paint the scripts wait for (ADR 007), the scripts
 * on the wire, and what else shared the line before React hydrated (images, fonts, fetches).
 */
export type PhoneTimeline = {
  htmlBytes: number
  htmlEndMs: number
  firstPaintMs: number
  firstScriptMs: number
  lastScriptEndMs: number
  otherBytesBeforeHydrated: number
}

async function loadOnce(browser: Browser, url: string): Promise<PhoneLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    })
    const inFlight = new Set<string>()
    let lastActivity = Date.now()
    const scripts = new Map<string, { name: string; bytes: number; encoding: string }>()
    const requests = new Map<
      string,
      { type?: string; start: number; end?: number; bytes: number }
    >()
    cdp.on('Network.requestWillBeSent', ({ requestId, timestamp, type }) => {
      inFlight.add(requestId)
      lastActivity = Date.now()
      requests.set(requestId, { type, start: timestamp, bytes: 0 })
    })
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const javascript = /javascript/.test(response.mimeType)
      if (type === 'Script' || javascript) {
        const headers = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
        )
        scripts.set(requestId, {
          name: new URL(response.url).pathname.split('/').pop() ?? response.url,
          bytes: 0,
          encoding: headers['content-encoding'] ?? 'identity',
        })
      }
    })
    const settle = (requestId: string) => {
      inFlight.delete(requestId)
      lastActivity = Date.now()
    }
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
      const script = scripts.get(requestId)
      if (script) script.bytes = encodedDataLength
      const request = requests.get(requestId)
      if (request) Object.assign(request, { end: timestamp, bytes: encodedDataLength })
      settle(requestId)
    })
    cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId))

    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS })
    const marks = () =>
      page.evaluate(() => ({
        root: performance.getEntriesByName('react-hydrated')[0]?.startTime ?? Number.NaN,
        page: performance.getEntriesByName('page-hydrated')[0]?.startTime ?? Number.NaN,
      }))
    const started = Date.now()
    for (;;) {
      const seen = await marks().catch(() => ({ root: Number.NaN, page: Number.NaN }))
      const quiet = inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS
      if (!Number.isNaN(seen.root) && !Number.isNaN(seen.page) && quiet) break
      if (Date.now() - started > LOAD_TIMEOUT_MS) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const seen = await marks()
    const firstPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    )
    const responses = [...scripts.values()]
    return {
      scripts: responses.length,
      scriptBytes: responses.reduce((sum, script) => sum + script.bytes, 0),
      encodings: [...new Set(responses.map((script) => script.encoding))],
      hydratedMs: seen.root,
      pageHydratedMs: seen.page,
      files: responses.map(({ name, bytes }) => ({ name, bytes })),
      timeline: timelineOf([...requests.values()], firstPaintMs, seen.root),
    }
  } finally {
    await context.close()
  }
}

function timelineOf(
  requests: { type?: string; start: number; end?: number; bytes: number }[],
  firstPaintMs: number,
  hydratedMs: number,
): PhoneTimeline {
  const [html, ...rest] = requests.toSorted((a, b) => a.start - b.start)
  const since = (seconds: number | undefined) =>
    html && seconds !== undefined ? (seconds - html.start) * 1000 : Number.NaN
  const scripts = rest.filter((request) => request.type === 'Script')
  return {
    htmlBytes: html?.bytes ?? Number.NaN,
    htmlEndMs: since(html?.end),
    firstPaintMs,
    firstScriptMs: Math.min(...scripts.map((request) => since(request.start))),
    lastScriptEndMs: Math.max(...scripts.map((request) => since(request.end))),
    otherBytesBeforeHydrated: rest
      .filter((request) => request.type !== 'Script' && since(request.end) <= hydratedMs)
      .reduce((sum, request) => sum + request.bytes, 0),
  }
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor(sorted.length / 2)] ?? Number.NaN)
}

const mark = (ok: boolean) => (ok ? '' : ' ✗')

/** Measures each page RUNS times, alternating pages, and returns one table row per page. */
export async function phoneRows(origin: string, pages: { name: string; path: string }[]) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  })
  try {
    const loads = new Map<string, PhoneLoad[]>(pages.map((page) => [page.path, []]))
    for (let run = 0; run < RUNS; run++) {
      for (const page of pages)
        loads.get(page.path)?.push(await loadOnce(browser, origin + page.path))
    }
    return pages.map((page) => {
      const runs = loads.get(page.path) ?? []
      if (process.env.PHONE_FILES) {
        console.log(page.path)
        for (const file of runs[0]?.files ?? [])
          console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.name}`)
      }
      if (process.env.PHONE_TIMELINE) {
        const at = (key: keyof PhoneTimeline) => median(runs.map((load) => load.timeline[key]))
        console.log(
          `${page.path}: HTML ${(at('htmlBytes') / 1024).toFixed(1)} KB in by ${Math.round(at('htmlEndMs'))} ms, ` +
            `first paint ${Math.round(at('firstPaintMs'))}, scripts from ${Math.round(at('firstScriptMs'))} ` +
            `to ${Math.round(at('lastScriptEndMs'))}, hydrated ${Math.round(median(runs.map((load) => load.hydratedMs)))}; ` +
            `other bytes before hydration ${(at('otherBytesBeforeHydrated') / 1024).toFixed(1)} KB (medians)`,
        )
      }
      const bytes = median(runs.map((load) => load.scriptBytes))
      const hydrated = median(runs.map((load) => load.hydratedMs))
      const pageHydrated = median(runs.map((load) => load.pageHydratedMs))
      const worst = Math.max(hydrated, pageHydrated)
      return {
        page: page.name === page.path ? page.path : `${page.name} (${page.path})`,
        'JS files': runs.map((load) => load.scripts).join('/'),
        'JS KB as sent': `${(bytes / 1024).toFixed(1)}${mark(bytes <= PHONE_TARGETS.scriptKb * 1024)}`,
        encoding: [...new Set(runs.flatMap((load) => load.encodings))].join(','),
        'hydrated ms': `${Math.round(hydrated)}`,
        'page hydrated ms': `${Math.round(pageHydrated)}${mark(worst <= PHONE_TARGETS.hydratedMs)}`,
        'hydrated runs': runs.map((load) => Math.round(load.hydratedMs)).join('/'),
      }
    })
  } finally {
    await browser.close()
  }
}

export const PHONE_LEGEND = `Phone first visit (Chromium, 4× CPU, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, fresh profile; median of ${RUNS}): JS KB as sent: every script response until the network was quiet for ${QUIET_MS / 1000} s, headers and compressed body; hydrated ms: React's first commit (the header and, by selective hydration, any click) from the navigation's start; page hydrated ms: the page's own content too. Targets: ≤ ${PHONE_TARGETS.scriptKb} KB, page hydrated ≤ ${PHONE_TARGETS.hydratedMs} ms (✗ marks a miss).`

if (import.meta.main) {
  const [origin, ...paths] = process.argv.slice(2)
  if (!origin || paths.length === 0)
    throw new Error('Usage: node bench/phone.ts <origin> <path> [<path> …]')
  console.table(
    await phoneRows(
      origin,
      paths.map((path) => ({ name: path, path })),
    ),
  )
  console.log(PHONE_LEGEND)
}
