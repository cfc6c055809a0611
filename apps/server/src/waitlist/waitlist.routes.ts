import {
  IdSchema,
  JoinWaitlistBodySchema,
  ok,
  okEnvelope,
  WAITLIST_MESSAGES as MESSAGES,
  WaitlistEntrySchema,
  WaitlistParamsSchema,
} from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { registerSeatHooks } from '../bookings/index.ts'
import { currentCustomer } from '../customers/index.ts'
import {
  announceOffers,
  closeWaitlists,
  type Delivery,
  heldSeats,
  joinWaitlist,
  lapseOffers,
  leaveWaitlist,
  listOwnEntries,
  offerFreedSeats,
  takeHeldSeats,
  type WaitlistRules,
} from './waitlist.service.ts'

/** Offers are looked at every minute, so a lapsed offer passes on a minute or so after it ends. */
export const WAITLIST_OFFERS_EVERY_MS = 60_000
const HOURLY = 60 * 60_000

export function waitlistRulesOf(app: FastifyInstance): WaitlistRules {
  return {
    offerHours: app.env.WAITLIST_OFFER_HOURS,
    closesDays: app.env.WAITLIST_CLOSES_DAYS,
    mail: app.mailContext,
  }
}

function deliver(app: FastifyInstance, deliveries: Delivery[]) {
  for (const { customerId, notification } of deliveries)
    app.publishNotification(customerId, notification)
}

/**
 * The waitlist of full departures (docs/waitlist.md): the customer's routes, the seat hooks
 * bookings call when seats come back or are booked, and the jobs that lapse offers and close
 * waitlists.
 */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = waitlistRulesOf(app)
  const unregister = registerSeatHooks({
    seatsReturned: async (trx, departureId, now) => {
      await offerFreedSeats(trx, rules, departureId, now)
    },
    heldSeats,
    takeHeldSeats,
  })
  app.addHook('onClose', async () => unregister())
  // Offers are made in the transaction that freed the seats; they go out live once it committed,
  // when the package's seats are published.
  app.beforeSeatsPublished(async (packageId) =>
    deliver(app, await announceOffers(app.db, packageId)),
  )

  app.scheduleJob({
    name: 'waitlist-offers',
    everyMs: WAITLIST_OFFERS_EVERY_MS,
    run: async (now) => {
      const { packageIds, deliveries } = await lapseOffers(app.db, rules, now)
      deliver(app, deliveries)
      deliver(app, await announceOffers(app.db, undefined, now))
      for (const packageId of packageIds) void app.publishSeats(packageId)
    },
  })
  app.scheduleJob({
    name: 'waitlist-close',
    everyMs: HOURLY,
    run: async (now) => deliver(app, await closeWaitlists(app.db, rules, now)),
  })

  app.post(
    '/api/departures/:id/waitlist',
    {
      onRequest: app.requireCustomer,
      schema: {
        params: z.object({ id: IdSchema }),
        body: JoinWaitlistBodySchema,
        response: { 201: okEnvelope(WaitlistEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await joinWaitlist(
        app.db,
        rules,
        currentCustomer(request).id,
        request.params.id,
        request.body.seats,
      )
      return reply.status(201).send(ok(entry, MESSAGES.joined))
    },
  )

  app.get(
    '/api/waitlist',
    {
      onRequest: app.requireCustomer,
      schema: { response: { 200: okEnvelope(z.array(WaitlistEntrySchema)) } },
    },
    async (request) => ok(await listOwnEntries(app.db, currentCustomer(request).id)),
  )

  app.delete(
    '/api/waitlist/:id',
    {
      onRequest: app.requireCustomer,
      schema: { params: WaitlistParamsSchema, response: { 200: okEnvelope(WaitlistEntrySchema) } },
    },
    async (request) => {
      const { entry, packageId } = await leaveWaitlist(
        app.db,
        rules,
        currentCustomer(request).id,
        request.params.id,
      )
      void app.publishSeats(packageId)
      return ok(entry, MESSAGES.left)
    },
  )
}
