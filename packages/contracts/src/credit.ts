import { z } from './zod.ts'
import { CalendarDateSchema, IdSchema } from './ids.ts'

/** Trek credit is valid this many months from the day it is given. */
export const CREDIT_VALID_MONTHS = 12
/** The reminder that credit is about to expire goes this many days before. */
export const CREDIT_EXPIRY_REMINDER_DAYS = 30

/** How a customer cancelling takes what they paid back: money by the policy, or trek credit. */
export const RefundAsSchema = z.enum(['cash', 'credit'])
export type RefundAs = z.infer<typeof RefundAsSchema>

/** A request without a body (null to the server) refunds in cash, as before credit existed. */
export const CancelBookingBodySchema = z
  .object({ refundAs: RefundAsSchema.default('cash') })
  .nullish()
  .transform((body) => body ?? { refundAs: 'cash' as const })
export type CancelBookingBody = z.input<typeof CancelBookingBodySchema>

/**
 * `cancellation`: earned by cancelling to credit; `returned`: credit spent on a booking that was
 * cancelled, given back; `granted`: given by staff; `spent`: used on a booking (negative).
 */
export const CreditKindSchema = z.enum(['cancellation', 'returned', 'granted', 'spent'])
export type CreditKind = z.infer<typeof CreditKindSchema>

export const CreditEntrySchema = z.object({
  /** Rupees; negative when spent. */
  amount: z.number(),
  kind: CreditKindSchema,
  /** Why, in words: the booking cancelled or paid for, or what staff wrote when granting it. */
  reason: z.string(),
  bookingId: IdSchema.nullable(),
  /** The last day it can be spent (for a spend, the expiry of the credit it came from). */
  expiresOn: CalendarDateSchema,
  createdAt: z.iso.datetime(),
  /** Past its expiry date: it no longer counts. */
  expired: z.boolean(),
})
export type CreditEntry = z.infer<typeof CreditEntrySchema>

/** A customer's trek credit: what can be spent today, the next expiry, and every entry. */
export const CreditSummarySchema = z.object({
  balance: z.number(),
  /** The soonest expiry of credit still unspent, and how much expires then. */
  nearestExpiry: z.object({ date: CalendarDateSchema, amount: z.number() }).nullable(),
  entries: z.array(CreditEntrySchema),
})
export type CreditSummary = z.infer<typeof CreditSummarySchema>

/** Staff give a customer credit: rupees (paise at most) and why. */
export const GrantCreditBodySchema = z.object({
  amount: z
    .number('Amount is required')
    .positive('Amount must be more than zero')
    .max(1_000_000, 'Amount is too large')
    .refine((rupees) => Number.isInteger(Math.round(rupees * 100 * 1e6) / 1e6), {
      message: 'Amount can have at most two decimals',
    }),
  reason: z
    .string('Reason is required')
    .trim()
    .min(3, 'Say why the credit is given')
    .max(200, 'At most 200 characters'),
})
export type GrantCreditBody = z.infer<typeof GrantCreditBodySchema>

/** The last day credit given on `today` ('YYYY-MM-DD') can be spent: the same day 12 months on. */
export function creditExpiryFrom(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + CREDIT_VALID_MONTHS, 1))
  // 29 February gives 28 February: the last day of the target month at most.
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}
