import { IdSchema } from '@trippy/contracts'
import { TRIP_PASS_SCOPE } from '@trippy/contracts/trip-pass'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import {
  PASS_SCRIPT,
  PASS_STYLESHEET,
  SERVICE_WORKER,
  SERVICE_WORKER_PATH,
} from './trip-pass-assets.ts'
import {
  PASS_SCRIPT_PATH,
  PASS_STYLESHEET_PATH,
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
  app.get<{ Params: { bookingId: string; secret: string } }>(
    '/trips/:bookingId/pass/:secret',
    NOT_API,
    async (request, reply) => {
      const { bookingId, secret } = request.params
      const pass =
        IdSchema.safeParse(bookingId).success && SECRET_PATTERN.test(secret)
          ? await openPass(app.db, bookingId, secret)
          : null
      if (!pass) return passHeaders(reply).status(404).send(renderPassNotFound())
      return passHeaders(reply).send(renderPassPage(pass, app.env.OPERATOR_WHATSAPP))
    },
  )

  app.get(PASS_STYLESHEET_PATH, NOT_API, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(PASS_STYLESHEET),
  )
  app.get(PASS_SCRIPT_PATH, NOT_API, async (_request, reply) => asScript(reply).send(PASS_SCRIPT))
  app.get(SERVICE_WORKER_PATH, NOT_API, async (_request, reply) =>
    asScript(reply)
      .header('service-worker-allowed', TRIP_PASS_SCOPE)
      // The worker's own fetches are governed by its answer's policy.
      .header('content-security-policy', "default-src 'self'")
      .send(SERVICE_WORKER),
  )
}
