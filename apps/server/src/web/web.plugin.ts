import { existsSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { WebServices } from '@trippy/contracts'
import { localeFromPath, pagePathOf } from '@trippy/i18n/locale'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { acceptsEncoding } from '../accepts-gzip.ts'
import type { CacheVersion, ImageVersions } from '../catalogue/index.ts'
import { createStylesheetInliner } from './inline-stylesheets.ts'
import { rememberedLanguagePath } from './remembered-language.ts'
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.ts'
import { sendCompressed } from './send-compressed.ts'
import {
  SENDS_STORED_ANSWERS,
  workCounter,
  inlineScriptHashes,
  pageSecurityHeaders,
} from '../plugins/index.ts'
import { shareRuns } from '../share-runs.ts'
import {
  type CachedPage,
  cachedPage,
  createPageCache,
  isCacheable,
  pageCacheKey,
  pageUrl,
} from './page-cache.ts'

type WebHandler = (request: Request) => Promise<Response>
type WebServerBuild = {
  createHandler: (services: WebServices, options: { mode: string }) => WebHandler
}

/**
 * Where the web build is; the host imports its server builds directly. The app is built once per
 * language (apps/web/scripts/build.ts): English in the build directory, Hindi in its `hi` folder,
 * whose scripts are copied beside the English ones in `client`.
 */
export function webBuildPaths(buildDir: string | undefined) {
  const defaultEntry = fileURLToPath(import.meta.resolve('@trippy/web/server-build'))
  const serverEntry = buildDir
    ? path.resolve(path.dirname(defaultEntry), '../..', buildDir, 'server/index.js')
    : defaultEntry
  const root = path.resolve(path.dirname(serverEntry), '..')
  return {
    serverEntry,
    hindiServerEntry: path.join(root, 'hi/server/index.js'),
    clientDir: path.join(root, 'client'),
  }
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const controller = new AbortController()
  reply.raw.once('close', () => controller.abort())
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  })
}

/** Pages may be kept by the browser, never by a shared cache, and are checked again each time. */
const PAGE_CACHE_CONTROL = 'private, no-cache'

/**
 * The headers of a page answer: the CSP lists a hash of each of its inline scripts (React
 * Router's context, stream and module scripts, React's own), and no shared cache keeps it.
 * Other answers of the web app (page data, robots.txt) keep their own Cache-Control if they set one.
 */
function pageHeaders(
  response: Response,
  body: Buffer | undefined,
  razorpayCheckout: boolean,
): [string, string][] {
  // Fastify counts the length of what it sends, compressed or not.
  const dropped = body ? ['set-cookie', 'content-length'] : ['set-cookie']
  const headers = [...response.headers].filter(([name]) => !dropped.includes(name))
  const html = isHtml(response)
  if (html && body) {
    headers.push(...pageSecurityHeaders(inlineScriptHashes(body.toString()), { razorpayCheckout }))
  }
  if (html || !response.headers.has('cache-control')) {
    return [
      ...headers.filter(([name]) => name !== 'cache-control'),
      ['cache-control', PAGE_CACHE_CONTROL],
    ]
  }
  return headers
}

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/html')

/**
 * `finishPage` turns a page's HTML into what is sent: its stylesheets written in
 * (`inline-stylesheets.ts`) and its JavaScript loaded after its first paint
 * (`scripts-after-first-paint.ts`).
 */
async function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  finishPage: (html: Buffer) => Buffer,
  razorpayCheckout: boolean,
) {
  // A page is read whole, so its CSP can name its scripts; anything else streams through.
  const body =
    isHtml(response) && response.body
      ? finishPage(Buffer.from(await response.arrayBuffer()))
      : undefined
  reply
    .status(response.status)
    .headers(Object.fromEntries(pageHeaders(response, body, razorpayCheckout)))
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (body) return sendCompressed(request, reply, body)
  if (!response.body) return reply.send()
  return sendCompressed(request, reply, Readable.fromWeb(response.body))
}

/** A stored page: the same bytes for everyone, in the encoding the client takes. */
function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: 'hit' | 'miss',
) {
  reply.status(page.status).headers(page.sentHeaders).header('x-page-cache', state)
  const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim())
  if (known.includes(page.etag)) return reply.status(304).send()
  if (acceptsEncoding(request, 'br')) return reply.header('content-encoding', 'br').send(page.br)
  if (acceptsEncoding(request, 'gzip'))
    return reply.header('content-encoding', 'gzip').send(page.gzip)
  return reply.send(page.body)
}

/**
 * A path with nothing a URL parser would change or `pageUrl` would drop: no query, no `.data`
 * suffix, no dot segments, percent escapes or backslashes. Its cache key is itself.
 */
function isPlainPath(url: string): boolean {
  return /^\/[A-Za-z0-9/_-]*$/.test(url) && !url.includes('//')
}

/** Build assets and images are files: a miss there is a plain 404, never a rendered page. */
const FILE_PATHS = /^\/(assets|images)\//

/**
 * Serves the built client assets and hands every other path to the React Router request handler
 * (server-side rendering). API routes are registered before this and win on their own paths.
 */
