import { chromium } from '@playwright/test'
import { type ProfileNode, pageParse, type TraceEvent } from './trace.ts'

/**
 * What fills a page's long tasks: loads the page once in Debian's Chromium as a first-time
 * visitor on a phone-sized screen, traces it with V8's sampler on, and prints each main-thread
 * task longer than MIN ms (unthrottled; Lighthouse's simulated phone multiplies by four, so a task
 * over 12.5 ms here counts towards its Total Blocking Time) with the share of its samples spent in
 * React's phases, in our components, and in the functions that ran, and the browser's own trace
 * events in it (parsing, style, layout, images). Lighthouse says which file a long task belongs
 * to; this says which work.
 *
 *   node bench/long-tasks.ts http://127.0.0.1:3000/packages/kedarkantha-trek
 *   MIN=8 node bench/long-tasks.ts http://127.0.0.1:3000/
 *
 * Names are readable with an unminified build: add `minify: false` to `build` in
 * apps/web/vite.config.ts, build, and start the server on it (`WEB_BUILD_DIR`). One load is one
 * sample of a noisy machine: compare several. Each task says how much of it the thread spent on a
 * CPU: on a busy two-core VM a task's wall time can be three times its CPU time (the compositor,
 * the browser process and the page's other threads want the same cores), and Lighthouse counts
 * the wall time. The last line sums the page's main thread: CPU time is the steadier figure.
 */

const REACT_PHASES =
  /^(performWorkOnRoot|renderRootConcurrent|renderRootSync|commitRoot|flushPendingEffects|flushPassiveEffects|commitMutationEffects|commitLayoutEffects|commitPassiveMountEffects)$/
const FRAMEWORK_FILE = /^(react|router)-/

const url = process.argv[2]
if (!url) throw new Error('Usage: node bench/long-tasks.ts <page url>')
const minMs = Number(process.env.MIN ?? 12)

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
})
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
const events: TraceEvent[] = []
cdp.on('Tracing.dataCollected', (message) =>
  events.push(...(message.value as unknown as TraceEvent[])),
)
const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
await cdp.send('Tracing.start', {
  traceConfig: {
    includedCategories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
  },
})
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(4000)
await cdp.send('Tracing.end')
await traced
await browser.close()

const parse = pageParse(events)
if (!parse) throw new Error('The trace has no parse of the page')
const { pid, tid } = parse

// The sampler's profile of the page's renderer: its nodes and timed samples.
const nodes = new Map<number, ProfileNode>()
const samples: { ts: number; node: number }[] = []
const profile = events.find((event) => event.name === 'Profile' && event.pid === pid)
let ts = profile?.args?.data?.startTime ?? 0
for (const chunk of events.filter(
  (event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile?.id,
)) {
  for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
  const deltas = chunk.args?.data?.timeDeltas ?? []
  for (const [index, node] of (chunk.args?.data?.cpuProfile?.samples ?? []).entries()) {
    ts += deltas[index] ?? 0
    samples.push({ ts, node })
  }
}

const navigationStart =
  events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === pid &&
      event.args?.data?.documentLoaderURL?.startsWith('http'),
  )?.ts ?? parse.ts
/** Every task the page's main thread ran since the navigation began, in order. */
const mainThreadTasks = events
  .filter(
    (event) =>
      event.pid === pid &&
      event.tid === tid &&
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.ts >= navigationStart,
  )
  .sort((a, b) => a.ts - b.ts)
const longTasks = mainThreadTasks.filter((event) => (event.dur ?? 0) > minMs * 1000)

const fileOf = (node: ProfileNode) => node.callFrame.url?.split('/').pop() ?? ''
const top = (counts: Map<string, number>, of: number, count: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, n]) => `${label} ${Math.round((100 * n) / of)} %`)
    .join(' | ')
const add = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1)

/**
 * The browser's own work inside a task, by trace event (ParseHTML, UpdateLayoutTree, Layout,
 * EvaluateScript, Decode Image...), in ms: the sampler says "(program)" for all of it. Events nest
 * (a FunctionCall holds its compile), so the figures overlap and do not add up to the task.
 */
function browserWork(task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0)
  const byName = new Map<string, number>()
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid || event.ph !== 'X' || event === task) continue
    if (event.ts < task.ts || event.ts > end || event.name === 'RunTask') continue
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(' | ')
}

for (const task of longTasks) {
  const end = task.ts + (task.dur ?? 0)
  const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end)
  const phases = new Map<string, number>()
  const components = new Map<string, number>()
  const functions = new Map<string, number>()
  for (const sample of inside) {
    const leaf = nodes.get(sample.node)
    if (!leaf) continue
    add(functions, `${leaf.callFrame.functionName || '(anonymous)'} ${fileOf(leaf)}`)
    const counted = new Set<string>()
    for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(node.parent ?? -1)) {
      const name = node.callFrame.functionName
      const label = `${name} ${fileOf(node)}`
      if (counted.has(label)) continue
      counted.add(label)
      if (REACT_PHASES.test(name)) add(phases, name)
      // A component: a capitalised function outside React's and the router's files.
      else if (/^[A-Z][A-Za-z0-9]*$/.test(name) && !FRAMEWORK_FILE.test(fileOf(node)))
        add(components, label)
    }
  }
  const of = inside.length || 1
  console.log(
    `\n${((task.ts - navigationStart) / 1000).toFixed(0)} ms: a task of ${((task.dur ?? 0) / 1000).toFixed(1)} ms, ${((task.tdur ?? 0) / 1000).toFixed(1)} ms of it on a CPU (${inside.length} samples)`,
  )
  console.log(`  browser:    ${browserWork(task)}`)
  if (phases.size) console.log(`  React:      ${top(phases, of, 5)}`)
  if (components.size) console.log(`  components: ${top(components, of, 6)}`)
  console.log(`  functions:  ${top(functions, of, 6)}`)
}

const sum = (of: (event: TraceEvent) => number | undefined) =>
  mainThreadTasks.reduce((total, event) => total + (of(event) ?? 0), 0) / 1000
console.log(
  `\nmain thread, all tasks: ${sum((event) => event.dur).toFixed(0)} ms, ${sum((event) => event.tdur).toFixed(0)} ms of it on a CPU`,
)
