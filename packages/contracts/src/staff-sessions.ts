import { okEnvelope } from './envelope.ts'
import { IdSchema } from './ids.ts'
import { z } from './zod.ts'

/** The texts of a member's own console sessions; tests assert the literal strings. */
export const STAFF_SESSION_MESSAGES = {
  ended: 'Session ended',
  endedCurrent: 'Session ended. You are signed out of this browser.',
  notFound: 'Session not found',
} as const

/** One of the signed-in member's own console sessions. Never its token. */
export const StaffSessionSchema = z.object({
  _id: IdSchema,
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** A short name read from the User-Agent, e.g. 'Chrome 131 on Windows'. */
  browser: z.string(),
  /** The address the server saw (behind a trusted proxy, the client's); null if not recorded. */
  address: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
})
export type StaffSession = z.infer<typeof StaffSessionSchema>
export const StaffSessionListEnvelopeSchema = okEnvelope(z.array(StaffSessionSchema))

export const StaffSessionParamsSchema = z.object({ id: IdSchema })

/** Ending a session: whether it was the one the request came with (then the browser signs out). */
export const EndedStaffSessionSchema = z.object({ current: z.boolean() })
export const EndedStaffSessionEnvelopeSchema = okEnvelope(EndedStaffSessionSchema)
