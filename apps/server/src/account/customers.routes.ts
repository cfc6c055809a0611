import {
  ACCOUNT_MESSAGES,
  AccountSettingsEnvelopeSchema,
  AccountSettingsSchema,
  ChangePasswordBodySchema,
  CustomerEnvelopeSchema,
  CustomerParamsSchema,
  DeleteAccountBodySchema,
  LoginBodySchema,
  LoginEnvelopeSchema,
  MessageEnvelopeSchema,
  ok,
  RegisterBodySchema,
  RegisterEnvelopeSchema,
  RequestPasswordResetBodySchema,
  ResetPasswordBodySchema,
  UpdateProfileBodySchema,
  VerifyEmailBodySchema,
  VerifyEmailEnvelopeSchema,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  currentCustomer,
  createLoginThrottle,
  resendVerification,
  verifyEmail,
  requestPasswordReset,
  resetPassword,
  wishlistRoutes,
} from '../customers/index.ts'
import { passwordRouteOptions } from '../plugins/index.ts'
import {
  changePassword,
  deleteAccount,
  getCustomer,
  getSettings,
  logIn,
  logOut,
  registerCustomer,
  updateProfile,
  updateSettings,
} from './customers.service.ts'
import type { ImageVersionsOption } from '../catalogue/index.ts'
import { forgetReadinessOfCustomer } from '../readiness/index.ts'

/**
 * Accounts: register, sign in and out, verify the email, reset a forgotten password, the
 * customer's own profile and settings, the wishlist.
 */
export const customerRoutes: FastifyPluginAsyncZod<ImageVersionsOption> = async (app, options) => {
  const throttle = createLoginThrottle(app)
  const passwordRoute = passwordRouteOptions(app.env)
  const auth = { onRequest: app.requireCustomer }

  app.post(
    '/api/customers/send-otp',
    {
      ...passwordRoute,
      schema: { body: RegisterBodySchema, response: { 201: RegisterEnvelopeSchema } },
    },
    async (request, reply) => {
      const created = await registerCustomer(app.db, request.body, app.mailContext)
      return reply.status(201).send(ok(created, ACCOUNT_MESSAGES.registered))
    },
  )

  app.post(
    '/api/customers/login',
    {
      ...passwordRoute,
      schema: { body: LoginBodySchema, response: { 200: LoginEnvelopeSchema } },
    },
    async (request) => ok(await logIn(app.db, throttle, request.body, request.ip)),
  )

  app.post(
    '/api/customers/password-reset/request',
    {
      ...passwordRoute,
      schema: { body: RequestPasswordResetBodySchema, response: { 202: MessageEnvelopeSchema } },
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, request.body, app.mailContext)
      return reply.status(202).send(ok(null, ACCOUNT_MESSAGES.resetLinkSent))
    },
  )

  app.post(
    '/api/customers/password-reset',
    {
      ...passwordRoute,
      schema: { body: ResetPasswordBodySchema, response: { 200: MessageEnvelopeSchema } },
    },
    async (request) => {
      const { customerId } = await resetPassword(app.db, request.body)
      app.disconnectSessions({ customerId })
      return ok(null, ACCOUNT_MESSAGES.passwordReset)
    },
  )

  app.post(
    '/api/customers/verify-email',
    { schema: { body: VerifyEmailBodySchema, response: { 200: VerifyEmailEnvelopeSchema } } },
    async (request) => {
      const { customerId } = await verifyEmail(app.db, request.body)
      return ok({ _id: customerId, emailVerified: true as const }, ACCOUNT_MESSAGES.emailVerified)
    },
  )

  app.post(
    '/api/customers/verify-email/resend',
    { ...passwordRoute, ...auth, schema: { response: { 202: MessageEnvelopeSchema } } },
    async (request, reply) => {
      const outcome = await resendVerification(app.db, app.mailContext, currentCustomer(request))
      return reply
        .status(202)
        .send(
          ok(
            null,
            outcome === 'sent'
              ? ACCOUNT_MESSAGES.verifyLinkSent
              : ACCOUNT_MESSAGES.emailAlreadyVerified,
          ),
        )
    },
  )

  app.post(
    '/api/customers/logout',
    { ...auth, schema: { response: { 200: MessageEnvelopeSchema } } },
    async (request) => {
      const session = currentCustomer(request)
      await logOut(app.db, session)
      app.disconnectSessions({ sessionId: session.sessionId })
      return ok(null, ACCOUNT_MESSAGES.loggedOut)
    },
  )

  app.get(
    '/api/customers/:userId',
    {
      ...auth,
      schema: { params: CustomerParamsSchema, response: { 200: CustomerEnvelopeSchema } },
    },
    async (request) =>
      ok(await getCustomer(app.db, currentCustomer(request), request.params.userId)),
  )

  app.put(
    '/api/customers/profile/:userId',
    {
      ...auth,
      schema: {
        params: CustomerParamsSchema,
        body: UpdateProfileBodySchema,
        response: { 200: CustomerEnvelopeSchema },
      },
    },
    async (request) => {
      const customer = await updateProfile(
        app.db,
        currentCustomer(request),
        request.params.userId,
        request.body,
      )
      return ok(customer, ACCOUNT_MESSAGES.profileUpdated)
    },
  )

  app.get(
    '/api/customers/:userId/settings',
    {
      ...auth,
      schema: { params: CustomerParamsSchema, response: { 200: AccountSettingsEnvelopeSchema } },
    },
    async (request) =>
      ok(await getSettings(app.db, currentCustomer(request), request.params.userId)),
  )

  app.put(
    '/api/customers/:userId/settings',
    {
      ...auth,
      schema: {
        params: CustomerParamsSchema,
        body: AccountSettingsSchema,
        response: { 200: AccountSettingsEnvelopeSchema },
      },
    },
    async (request) => {
      const settings = await updateSettings(
        app.db,
        currentCustomer(request),
        request.params.userId,
        request.body,
      )
      return ok(settings, ACCOUNT_MESSAGES.settingsSaved)
    },
  )

  app.post(
    '/api/customers/:userId/password',
    {
      ...auth,
      schema: {
        params: CustomerParamsSchema,
        body: ChangePasswordBodySchema,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      await changePassword(
        app.db,
        throttle,
        currentCustomer(request),
        request.params.userId,
        request.body,
        request.ip,
      )
      const { id, sessionId } = currentCustomer(request)
      app.disconnectSessions({ customerId: id, exceptSessionId: sessionId })
      return ok(null, ACCOUNT_MESSAGES.passwordChanged)
    },
  )

  app.delete(
    '/api/customers/:userId',
    {
      ...auth,
      schema: {
        params: CustomerParamsSchema,
        body: DeleteAccountBodySchema,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      const { packagesWithSeatsBack } = await deleteAccount(
        app.db,
        throttle,
        currentCustomer(request),
        request.params.userId,
        request.body,
        request.ip,
      )
      await forgetReadinessOfCustomer(app.db, app.env.DATA_DIR, request.params.userId)
      app.disconnectSessions({ customerId: currentCustomer(request).id })
      for (const packageId of packagesWithSeatsBack) void app.publishSeats(packageId)
      return ok(null, ACCOUNT_MESSAGES.accountDeleted)
    },
  )

  await app.register(wishlistRoutes, options)
}
