import { z } from './zod.ts'
import { okEnvelope } from './envelope.ts'

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  /** Only when Redis is configured. Without it the site still serves: status 'degraded', 200. */
  redis: z.enum(['ok', 'down']).optional(),
})
export type Health = z.infer<typeof HealthSchema>
export const HealthEnvelopeSchema = okEnvelope(HealthSchema)

/** 503 while the database is unreachable: still says what is down. */
export const HealthDownEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: HealthSchema,
})
