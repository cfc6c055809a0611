import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import {
  modulesToEvaluateFirst,
  scriptsAfterFirstPaint,
  WAITING_SCRIPT_TYPE,
} from './scripts-after-first-paint.ts'

const MODULE_CODE =
  'import * as route0 from "/assets/root-a1.js";\nwindow.__reactRouterRouteModules = {"root": route0};\nimport("/assets/entry.client-b2.js");'

const page = Buffer.from(
  '<!DOCTYPE html><html><head><title>T</title>' +
    '<link rel="modulepreload" href="/assets/entry.client-b2.js"/>' +
    '<link rel="modulepreload" href="/assets/root-a1.js"/>' +
    '<link rel="icon" href="/favicon.svg"/></head><body><h1>Treks</h1>' +
    '<script>window.__reactRouterContext = {};</script>' +
    `<script type="module" async="">${MODULE_CODE}</script></body></html>`,
)

test('leaves no module preload or runnable module script in the page as sent', () => {
  const html = scriptsAfterFirstPaint(page).toString()
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(html).not.toContain('<script type="module"')
  expect(html).toContain(`<script type="${WAITING_SCRIPT_TYPE}">${MODULE_CODE}</script>`)
  expect(html).toContain('<link rel="icon" href="/favicon.svg"/>')
  expect(html).toContain('<script>window.__reactRouterContext = {};</script>')
})

/**
 * The page's loader script, run against a stand-in document that records what it is asked to do.
 * Here every `import()` fails (a VM context has no module loader), as a module the network lost.
 */
async function runLoader(
  html: string,
  visibilityState: 'visible' | 'hidden',
  {
    shownAfterMs,
    reportsPaints = true,
  }: {
    /** When the browser reports a largest paint as shown, relative to the loader's start. */
    shownAfterMs?: number
    /** Whether the browser reports paints at all (largest-contentful-paint entries). */
    reportsPaints?: boolean
  } = {},
) {
  const loader = /<script>(\(\(\)=>[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader script')
  const appended: { where: string; element: Record<string, string> }[] = []
  const scheduled: string[] = []
  const element = () => ({}) as Record<string, string>
  const document = {
    visibilityState,
    createElement: element,
    querySelector: (selector: string) =>
      selector === `script[type="${WAITING_SCRIPT_TYPE}"]` ? { textContent: MODULE_CODE } : null,
    head: {
      append: (node: Record<string, string>) => appended.push({ where: 'head', element: node }),
    },
    body: {
      append: (node: Record<string, string>) => appended.push({ where: 'body', element: node }),
    },
  }
  const queue: (() => void)[] = []
  const loaderStart = 1000
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['largest-contentful-paint'] : []
    readonly report: (list: { getEntries: () => unknown[] }) => void
    constructor(report: (list: { getEntries: () => unknown[] }) => void) {
      this.report = report
    }
    observe() {
      if (shownAfterMs === undefined) return
      queue.push(() => {
        scheduled.push('shown')
        this.report({ getEntries: () => [{ startTime: loaderStart + shownAfterMs }] })
      })
    }
    disconnect() {}
  }
  runInNewContext(loader, {
    document,
    performance: { now: () => loaderStart },
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => {
      scheduled.push('frame')
      queue.push(callback)
    },
    setTimeout: (callback: () => void) => {
      scheduled.push('task')
      queue.push(callback)
    },
  })
  const before = appended.length
  for (let next = queue.shift(); next; next = queue.shift()) {
    next()
    // What the loader awaits settles before its next step is looked for.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { before, appended, scheduled }
}

test('in a browser that reports no paints, three frames on, preloads the modules in page order and then runs the module script, even when a module fails to load', async () => {
  const { before, appended, scheduled } = await runLoader(
    scriptsAfterFirstPaint(page).toString(),
    'visible',
    { reportsPaints: false },
  )
  expect(before).toBe(0)
  // Three frames, the loader's task, then a pause after each preload: one fetch started per task.
  expect(scheduled).toEqual(['frame', 'frame', 'frame', 'task', 'task', 'task'])
  expect(appended).toEqual([
    { where: 'head', element: { rel: 'modulepreload', href: '/assets/entry.client-b2.js' } },
    { where: 'head', element: { rel: 'modulepreload', href: '/assets/root-a1.js' } },
    { where: 'body', element: { type: 'module', textContent: MODULE_CODE } },
  ])
})

test('starts as soon as a paint made after it ran is reported shown, without waiting for the frames', async () => {
  const { scheduled, appended } = await runLoader(
    scriptsAfterFirstPaint(page).toString(),
    'visible',
    {
      shownAfterMs: 40,
    },
  )
  expect(scheduled).toEqual(['frame', 'shown', 'task', 'task', 'task'])
  expect(appended).toHaveLength(3)
})

test('in a browser that reports paints, waits twenty frames for one that is never reported', async () => {
  const { scheduled, appended } = await runLoader(
    scriptsAfterFirstPaint(page).toString(),
    'visible',
  )
  expect(scheduled).toEqual([...Array<string>(20).fill('frame'), 'task', 'task', 'task'])
  expect(appended).toHaveLength(3)
})

test('a paint shown before it ran does not start it: three frames then decide', async () => {
  const { scheduled } = await runLoader(scriptsAfterFirstPaint(page).toString(), 'visible', {
    shownAfterMs: -40,
  })
  expect(scheduled).toEqual(['frame', 'shown', 'frame', 'frame', 'task', 'task', 'task'])
})

test('starts at once in a tab opened in the background, which paints no frame', async () => {
  const { scheduled, appended } = await runLoader(scriptsAfterFirstPaint(page).toString(), 'hidden')
  expect(scheduled).toEqual(['task'])
  expect(appended).toHaveLength(3)
})

test('evaluates every module but the client entry first, in page order: the entry starts React', () => {
  expect(
    modulesToEvaluateFirst([
      '/assets/entry.client-CT6GnN_i.js',
      '/assets/rolldown-runtime-XKyaHtl9.js',
      '/assets/react-BFGWVonq.js',
      '/assets/router-B7yCthav.js',
      '/assets/root-A0dKTRuz.js',
      '/assets/package-detail-C8lzVYeb.js',
    ]),
  ).toEqual([
    '/assets/rolldown-runtime-XKyaHtl9.js',
    '/assets/react-BFGWVonq.js',
    '/assets/router-B7yCthav.js',
    '/assets/root-A0dKTRuz.js',
    '/assets/package-detail-C8lzVYeb.js',
  ])
})

test('leaves a page without a module script byte for byte as it was', () => {
  const plain = Buffer.from(
    '<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>',
  )
  expect(scriptsAfterFirstPaint(plain)).toBe(plain)
})
