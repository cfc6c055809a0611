import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { WebServices } from '@trippy/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { acceptsGzip } from '../accepts-gzip.ts'
import { cachedPage, createPageCache, gzipWithNonce, isCacheable, withNonce } from './page-cache.ts'

type WebHandler = (request: Request, options: { nonce: string }) => Promise<Response>
type WebServerBuild = {
  createHandler: (services: WebServices, options: { mode: string }) => WebHandler
}

/** Where `react-router build` put the web app; the host imports its server build directly. */
function webBuildPaths(buildDir: string | undefined) {
  const defaultEntry = fileURLToPath(import.meta.resolve('@trippy/web/server-build'))
  const serverEntry = buildDir
    ? path.resolve(path.dirname(defaultEntry), '../..', buildDir, 'server/index.js')
    : defaultEntry
  return { serverEntry, clientDir: path.resolve(path.dirname(serverEntry), '../client') }
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `http://${request.host || 'localhost'}`)
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

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status)
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  return reply.send(Readable.fromWeb(response.body))
}

/**
 * Serves the built client assets and hands every other path to the React Router request handler
 * (server-side rendering). API routes are registered before this and win on their own paths.
 */
export type WebPluginOptions = {
  services: WebServices
  /** Changes whenever what anonymous pages show changes; cached pages are keyed by it. */
  pageVersion: () => Promise<string>
}

export const webPlugin = fp<WebPluginOptions>(
  async (app, options) => {
    const { serverEntry, clientDir } = webBuildPaths(app.env.WEB_BUILD_DIR)
    const build = (await import(serverEntry)) as WebServerBuild
    const handle = build.createHandler(options.services, { mode: app.env.NODE_ENV })

    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(clientDir, 'assets'))
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
      const render = async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.url.startsWith('/api/')) return reply.callNotFound()
        const version = request.method === 'GET' ? await options.pageVersion() : ''
        const hit = version ? pages.get(request.url, version) : undefined
        if (hit) {
          reply
            .status(hit.status)
            .headers(Object.fromEntries(hit.headers))
            .header('x-page-cache', 'hit')
            .header('vary', 'accept-encoding')
          const gzip = acceptsGzip(request) ? gzipWithNonce(hit, request.cspNonce) : undefined
          if (gzip) return reply.header('content-encoding', 'gzip').send(gzip)
          return reply.send(withNonce(hit, request.cspNonce))
        }
        const response = await handle(toWebRequest(request, reply), { nonce: request.cspNonce })
        if (!version || !isCacheable(request.method, response))
          return sendWebResponse(reply, response)
        const body = await response.text()
        const headers = [...response.headers]
        pages.set(
          request.url,
          cachedPage({
            version,
            storedAt: Date.now(),
            status: response.status,
            headers,
            body,
            nonce: request.cspNonce,
          }),
        )
        return reply.status(response.status).headers(Object.fromEntries(headers)).send(body)
      }
      scope.all('/', render)
      scope.all('/*', render)
    })
  },
  { name: 'web', dependencies: ['env', 'security-headers'] },
)
