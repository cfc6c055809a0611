import {
  CreateLeadBodySchema,
  LEAD_HONEYPOT_FIELD,
  LeadCreatedEnvelopeSchema,
  ok,
} from '@trippy/contracts'
import { LEAD_API_MESSAGES } from '@trippy/contracts/api-messages'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newId } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { createLead } from './leads.service.ts'

/** Leads per address: enough for a family behind one shared (CGNAT) address, not for a bot. */
export const LEAD_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 } as const
export const LEAD_RATE_LIMIT_MESSAGE = LEAD_API_MESSAGES.tooManyRequests
const RECEIVED = LEAD_API_MESSAGES.received

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/leads/create',
    {
      config: {
        rateLimit: {
          ...LEAD_RATE_LIMIT,
          errorResponseBuilder: () => new HttpError(429, LEAD_RATE_LIMIT_MESSAGE),
        },
      },
      // Before validation, so a bot gets the same 201 whatever else it sent.
      preValidation: async (request, reply) => {
        if (!isHoneypotFilled(request.body)) return
        request.log.info('Dropped a lead whose honeypot field was filled')
        return reply.status(201).send(ok({ _id: newId() }, RECEIVED))
      },
      schema: { body: CreateLeadBodySchema, response: { 201: LeadCreatedEnvelopeSchema } },
    },
    async (request, reply) => {
      const created = await createLead(app.db, app.env.SUPPORT_EMAIL, request.body)
      return reply.status(201).send(ok(created, RECEIVED))
    },
  )
}

function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(LEAD_HONEYPOT_FIELD in body)) return false
  const value = body[LEAD_HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}
