import { TRIP_PASS_CACHE, TRIP_PASS_SCOPE } from '@trippy/contracts/trip-pass'
import * as m from '@trippy/i18n/messages'
import { intlLocale, type Locale } from '@trippy/i18n/locale'
import {
  PASS_ICON_PATH,
  PASS_SCRIPT_PATH,
  PASS_STYLESHEET_PATH,
  passAssetPath,
} from './trip-pass-page.ts'

/*
 * The pass page's three small files, served as they are (no build step): its stylesheet, the
 * script behind 'Save for offline', and the service worker that shows a saved pass with no
 * network. docs/trip-pass.md says how they work together.
 */

export const SERVICE_WORKER_PATH = `${TRIP_PASS_SCOPE}sw.js`

/** The worker's scope in each language: '/trips/', and '/hi/trips/' for the Hindi passes. */
export function passScope(locale: Locale): string {
  return passAssetPath(TRIP_PASS_SCOPE, locale)
}

/** A text as a single-quoted JavaScript string. */
function js(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
}

export const PASS_STYLESHEET = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f1f5f9}
.top{background:#0e2d33;color:#fff;padding:1.25rem 1rem}
.top h1{margin:.25rem 0;font-size:1.5rem;line-height:1.2}
.top p{margin:.25rem 0}
.brand{font-size:.875rem;font-weight:600;letter-spacing:.02em}
main{max-width:42rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:.75rem;padding:1rem;margin:0 0 1rem;box-shadow:0 1px 2px rgb(0 0 0/.08)}
h2{margin:0 0 .5rem;font-size:1.2rem;color:#0e2d33}
h3{margin:.75rem 0 .25rem;font-size:1rem}
dl{margin:0}dt{font-weight:600}dd{margin:0 0 .5rem}
ul,ol{margin:.25rem 0;padding-left:1.25rem}
.muted{color:#475569;font-size:.875rem;margin:.25rem 0}
a{color:#0e5a66}
.emergency a{font-size:1.25rem;font-weight:700}
.travellers{list-style:none;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))}
.traveller h3{margin-top:0}
.qr{display:block;width:100%;max-width:14rem;height:auto;background:#fff}
.itinerary li{margin-bottom:.5rem}.itinerary p{margin:0}
.offline{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between}
.offline p{margin:0}
button{font:inherit;font-weight:600;color:#fff;background:#0e2d33;border:0;border-radius:999px;padding:.6rem 1.2rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
button:disabled{opacity:.6}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media print{body{background:#fff}.offline{display:none}.card{box-shadow:none;border:1px solid #cbd5e1;break-inside:avoid}.top{color:#000;background:#fff}}
`

/**
 * 'Save for offline': registers the worker, then puts this page (as fetched now, stamped with
 * the time) and its two files in the cache. The worker serves them only when the network fails.
 */
export function passScript(locale: Locale): string {
  const o = { locale }
  const files = [
    passAssetPath(PASS_STYLESHEET_PATH, locale),
    passAssetPath(PASS_SCRIPT_PATH, locale),
    PASS_ICON_PATH,
  ]
  return `(() => {
  const CACHE = ${JSON.stringify(TRIP_PASS_CACHE)}
  const FILES = ${JSON.stringify(files)}
  const KEPT_HEADERS = ['content-type', 'content-security-policy', 'referrer-policy', 'x-robots-tag']
  const button = document.getElementById('save-offline')
  const status = document.getElementById('offline-status')
  if (!button || !status || !('serviceWorker' in navigator) || !('caches' in window)) return
  const page = location.pathname
  const when = (iso) =>
    new Date(iso).toLocaleString('${intlLocale(locale)}', { dateStyle: 'medium', timeStyle: 'short' })
  const saved = (iso) => {
    status.textContent = ${js(m.trip_pass_saved_on({}, o))} + when(iso)
    button.textContent = ${js(m.trip_pass_update_saved({}, o))}
  }
  button.hidden = false
  caches
    .open(CACHE)
    .then((cache) => cache.match(page))
    .then((answer) => {
      const at = answer && answer.headers.get('x-saved-at')
      if (at) saved(at)
    })
    .catch(() => undefined)
  button.addEventListener('click', async () => {
    button.disabled = true
    status.textContent = ${js(m.trip_pass_saving({}, o))}
    try {
      await navigator.serviceWorker.register(${JSON.stringify(`${passScope(locale)}sw.js`)}, {
        scope: ${JSON.stringify(passScope(locale))},
      })
      const answers = await Promise.all(
        [page, ...FILES].map((url) => fetch(url, { cache: 'no-store', credentials: 'omit' })),
      )
      if (answers.some((answer) => !answer.ok)) throw new Error('not saved')
      const [pass, ...files] = answers
      const at = new Date().toISOString()
      const headers = new Headers({ 'x-saved-at': at })
      for (const name of KEPT_HEADERS) {
        const value = pass.headers.get(name)
        if (value) headers.set(name, value)
      }
      const cache = await caches.open(CACHE)
      await cache.put(page, new Response(await pass.blob(), { status: 200, headers }))
      await Promise.all(files.map((answer, index) => cache.put(FILES[index], answer)))
      if (navigator.storage && navigator.storage.persist) void navigator.storage.persist()
      saved(at)
    } catch {
      status.textContent = ${js(m.trip_pass_save_failed({}, o))}
    } finally {
      button.disabled = false
    }
  })
})()
`
}

export const PASS_SCRIPT = passScript('en')

/**
 * Answers only for what the traveller saved: the network first (a fresh pass, and a link that
 * was ended stops working), the saved copy when the network fails or is too slow. Everything
 * else, /api/ included, goes to the network untouched and is never cached here; a request under
 * /trips/ that was not saved goes to the network through the worker.
 */
export function serviceWorker(locale: Locale): string {
  return `const CACHE = ${JSON.stringify(TRIP_PASS_CACHE)}
const SCOPE = ${JSON.stringify(passScope(locale))}
// Outside the scope, only the icon a saved pass shows.
const ALSO_SAVED = ${JSON.stringify([PASS_ICON_PATH])}
const NETWORK_WAIT_MS = 6000

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('trip-passes-') && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})
self.addEventListener('message', (event) => {
  if (event.data === 'forget-saved-passes') event.waitUntil(caches.delete(CACHE))
})

function networkOrTimeout(request) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('slow network')), NETWORK_WAIT_MS)
    fetch(request).then(
      (answer) => { clearTimeout(timer); resolve(answer) },
      (error) => { clearTimeout(timer); reject(error) },
    )
  })
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  if (!url.pathname.startsWith(SCOPE) && !ALSO_SAVED.includes(url.pathname)) return
  const key = url.origin + url.pathname
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const saved = await cache.match(key)
      if (!saved) return fetch(request)
      try {
        const answer = await networkOrTimeout(request)
        // A pass whose link was ended, or whose booking was cancelled, is not kept.
        if (answer.status === 404) await cache.delete(key)
        return answer
      } catch {
        return saved
      }
    }),
  )
})
`
}

export const SERVICE_WORKER = serviceWorker('en')
