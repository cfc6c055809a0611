import {
  MessageEnvelopeSchema,
  NEWSLETTER_MESSAGES,
  NewsletterBodySchema,
  NewsletterConfirmBodySchema,
  NewsletterEnvelopeSchema,
  NewsletterUnsubscribeBodySchema,
  NewsletterUnsubscribeQuerySchema,
  ok,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { HttpError } from '../http-error.ts'
import {
  confirmSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './newsletter.service.ts'

/** Sign-ups per address: a household signs up a few addresses, a bot many. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 } as const

/** A one-click unsubscribe form post is a line of text; nothing bigger is read. */
const FORM_BODY_LIMIT = 4096

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    {
      config: {
        rateLimit: {
          ...NEWSLETTER_RATE_LIMIT,
          errorResponseBuilder: () => new HttpError(429, NEWSLETTER_MESSAGES.tooManySignUps),
        },
      },
      schema: { body: NewsletterBodySchema, response: { 201: NewsletterEnvelopeSchema } },
    },
    async (request, reply) => {
      await subscribeToNewsletter(
        app.db,
        app.mailContext,
        request.body.email,
        undefined,
        request.body.language,
      )
      return reply
        .status(201)
        .send(ok({ email: request.body.email }, NEWSLETTER_MESSAGES.subscribed))
    },
  )

  app.post(
    '/api/newsletter/confirm',
    { schema: { body: NewsletterConfirmBodySchema, response: { 200: MessageEnvelopeSchema } } },
    async (request) => {
      await confirmSubscription(app.db, request.body.token)
      return ok(null, NEWSLETTER_MESSAGES.confirmed)
    },
  )

  // Mail clients post RFC 8058's `List-Unsubscribe=One-Click` as a form to the link in the
  // List-Unsubscribe header, the token in its query; the unsubscribe page posts JSON. The form
  // parsers live in this scope only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    // RFC 8058 allows multipart too; its one field says nothing the query does not.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, _body, done) => done(null, {}),
    )
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/newsletter/unsubscribe',
      {
        schema: {
          querystring: NewsletterUnsubscribeQuerySchema,
          body: NewsletterUnsubscribeBodySchema,
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await unsubscribeFromNewsletter(app.db, request.query.token ?? request.body?.token)
        return ok(null, NEWSLETTER_MESSAGES.unsubscribed)
      },
    )
  })
}
