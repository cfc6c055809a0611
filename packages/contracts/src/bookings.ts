import { z } from './zod.ts'
import { CalendarDateSchema, IdSchema } from './ids.ts'

/** The spec's booking texts (§8), shown exactly as written. */
export const BOOKING_MESSAGES = {
  confirmed: 'Booking confirmed! We will contact you shortly.',
  failed: 'Failed to process booking. Please try again.',
  invalidData: 'Invalid booking data',
  seatsLeft: (seats: number) => `Only ${seats} seats left on this departure`,
  notFound: 'Booking not found',
  notYours: 'This booking belongs to another customer',
  alreadyCancelled: 'This booking is already cancelled',
  departed: 'This departure has already started and can no longer be cancelled online',
} as const

export const PaymentTypeSchema = z.enum(['advance', 'full'])
export type PaymentType = z.infer<typeof PaymentTypeSchema>
export const BookingStatusSchema = z.enum(['pending', 'confirmed', 'cancelled'])

const required = (label: string, max = 200) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max)

export const BookingCustomerDetailsSchema = z.object({
  fullName: required('Full name', 120),
  email: z.email('Please enter a valid email address').max(254),
  phone: required('Phone', 30),
  address: required('Address', 500),
  emergencyContact: required('Emergency contact phone', 30),
  emergencyName: required('Emergency contact name', 120),
  specialRequirements: z.string().trim().max(2000).optional().default(''),
})
export type BookingCustomerDetails = z.infer<typeof BookingCustomerDetailsSchema>

export const MAX_SEATS_PER_BOOKING = 30

/** What the browser sends; any totals it might add are ignored: the server prices the booking. */
export const CreateBookingBodySchema = z.object({
  packageId: IdSchema,
  batchId: IdSchema,
  numberOfSeats: z.coerce
    .number()
    .int('Seats must be a whole number')
    .min(1, 'Choose at least one seat')
    .max(MAX_SEATS_PER_BOOKING),
  paymentType: PaymentTypeSchema,
  addonIds: z.array(IdSchema).max(20).default([]),
  customerDetails: BookingCustomerDetailsSchema,
})
export type CreateBookingBody = z.input<typeof CreateBookingBodySchema>

export const IdempotencyKeySchema = z.string().trim().min(8).max(100)

/** The spec's booking record (§3), kept on the server, plus its id and refund once cancelled. */
export const BookingSchema = z.object({
  _id: IdSchema,
  packageDetails: z.object({
    packageId: IdSchema,
    packageName: z.string(),
    packageSlug: z.string(),
    packageType: z.string(),
    duration: z.string(),
    destination: z.string(),
    originalPrice: z.number(),
    offerPrice: z.number(),
  }),
  batchDetails: z.object({
    batchId: IdSchema,
    startDate: CalendarDateSchema,
    endDate: CalendarDateSchema,
    availability: z.number().int(),
  }),
  bookingInfo: z.object({
    numberOfSeats: z.number().int(),
    paymentType: PaymentTypeSchema,
    subtotal: z.number(),
    gst: z.number(),
    total: z.number(),
    payableAmount: z.number(),
    remainingAmount: z.number(),
    /** When the balance of an advance booking is due: 15 days before departure. */
    remainingDueDate: CalendarDateSchema.nullable(),
    amountPaid: z.number(),
  }),
  addons: z.array(z.object({ id: IdSchema, name: z.string(), price: z.number() })),
  customerDetails: BookingCustomerDetailsSchema.extend({
    userId: IdSchema,
    specialRequirements: z.string(),
  }),
  metadata: z.object({
    bookingDate: z.iso.datetime(),
    status: BookingStatusSchema,
    source: z.literal('website'),
  }),
  refundPolicy: z.enum(['standard', 'group']),
  refundAmount: z.number().optional(),
  cancelledAt: z.iso.datetime().optional(),
})
export type Booking = z.infer<typeof BookingSchema>

export const RefundQuoteSchema = z.object({
  bookingId: IdSchema,
  policy: z.enum(['standard', 'group']),
  daysBeforeDeparture: z.number().int(),
  refundPercent: z.number(),
  amountPaid: z.number(),
  refundAmount: z.number(),
})
export type RefundQuote = z.infer<typeof RefundQuoteSchema>

export const BookingParamsSchema = z.object({ id: IdSchema })
