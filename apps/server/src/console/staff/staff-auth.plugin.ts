import { CONSOLE_MESSAGES } from '@trippy/contracts'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../http-error.ts'
import { bearerToken } from '../../customers/index.ts'
import { ensureOwner } from './staff.service.ts'
import { resolveStaffSession, type SessionStaff } from './staff-sessions.ts'

/** The member of staff a request's console token belongs to, and the session it opened. */
export type AuthenticatedStaff = SessionStaff

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route hook for every /api/console route: 401 without a valid console token, 403 for a
     * customer's token; sets request.staff. Use it as `onRequest`, before the body is validated.
     */
    requireStaff: (request: FastifyRequest) => Promise<void>
    /** As requireStaff, and 403 unless the member is an owner. */
    requireOwner: (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    staff: AuthenticatedStaff | null
  }
}

/**
 * The member of staff of a request that passed `requireStaff` or `requireOwner`; throws 401
 * otherwise, so a console route that forgot the hook fails closed.
 */
export function currentStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new HttpError(401, CONSOLE_MESSAGES.signInRequired)
  return request.staff
}

/**
 * Console sessions, apart from customers', and the first owner: created on start from OWNER_EMAIL
 * and OWNER_PASSWORD when no member has that email.
 */
export const staffAuthPlugin = fp(
  async (app) => {
    async function authenticate(request: FastifyRequest): Promise<AuthenticatedStaff> {
      const token = bearerToken(request.headers.authorization)
      if (!token) throw new HttpError(401, CONSOLE_MESSAGES.signInRequired)
      const staff = await resolveStaffSession(app.db, token)
      if (staff) {
        request.staff = staff
        return staff
      }
      // Signed in, but as a customer: the console is not theirs, and signing in again won't help.
      if (await app.verifyToken(token)) throw new HttpError(403, CONSOLE_MESSAGES.staffOnly)
      throw new HttpError(401, CONSOLE_MESSAGES.signInRequired)
    }

    app.decorateRequest('staff', null)
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await authenticate(request)
    })
    app.decorate('requireOwner', async (request: FastifyRequest) => {
      const staff = await authenticate(request)
      if (staff.role !== 'owner') throw new HttpError(403, CONSOLE_MESSAGES.ownerOnly)
    })

    const { OWNER_EMAIL, OWNER_PASSWORD, OWNER_NAME } = app.env
    if (OWNER_EMAIL && OWNER_PASSWORD) {
      const owner = { email: OWNER_EMAIL, password: OWNER_PASSWORD, name: OWNER_NAME }
      if (await ensureOwner(app.db, owner)) app.log.info('Created the owner from OWNER_EMAIL')
    } else if (OWNER_EMAIL || OWNER_PASSWORD) {
      app.log.warn('Set OWNER_EMAIL and OWNER_PASSWORD together to create the first owner')
    }
  },
  { name: 'staff-auth', dependencies: ['db', 'auth'] },
)
