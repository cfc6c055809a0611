import { ACCOUNT_MESSAGES } from '@trippy/contracts'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { resolveSession, type SessionCustomer } from './sessions.ts'
import { HttpError } from '../http-error.ts'

/** The customer a request's bearer token belongs to, and the session it opened. */
export type AuthenticatedCustomer = SessionCustomer

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route hook: 401 unless the request carries a valid bearer token; sets request.customer.
     * Use it as `onRequest` so a missing token is refused before the body is even validated.
     */
    requireCustomer: (request: FastifyRequest) => Promise<void>
    /** The customer behind a bearer token, or null (for sockets and other non-route callers). */
    verifyToken: (token: string) => Promise<AuthenticatedCustomer | null>
  }
  interface FastifyRequest {
    customer: AuthenticatedCustomer | null
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

/**
 * The signed-in customer of a request that passed `requireCustomer`; throws 401 otherwise, so a
 * route that forgot the hook fails closed.
 */
export function currentCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired)
  return request.customer
}

/** Bearer-token sessions: random tokens stored only as SHA-256 hashes, with an expiry. */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('customer', null)
    app.decorate('verifyToken', (token: string) => resolveSession(app.db, token))
    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization)
      if (!token) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired)
      const customer = await resolveSession(app.db, token)
      if (!customer) throw new HttpError(401, ACCOUNT_MESSAGES.sessionExpired)
      request.customer = customer
    })
  },
  { name: 'auth', dependencies: ['db'] },
)
