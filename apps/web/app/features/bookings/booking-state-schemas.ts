import type { Booking } from '@trippy/contracts'
import { BookingSchema, IdempotencyKeySchema, PaymentTypeSchema } from '@trippy/contracts/bookings'
import { AddonSchema, BatchSchema, PackageSchema } from '@trippy/contracts/catalogue'
import { PromoPreviewSchema } from '@trippy/contracts/promo-codes'
import { z } from '@trippy/contracts/zod'

// Navigation state outlives a deploy and can be anything a history entry kept: it is parsed with
// the contract's own schemas before a page trusts it. Only the pages that read it load these
// schemas (and zod): a package page, which only writes it, does not.

/** The package a booking is for, as it travels in navigation state between the booking screens. */
const BookingPackageDataSchema = PackageSchema.pick({
  _id: true,
  slug: true,
  name: true,
  packageType: true,
  duration: true,
  destination: true,
  originalPrice: true,
  offerPrice: true,
}).extend({
  /** The category's slug: Char Dham trips need every traveller's details (requiresTravellerIds). */
  categorySlug: z.string(),
})
export type BookingPackageData = z.infer<typeof BookingPackageDataSchema>

/** What the traveller chose in the booking dialog (or on /booking/{id}). */
const BookingDataSchema = z.object({
  batch: BatchSchema,
  numberOfSeats: z.number().int().min(1),
  paymentType: PaymentTypeSchema,
  addons: z.array(AddonSchema),
  /** One per confirmation: a double click, a retry or a return to the page never books twice. */
  idempotencyKey: IdempotencyKeySchema,
  /** A promo code the server accepted on the booking page; it checks it again when booking. */
  promo: PromoPreviewSchema.pick({ code: true, kind: true, value: true }).optional(),
})
export type BookingData = z.infer<typeof BookingDataSchema>

const ConfirmationStateSchema = z.object({
  packageData: BookingPackageDataSchema,
  bookingData: BookingDataSchema,
})
const SuccessStateSchema = z.object({ booking: BookingSchema, emailSent: z.unknown() })

/** /booking-confirmation's navigation state (booking data and package data). */
export type ConfirmationState = { packageData: BookingPackageData; bookingData: BookingData }

/** /booking-success's navigation state (the booking, and emailSent false). */
export type SuccessState = { booking: Booking; emailSent: boolean }

/** The confirmation page's state, or null when it is missing or not what the dialog sends. */
export function readConfirmationState(state: unknown): ConfirmationState | null {
  const parsed = ConfirmationStateSchema.safeParse(state)
  return parsed.success ? parsed.data : null
}

/** The success page's state, or null without a whole booking from the server. */
export function readSuccessState(state: unknown): SuccessState | null {
  const parsed = SuccessStateSchema.safeParse(state)
  return parsed.success
    ? { booking: parsed.data.booking, emailSent: parsed.data.emailSent === true }
    : null
}
