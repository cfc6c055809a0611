import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { delocalizePath, pagePathOf } from '@trippy/i18n/locale'
import { createLeastRecentlyUsed } from '../least-recently-used.ts'

/**
 * One server-rendered answer, byte for byte what every visitor gets (its CSP lists the hashes of
 * its inline scripts, so there is no per-response nonce), compressed once when stored.
 */
export type CachedPage = {
  version: string
  storedAt: number
  status: number
  /** Every header of the answer, its CSP and Vary included. */
  headers: [string, string][]
  body: Buffer
  gzip: Buffer
  br: Buffer
  etag: string
  /** `headers` and the ETag as one object, built once rather than on every send. */
  sentHeaders: Record<string, string>
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * The page with its gzip and brotli bytes, compressed on libuv's pool rather than the event loop.
 * Brotli quality 5 is about a quarter smaller than gzip on our pages, at 1/60 of quality 11's time.
 */
export async function cachedPage(
  page: Omit<CachedPage, 'gzip' | 'br' | 'etag' | 'sentHeaders'>,
): Promise<CachedPage> {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(page.body),
    brotliAsync(page.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
  ])
  const digest = createHash('sha256').update(page.body).digest('base64url').slice(0, 22)
  // Weak: the same tag stands for the page in each of its encodings.
  const etag = `W/"${digest}"`
  const sentHeaders = { ...Object.fromEntries(page.headers), etag }
  return { ...page, gzip: gzipped, br: brotli, etag, sentHeaders }
}

export type PageCacheOptions = { maxEntries?: number; ttlMs?: number }

/**
 * Anonymous pages are the same for every visitor (the session lives in the browser), so a
 * rendered page can be served again until the catalogue changes or `ttlMs` passes.
 */
export function createPageCache({ maxEntries = 300, ttlMs = 60_000 }: PageCacheOptions = {}) {
  const pages = createLeastRecentlyUsed<CachedPage>(maxEntries)

  return {
    get(key: string, version: string, now = Date.now()): CachedPage | undefined {
      const page = pages.get(key)
      if (page && (page.version !== version || now - page.storedAt > ttlMs)) {
        pages.delete(key)
        return undefined
      }
      return page
    },
    set(key: string, page: CachedPage) {
      pages.set(key, page)
    },
    get size() {
      return pages.size
    },
  }
}

/** Only plain successful GETs of pages and their data, never anything that sets a cookie. */
export function isCacheable(method: string, response: Response): boolean {
  if (method !== 'GET' || response.status !== 200 || response.headers.has('set-cookie'))
    return false
  const type = response.headers.get('content-type') ?? ''
  return type.startsWith('text/html') || type.startsWith('text/x-script')
}

const CATALOGUE_FILTERS = ['q', 'category', 'state', 'price', 'duration', 'sort']

/**
 * The query parameters each page reads, in its loader or its server render: the filters of
 * `criteriaFromSearchParams` (features/catalogue/filters.ts) on routes/packages.tsx and
 * routes/expeditions.tsx, the list's `page` (features/catalogue/list-pages.ts) on the first,
 * and `batch` on features/bookings/booking-page.tsx. Every other page reads none. A page that
 * starts reading one must be listed here, or it is rendered without it.
 * routes/reset-password.tsx reads `token` only in the browser, when its form is sent, so it is
 * left out on purpose: a reset token is never a cache key nor kept in a cached page. The same goes
 * for routes/verify-email.tsx, routes/newsletter-confirm.tsx and routes/newsletter-unsubscribe.tsx,
 * which read their `token` only in the browser once hydrated.
 */
const PAGE_QUERY_PARAMETERS: [RegExp, readonly string[]][] = [
  [/^\/packages\/?$/i, [...CATALOGUE_FILTERS, 'page']],
  [/^\/expeditions\/?$/i, [...CATALOGUE_FILTERS, 'view']],
  [/^\/booking\/[^/]+\/?$/i, ['batch']],
]

/** React Router's own parameters on a data request (`/packages.data?_routes=…`). */
const DATA_REQUEST_PARAMETERS = ['_routes', 'index']

/**
 * The URL a GET of a page is rendered for and cached under: its path plus only the query
 * parameters that page reads, sorted by name, so `/?utm_source=x` and `/?fbclid=…` are `/`.
 */
export function pageUrl(url: URL): URL {
  const isData = url.pathname.endsWith('.data')
  const pagePath = pagePathOf(url.pathname)
  const read = new Set([
    ...(PAGE_QUERY_PARAMETERS.find(([path]) => path.test(delocalizePath(pagePath)))?.[1] ?? []),
    ...(isData ? DATA_REQUEST_PARAMETERS : []),
  ])
  const normal = new URL(url)
  normal.search = ''
  const kept = [...url.searchParams].filter(([name]) => read.has(name))
  for (const [name, value] of kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    normal.searchParams.append(name, value)
  return normal
}

/** The cache key of a page URL from `pageUrl`. */
export function pageCacheKey(url: URL): string {
  return `${url.pathname}${url.search}`
}
