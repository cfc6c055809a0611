import {
  CONSOLE_MESSAGES,
  ConsoleLoginBodySchema,
  ConsoleLoginEnvelopeSchema,
  ConsolePasswordStepEnvelopeSchema,
  ConsoleTotpBodySchema,
  CreatedStaffEnvelopeSchema,
  CreateStaffBodySchema,
  MessageEnvelopeSchema,
  ok,
  StaffEnvelopeSchema,
  StaffListEnvelopeSchema,
  StaffMemberEnvelopeSchema,
  StaffParamsSchema,
  UpdateStaffBodySchema,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createLoginThrottle } from '../../customers/index.ts'
import { passwordRouteOptions } from '../../plugins/index.ts'
import { currentStaff } from './staff-auth.plugin.ts'
import { signInOrigin } from './staff-browser.ts'
import {
  addStaffMember,
  listStaffMembers,
  logOutStaff,
  resetStaffTotp,
  toStaff,
  updateStaffMember,
} from './staff.service.ts'
import { completeStaffSignIn, logInStaff } from './staff-sign-in.ts'

/**
 * The console's own sign-in in two steps (password, then a TOTP code: docs/decisions/008), and
 * the owner's management of staff accounts.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = { onRequest: app.requireStaff }
  const ownerOnly = { onRequest: app.requireOwner }
  const throttle = createLoginThrottle(app)
  const passwordRoute = passwordRouteOptions(app.env)

  app.post(
    '/api/console/login',
    {
      ...passwordRoute,
      schema: {
        body: ConsoleLoginBodySchema,
        response: { 200: ConsolePasswordStepEnvelopeSchema },
      },
    },
    async (request) => ok(await logInStaff(app.db, throttle, request.body, request.ip)),
  )

  app.post(
    '/api/console/login/totp',
    {
      ...passwordRoute,
      schema: { body: ConsoleTotpBodySchema, response: { 200: ConsoleLoginEnvelopeSchema } },
    },
    async (request, reply) =>
      ok(
        await completeStaffSignIn(
          app.db,
          app.mailContext,
          throttle,
          request.body,
          signInOrigin(request, reply),
        ),
      ),
  )

  app.post(
    '/api/console/logout',
    { ...staffOnly, schema: { response: { 200: MessageEnvelopeSchema } } },
    async (request) => {
      await logOutStaff(app.db, currentStaff(request))
      return ok(null, CONSOLE_MESSAGES.loggedOut)
    },
  )

  app.get(
    '/api/console/me',
    { ...staffOnly, schema: { response: { 200: StaffEnvelopeSchema } } },
    async (request) => ok(toStaff(currentStaff(request))),
  )

  app.get(
    '/api/console/staff',
    { ...ownerOnly, schema: { response: { 200: StaffListEnvelopeSchema } } },
    async () => ok(await listStaffMembers(app.db)),
  )

  app.post(
    '/api/console/staff',
    {
      ...ownerOnly,
      schema: { body: CreateStaffBodySchema, response: { 201: CreatedStaffEnvelopeSchema } },
    },
    async (request, reply) => {
      const created = await addStaffMember(app.db, request.body)
      return reply.status(201).send(ok(created, CONSOLE_MESSAGES.staffAdded))
    },
  )

  app.patch(
    '/api/console/staff/:id',
    {
      ...ownerOnly,
      schema: {
        params: StaffParamsSchema,
        body: UpdateStaffBodySchema,
        response: { 200: StaffMemberEnvelopeSchema },
      },
    },
    async (request) => {
      const member = await updateStaffMember(
        app.db,
        currentStaff(request),
        request.params.id,
        request.body,
      )
      return ok(member, CONSOLE_MESSAGES.staffUpdated)
    },
  )

  app.post(
    '/api/console/staff/:id/totp/reset',
    {
      ...ownerOnly,
      schema: { params: StaffParamsSchema, response: { 200: StaffMemberEnvelopeSchema } },
    },
    async (request) => {
      const member = await resetStaffTotp(app.db, currentStaff(request), request.params.id)
      return ok(member, CONSOLE_MESSAGES.totpReset)
    },
  )
}