export type WebPluginOptions = {
  services: WebServices
  /** Changes whenever what anonymous pages show changes; cached pages are keyed by it. */
  pageVersion: CacheVersion
  imageVersions: ImageVersions
  /** The Razorpay gateway is configured: pages may load Checkout (`pageSecurityHeaders`). */
  razorpayCheckout: boolean
}

export const webPlugin = fp<WebPluginOptions>(
  async (app, options) => {
    const { serverEntry, hindiServerEntry, clientDir } = webBuildPaths(app.env.WEB_BUILD_DIR)
    const handlerOf = async (entry: string) =>
      ((await import(entry)) as WebServerBuild).createHandler(options.services, {
        mode: app.env.NODE_ENV,
      })
    const english = await handlerOf(serverEntry)
    // A build of both languages at once (one without a `hi` folder) serves both.
    const hindi = existsSync(hindiServerEntry) ? await handlerOf(hindiServerEntry) : english
    const handle = (request: Request) =>
      (localeFromPath(pagePathOf(new URL(request.url).pathname)) === 'hi' ? hindi : english)(
        request,
      )
    const inlineStylesheets = createStylesheetInliner(clientDir)
    const finishPage = (html: Buffer) => scriptsAfterFirstPaint(inlineStylesheets(html))

    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The web build writes a brotli copy of each script and stylesheet at its best quality.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed =
          filePath.startsWith(path.join(clientDir, 'assets')) ||
          options.imageVersions.isCurrent(filePath, reply.request.url)
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
      },
    })

    await app.register(async (scope) => {
      // Leave bodies unread: React Router actions read form posts from the Request themselves.
      scope.removeAllContentTypeParsers()
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null))
      const pages = createPageCache()
      const renders = shareRuns<CachedPage | undefined>()
      const storePage = async (key: string, version: string, response: Response) => {
        const read = Buffer.from(await response.arrayBuffer())
        const body = isHtml(response) ? finishPage(read) : read
        const page = await cachedPage({
          version,
          storedAt: Date.now(),
          status: response.status,
          headers: [
            ...pageHeaders(response, body, options.razorpayCheckout),
            ['vary', 'accept-encoding'],
          ],
          body,
        })
        pages.set(key, page)
        return page
      }
      // A page from the cache is not counted against the address's limit; a render is.
      const countWork = workCounter(app)
      /**
       * A plain GET of a page stored under a version known to be current is sent at once, without
       * a promise: the common request. Only what `render` stored can be found here, so the checks
       * it makes before storing (API paths, files) have been made.
       */
      const sendStoredOrRender = (
        request: FastifyRequest,
        reply: FastifyReply,
      ): void | Promise<unknown> => {
        const remembered = rememberedLanguagePath(request)
        if (remembered !== undefined) {
          reply
            .code(302)
            .header('location', remembered)
            .header('cache-control', 'private, no-store')
          return void reply.send()
        }
        const version = request.method === 'GET' ? options.pageVersion.fresh() : undefined
        const hit =
          version !== undefined && isPlainPath(request.url)
            ? pages.get(request.url, version)
            : undefined
        if (!hit) return render(request, reply)
        sendCachedPage(request, reply, hit, 'hit')
      }
      const render = async (request: FastifyRequest, reply: FastifyReply) => {
        const requestUrl = () => new URL(request.url, `http://${request.host || 'localhost'}`)
        // A plain path is its own cache key: the common cached GET parses no URL.
        const plainPath = isPlainPath(request.url) ? request.url : undefined
        const pathname = plainPath ?? requestUrl().pathname
        if (pathname.startsWith('/api/')) return reply.callNotFound()
        if (FILE_PATHS.test(pathname))
          return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
        if (request.method !== 'GET') {
          await countWork(request, reply)
          const response = await handle(toWebRequest(request, reply, requestUrl()))
          return sendWebResponse(request, reply, response, finishPage, options.razorpayCheckout)
        }
        // A GET is rendered for, and cached under, its path and the parameters its page reads.
        const key = plainPath ?? pageCacheKey(pageUrl(requestUrl()))
        const version = await options.pageVersion.read()
        const hit = pages.get(key, version)
        if (hit) return sendCachedPage(request, reply, hit, 'hit')
        const renderHere = async () => {
          await countWork(request, reply)
          return handle(toWebRequest(request, reply, pageUrl(requestUrl())))
        }
        // Requests for a page being rendered wait for that render (shareRuns) rather than each
        // rendering it: after a booking changes the catalogue, every page is missed at once.
        let rendered: Response | undefined
        const page = await renders(`${version} ${key}`, async () => {
          rendered = await renderHere()
          return isCacheable(request.method, rendered)
            ? storePage(key, version, rendered)
            : undefined
        })
        if (page) return sendCachedPage(request, reply, page, rendered ? 'miss' : 'hit')
        // What another request's render gave (a 404, a redirect) is not shared: render this one.
        return sendWebResponse(
          request,
          reply,
          rendered ?? (await renderHere()),
          finishPage,
          options.razorpayCheckout,
        )
      }
      scope.all('/', SENDS_STORED_ANSWERS, sendStoredOrRender)
      scope.all('/*', SENDS_STORED_ANSWERS, sendStoredOrRender)
    })
  },
  { name: 'web', dependencies: ['env', 'security-headers', 'rate-limit'] },
)
