import { IdSchema } from '@trippy/contracts'
import { LOCALES } from '@trippy/i18n/locale'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import {
  PASS_SCRIPT,
  PASS_STYLESHEET,
  passScope,
  passScript,
  SERVICE_WORKER,
  serviceWorker,
} from './trip-pass-assets.ts'
import {
  PASS_SCRIPT_PATH,
  PASS_STYLESHEET_PATH,
  passAssetPath,
  renderPassNotFound,
  renderPassPage,
} from './trip-pass-page.ts'
import { openPass } from './trip-pass.service.ts'

/** The pass page loads its own stylesheet and script, nothing else; no form, no frame. */
export const PASS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The secret in the address must go nowhere: not to search engines, other sites or caches. */
function passHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('content-security-policy', PASS_CONTENT_SECURITY_POLICY)
}

/** Revalidated on every load, so a changed file reaches the phone the next time it has signal. */
function asScript(reply: FastifyReply): FastifyReply {
  return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache')
}

/** A page and its files, not the JSON API: left out of the OpenAPI document. */
const NOT_API = { schema: { hide: true } }

/** The trip pass: a page that opens from its secret link alone, without signing in. */
export const tripPassRoutes: FastifyPluginAsync = async (app) => {
  // The same pass in English at /trips/… and in Hindi at /hi/trips/…, each with its own files
  // and service worker scope, so a saved pass has all it needs in its language.
  for (const locale of LOCALES) {
    const scope = passScope(locale)
    const script = locale === 'en' ? PASS_SCRIPT : passScript(locale)
    const worker = locale === 'en' ? SERVICE_WORKER : serviceWorker(locale)
    app.get<{ Params: { bookingId: string; secret: string } }>(
      `${scope}:bookingId/pass/:secret`,
      NOT_API,
      async (request, reply) => {
        const { bookingId, secret } = request.params
        const pass =
          IdSchema.safeParse(bookingId).success && SECRET_PATTERN.test(secret)
            ? await openPass(app.db, bookingId, secret)
            : null
        if (!pass) return passHeaders(reply).status(404).send(renderPassNotFound(locale))
        return passHeaders(reply).send(renderPassPage(pass, app.env.OPERATOR_WHATSAPP, locale))
      },
    )

    app.get(passAssetPath(PASS_STYLESHEET_PATH, locale), NOT_API, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(PASS_STYLESHEET),
    )
    app.get(passAssetPath(PASS_SCRIPT_PATH, locale), NOT_API, async (_request, reply) =>
      asScript(reply).send(script),
    )
    app.get(`${scope}sw.js`, NOT_API, async (_request, reply) =>
      asScript(reply)
        .header('service-worker-allowed', scope)
        // The worker's own fetches are governed by its answer's policy.
        .header('content-security-policy', "default-src 'self'")
        .send(worker),
    )
  }
}
