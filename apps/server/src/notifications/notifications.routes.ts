import {
  NotificationEnvelopeSchema,
  NotificationListEnvelopeSchema,
  NotificationListQuerySchema,
  NotificationParamsSchema,
  ok,
} from '@trippy/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../http-error.ts'
import { currentCustomer } from '../customers/index.ts'
import { markAllRead } from './notifications.repository.ts'
import { listNotifications, readNotification } from './notifications.service.ts'

/** A customer's own notifications, newest first, and marking them read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      onRequest: app.requireCustomer,
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListEnvelopeSchema },
      },
    },
    async (request) => {
      const customer = currentCustomer(request)
      if (request.query.userId !== customer.id)
        throw new HttpError(403, 'You can only read your own notifications')
      return ok(await listNotifications(app.db, customer.id))
    },
  )

  app.patch(
    '/api/notifications/:id/read',
    {
      onRequest: app.requireCustomer,
      schema: { params: NotificationParamsSchema, response: { 200: NotificationEnvelopeSchema } },
    },
    async (request) => {
      return ok(await readNotification(app.db, currentCustomer(request).id, request.params.id))
    },
  )

  app.post(
    '/api/notifications/read-all',
    {
      onRequest: app.requireCustomer,
      schema: { response: { 200: NotificationListEnvelopeSchema } },
    },
    async (request) => {
      const customer = currentCustomer(request)
      await markAllRead(app.db, customer.id)
      return ok(await listNotifications(app.db, customer.id))
    },
  )
}
