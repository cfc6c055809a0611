import { okEnvelope } from './envelope.ts'
import { z } from './zod.ts'

export { EVENTS, LIVE_SEATS, SOCKET_CLIENT_OPTIONS } from './realtime.ts'

/** A notification's title and message in Hindi (docs/languages.md). */
export const NotificationHindiSchema = z.object({ title: z.string(), message: z.string() })
export type NotificationHindi = z.infer<typeof NotificationHindiSchema>

/**
 * A notification as the bell and the socket carry it (docs/realtime.md): `title` and `message` in
 * English, `hindi` beside them; null or absent for one stored before it or typed by staff.
 */
export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  hindi: NotificationHindiSchema.nullable().optional(),
  read: z.boolean(),
  timestamp: z.iso.datetime(),
})
export type Notification = z.infer<typeof NotificationSchema>

/** Seats left on each departure of a package, sent to everyone watching its page. */
export const SeatsUpdateSchema = z.object({
  packageId: z.string(),
  departures: z.array(z.object({ batchId: z.string(), availability: z.number().int() })),
})
export type SeatsUpdate = z.infer<typeof SeatsUpdateSchema>

/** Which package's seats a page follows (`LIVE_SEATS`). */
export const LiveSeatsQuerySchema = z.object({
  packageId: z.string().regex(/^[0-9a-f]{24}$/, 'Must be a 24-character id'),
})

export const JoinAckSchema = z.object({ ok: z.boolean(), message: z.string().optional() })
export type JoinAck = z.infer<typeof JoinAckSchema>

export const NotificationListQuerySchema = z.object({
  userId: z.string().regex(/^[0-9a-f]{24}$/, 'Must be a 24-character id'),
})
export const NotificationParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'Must be a 24-character id'),
})

export const NotificationEnvelopeSchema = okEnvelope(NotificationSchema)
export const NotificationListEnvelopeSchema = okEnvelope(z.array(NotificationSchema))
