import { z } from './zod.ts'
import { CalendarDateSchema, IdSchema } from './ids.ts'
import { PROMO_MESSAGES } from './promo-messages.ts'

// bookings.ts has the same limit; not imported, as bookings.ts takes a promo code.
const MAX_SEATS_PER_BOOKING = 30

export { PROMO_MESSAGES } from './promo-messages.ts'

/** Codes are kept and compared in capitals: 'trek10' and 'TREK10' are one code. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/
export const PromoCodeTextSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.codeFormat)

export const PromoKindSchema = z.enum(['percent', 'flat'])
export type PromoKind = z.infer<typeof PromoKindSchema>

/** What decides whether a code may be used, shared by the create and update bodies. */
const promoFields = {
  code: PromoCodeTextSchema,
  kind: PromoKindSchema,
  /** A whole percent (1–100) of the subtotal, or rupees off it. */
  value: z.number().positive(PROMO_MESSAGES.flatPositive),
  /** The first and last day it may be used, India's calendar, both included. */
  validFrom: CalendarDateSchema,
  validTo: CalendarDateSchema,
  minSeats: z.number().int().min(1).max(MAX_SEATS_PER_BOOKING).nullable(),
  /** Empty: every trip. */
  packageIds: z.array(IdSchema).max(200),
  /** Null: no limit. */
  maxUses: z.number().int().min(1).max(1_000_000).nullable(),
  /** Bookings one customer may make with it. */
  perCustomer: z.number().int().min(1).max(100),
  /** Listed on /travel-coupon while in force. */
  isPublic: z.boolean(),
}

type ValueShape = { kind?: PromoKind | undefined; value?: number | undefined }
type DatesShape = { validFrom?: string | undefined; validTo?: string | undefined }

/** A percent is whole and at most 100; a flat amount has at most two decimals. */
export function promoValueProblem(input: ValueShape): string | null {
  if (input.kind === undefined || input.value === undefined) return null
  if (input.kind === 'percent') {
    return Number.isInteger(input.value) && input.value >= 1 && input.value <= 100
      ? null
      : PROMO_MESSAGES.percentRange
  }
  return Math.abs(Math.round(input.value * 100) - input.value * 100) < 1e-6 && input.value > 0
    ? null
    : PROMO_MESSAGES.flatPositive
}

function checkPromo(input: ValueShape & DatesShape, ctx: z.RefinementCtx) {
  const valueProblem = promoValueProblem(input)
  if (valueProblem) ctx.addIssue({ code: 'custom', path: ['value'], message: valueProblem })
  if (input.validFrom && input.validTo && input.validTo < input.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: PROMO_MESSAGES.endBeforeStart })
  }
}

export const CreatePromoCodeBodySchema = z
  .object({
    ...promoFields,
    minSeats: promoFields.minSeats.optional().default(null),
    packageIds: promoFields.packageIds.optional().default([]),
    maxUses: promoFields.maxUses.optional().default(null),
    perCustomer: promoFields.perCustomer.optional().default(1),
    isPublic: promoFields.isPublic.optional().default(false),
  })
  .superRefine(checkPromo)
export type CreatePromoCodeBody = z.input<typeof CreatePromoCodeBodySchema>

export const UpdatePromoCodeBodySchema = z
  .object(promoFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, PROMO_MESSAGES.nothingToChange)
  .superRefine(checkPromo)
export type UpdatePromoCodeBody = z.infer<typeof UpdatePromoCodeBodySchema>

export const PromoCodeParamsSchema = z.object({ id: IdSchema })

/** Where a code stands today: before its first day, usable, past its last day, or used up. */
export const PromoStateSchema = z.enum(['scheduled', 'active', 'expired', 'used-up'])
export type PromoState = z.infer<typeof PromoStateSchema>

export const ConsolePromoCodeSchema = z.object({
  _id: IdSchema,
  ...promoFields,
  /** Bookings holding a use: a cancelled or expired booking gives its use back. */
  uses: z.number().int(),
  state: PromoStateSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type ConsolePromoCode = z.infer<typeof ConsolePromoCodeSchema>

export const PromoPreviewParamsSchema = z.object({ code: z.string().trim().min(1).max(64) })
export const PromoPreviewQuerySchema = z.object({
  packageId: IdSchema,
  seats: z.coerce.number().int().min(1).max(MAX_SEATS_PER_BOOKING).default(1),
})

/**
 * A code that applies to that trip and number of seats: its rule (for the booking page to apply to
 * the subtotal it shows, add-ons included) and the discount on the trip's price alone, in rupees.
 */
export const PromoPreviewSchema = z.object({
  code: z.string(),
  kind: PromoKindSchema,
  value: z.number(),
  discount: z.number(),
})
export type PromoPreview = z.infer<typeof PromoPreviewSchema>

/** A public code in force, as /travel-coupon lists it. */
export const PublicPromoCodeSchema = z.object({
  code: z.string(),
  kind: PromoKindSchema,
  value: z.number(),
  validTo: CalendarDateSchema,
  minSeats: z.number().int().nullable(),
  /** Whether it is for some trips only. */
  selectedTrips: z.boolean(),
})
export type PublicPromoCode = z.infer<typeof PublicPromoCodeSchema>
