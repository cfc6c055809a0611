import { randomBytes } from 'node:crypto'
import { parseCookie, stringifySetCookie } from 'cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SignInOrigin } from './staff-sessions.ts'

/**
 * A long-lived random cookie that tells one browser from another, so a sign-in from a browser a
 * member has not used before can be mailed to them. Sent only to the console's API, never
 * readable by scripts; the server keeps only its hash. Not a credential: it proves nothing.
 */
export const STAFF_BROWSER_COOKIE = 'trippy_console_browser'

// Browsers keep a cookie at most 400 days whatever it asks for.
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60
// 32 random bytes in base64url: 43 characters.
const BROWSER_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * Where a sign-in comes from: the browser's marker (made now, and set on the answer, when it has
 * none), its User-Agent and the client's address (TRUST_PROXY aware, as `request.ip` is).
 */
export function signInOrigin(request: FastifyRequest, reply: FastifyReply): SignInOrigin {
  const sent = request.headers.cookie
    ? parseCookie(request.headers.cookie)[STAFF_BROWSER_COOKIE]
    : undefined
  let browserId = sent
  if (!browserId || !BROWSER_ID_PATTERN.test(browserId)) {
    browserId = randomBytes(32).toString('base64url')
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: STAFF_BROWSER_COOKIE,
        value: browserId,
        path: '/api/console',
        maxAge: MAX_AGE_SECONDS,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.server.env.PUBLIC_URL.startsWith('https:'),
      }),
    )
  }
  return {
    browserId,
    userAgent: request.headers['user-agent'] ?? null,
    address: request.ip,
  }
}
