import {
  EndedStaffSessionEnvelopeSchema,
  ok,
  STAFF_SESSION_MESSAGES,
  StaffSessionListEnvelopeSchema,
  StaffSessionParamsSchema,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../../http-error.ts'
import { currentStaff } from './staff-auth.plugin.ts'
import { endOwnStaffSession, listOwnStaffSessions } from './staff-sessions.ts'

/** A member's own console sessions: what is signed in where, and ending any of them. */
export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/sessions',
    { onRequest: app.requireStaff, schema: { response: { 200: StaffSessionListEnvelopeSchema } } },
    async (request) => ok(await listOwnStaffSessions(app.db, currentStaff(request))),
  )

  app.delete(
    '/api/console/sessions/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        params: StaffSessionParamsSchema,
        response: { 200: EndedStaffSessionEnvelopeSchema },
      },
    },
    async (request) => {
      const staff = currentStaff(request)
      if (!(await endOwnStaffSession(app.db, staff, request.params.id)))
        throw new HttpError(404, STAFF_SESSION_MESSAGES.notFound)
      const current = request.params.id === staff.sessionId
      return ok(
        { current },
        current ? STAFF_SESSION_MESSAGES.endedCurrent : STAFF_SESSION_MESSAGES.ended,
      )
    },
  )
}
