import { CalendarDateSchema, IdSchema } from './ids.ts'
import { z } from './zod.ts'
import { WAITLIST_MAX_SEATS } from './waitlist-limits.ts'

export { WAITLIST_MAX_SEATS }

/**
 * `waiting` in the queue; `offered` seats held for the customer until `offerExpiresAt`; then
 * `booked`, `lapsed` (the offer ran out), `closed` (the waitlist closed before departure) or
 * `left` (the customer left it).
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'booked',
  'lapsed',
  'closed',
  'left',
] as const
export const WaitlistStatusSchema = z.enum(WAITLIST_STATUSES)
export type WaitlistStatus = z.infer<typeof WaitlistStatusSchema>

export const JoinWaitlistBodySchema = z.object({
  seats: z
    .number()
    .int()
    .min(1, 'At least one seat')
    .max(WAITLIST_MAX_SEATS, `At most ${WAITLIST_MAX_SEATS} seats`),
})
export type JoinWaitlistBody = z.infer<typeof JoinWaitlistBodySchema>

export const WaitlistParamsSchema = z.object({ id: IdSchema })

export const WaitlistEntrySchema = z.object({
  _id: IdSchema,
  departureId: IdSchema,
  packageId: IdSchema,
  packageName: z.string(),
  packageSlug: z.string(),
  startDate: CalendarDateSchema,
  seats: z.number().int(),
  /** 1 for the next in line; null once the entry is no longer waiting. */
  position: z.number().int().nullable(),
  status: WaitlistStatusSchema,
  joinedAt: z.iso.datetime(),
  offerExpiresAt: z.iso.datetime().nullable(),
})
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>
export const WaitlistEntriesSchema = z.array(WaitlistEntrySchema)

/** A departure's waitlist as the console shows it. */
export const ConsoleWaitlistEntrySchema = WaitlistEntrySchema.extend({
  customerId: IdSchema,
  customerName: z.string(),
  customerEmail: z.string().nullable(),
})
export type ConsoleWaitlistEntry = z.infer<typeof ConsoleWaitlistEntrySchema>
export const ConsoleWaitlistSchema = z.array(ConsoleWaitlistEntrySchema)

export const WAITLIST_MESSAGES = {
  joined: 'You are on the waitlist',
  left: 'You have left the waitlist',
  seatsAvailable: 'Seats are available: book them now',
  alreadyOn: 'You are already on the waitlist for this departure',
  closed: 'The waitlist for this departure has closed',
  notFound: 'Waitlist entry not found',
  departureNotFound: 'Departure not found',
  notActive: 'You are no longer on this waitlist',
} as const
