import { NewsletterBodySchema, NewsletterEnvelopeSchema, ok } from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../http-error.ts'
import { subscribe } from './newsletter.repository.ts'

/** Sign-ups per address: a household signs up a few addresses, a bot many. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 } as const

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    {
      config: {
        rateLimit: {
          ...NEWSLETTER_RATE_LIMIT,
          errorResponseBuilder: () =>
            new HttpError(429, 'Too many sign-ups from your network. Please try again later.'),
        },
      },
      schema: { body: NewsletterBodySchema, response: { 201: NewsletterEnvelopeSchema } },
    },
    async (request, reply) => {
      await subscribe(app.db, request.body.email)
      return reply.status(201).send(ok({ email: request.body.email }, 'Subscribed'))
    },
  )
}
