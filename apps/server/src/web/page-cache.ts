import { gzipWithToken, spliceGzip, type SplicedGzip } from './spliced-gzip.ts'

/** One server-rendered answer, kept with the nonce it was rendered with. */
export type CachedPage = {
  version: string
  storedAt: number
  status: number
  headers: [string, string][]
  body: string
  nonce: string
  /** The body compressed once, for any nonce. */
  gzip: SplicedGzip
}

export function cachedPage(page: Omit<CachedPage, 'gzip'>): CachedPage {
  return { ...page, gzip: spliceGzip(page.body, page.nonce) }
}

export type PageCacheOptions = { maxEntries?: number; ttlMs?: number }

/**
 * Anonymous pages are the same for every visitor (the session lives in the browser), so a
 * rendered page can be served again until the catalogue changes or `ttlMs` passes. The CSP nonce
 * stays per response: a hit swaps in the new request's nonce before sending.
 */
export function createPageCache({ maxEntries = 300, ttlMs = 60_000 }: PageCacheOptions = {}) {
  const pages = new Map<string, CachedPage>()

  return {
    get(key: string, version: string, now = Date.now()): CachedPage | undefined {
      const page = pages.get(key)
      if (!page) return undefined
      if (page.version !== version || now - page.storedAt > ttlMs) {
        pages.delete(key)
        return undefined
      }
      pages.delete(key)
      pages.set(key, page)
      return page
    },
    set(key: string, page: CachedPage) {
      pages.delete(key)
      pages.set(key, page)
      if (pages.size > maxEntries) {
        const oldest = pages.keys().next().value
        if (oldest !== undefined) pages.delete(oldest)
      }
    },
    get size() {
      return pages.size
    },
  }
}

/** The cached body with every occurrence of its render-time nonce replaced by this response's. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.body.replaceAll(page.nonce, nonce)
}

/** The same, gzipped, without compressing the page again (undefined for a nonce of another length). */
export function gzipWithNonce(page: CachedPage, nonce: string): Buffer | undefined {
  return gzipWithToken(page.gzip, nonce)
}

/** Only plain successful GETs of pages and their data, never anything that sets a cookie. */
export function isCacheable(method: string, response: Response): boolean {
  if (method !== 'GET' || response.status !== 200 || response.headers.has('set-cookie'))
    return false
  const type = response.headers.get('content-type') ?? ''
  return type.startsWith('text/html') || type.startsWith('text/x-script')
}
