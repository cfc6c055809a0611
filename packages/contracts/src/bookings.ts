import { z } from './zod.ts'
import { CUSTOMER_DETAIL_LIMITS, CUSTOMER_DETAIL_MESSAGES } from './customer-details.ts'
import { CalendarDateSchema, IdSchema } from './ids.ts'
import {
  GENDERS,
  ID_TYPES,
  TRAVELLER_ID_NUMBER_PATTERN,
  TRAVELLER_LIMITS,
  TRAVELLER_MESSAGES,
} from './travellers.ts'

/** The booking texts, shown exactly as written (docs/product-texts.md). */
export { BOOKING_MESSAGES, bookingConflict } from './booking-messages.ts'

export const PaymentTypeSchema = z.enum(['advance', 'full'])
export type PaymentType = z.infer<typeof PaymentTypeSchema>
/**
 * `pending` holds seats until paid or the hold expires; `confirmed` once payments cover the amount
 * due at booking; `completed` after the departure ends; `cancelled` with a reason.
 */
export const BookingStatusSchema = z.enum(['pending', 'confirmed', 'completed', 'cancelled'])
export type BookingStatus = z.infer<typeof BookingStatusSchema>
export const CancelReasonSchema = z.enum(['customer', 'operator', 'expired', 'departure-cancelled'])
export type CancelReason = z.infer<typeof CancelReasonSchema>

export const PaymentMethodSchema = z.enum(['razorpay', 'upi', 'bank_transfer', 'cash', 'card'])
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>
/** How money reached the ledger: any payment method, or trek credit spent on the booking. */
export const LedgerPaymentMethodSchema = z.enum([...PaymentMethodSchema.options, 'credit'])
export type LedgerPaymentMethod = z.infer<typeof LedgerPaymentMethodSchema>

/** A row of the ledger: money the operator received (or tried to, through the gateway). */
export const PaymentSchema = z.object({
  _id: IdSchema,
  amount: z.number(),
  method: LedgerPaymentMethodSchema,
  reference: z.string().nullable(),
  status: z.enum(['created', 'captured', 'failed']),
  receivedAt: z.iso.datetime().nullable(),
  /** Who recorded it: `razorpay` for the gateway, else the staff member's id. */
  recordedBy: z.string(),
})
export type Payment = z.infer<typeof PaymentSchema>

export const RefundSchema = z.object({
  _id: IdSchema,
  amount: z.number(),
  status: z.enum(['pending', 'processed']),
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
  /** Goes back through the Razorpay payment it came from; otherwise the operator pays it by hand. */
  throughGateway: z.boolean(),
})
export type Refund = z.infer<typeof RefundSchema>

export const GenderSchema = z.enum(GENDERS)
export const IdTypeSchema = z.enum(ID_TYPES)

/**
 * One traveller per seat. Any field may still be empty (the details can be completed later from
 * My Bookings); `isTravellerComplete` in `@trippy/contracts/travellers` says when one is done.
 */
export const TravellerSchema = z.object({
  name: z
    .string()
    .trim()
    .max(TRAVELLER_LIMITS.name, TRAVELLER_MESSAGES.tooLong(TRAVELLER_LIMITS.name))
    .default(''),
  age: z.coerce
    .number()
    .int(TRAVELLER_MESSAGES.ageWhole)
    .min(TRAVELLER_LIMITS.minAge, TRAVELLER_MESSAGES.ageMin)
    .max(TRAVELLER_LIMITS.maxAge, TRAVELLER_MESSAGES.ageMax)
    .nullable()
    .default(null),
  gender: GenderSchema.or(z.literal('')).default(''),
  idType: IdTypeSchema.or(z.literal('')).default(''),
  idNumber: z
    .string()
    .trim()
    .max(TRAVELLER_LIMITS.idNumber, TRAVELLER_MESSAGES.tooLong(TRAVELLER_LIMITS.idNumber))
    .regex(TRAVELLER_ID_NUMBER_PATTERN, TRAVELLER_MESSAGES.idNumber)
    .default(''),
})
export type Traveller = z.infer<typeof TravellerSchema>
export const TravellersBodySchema = z.object({
  travellers: z.array(TravellerSchema).min(1).max(30),
})
export type TravellersBody = z.infer<typeof TravellersBodySchema>

const { required: REQUIRED, tooLong } = CUSTOMER_DETAIL_MESSAGES
const LIMIT = CUSTOMER_DETAIL_LIMITS
const required = (field: keyof typeof REQUIRED) =>
  z.string(REQUIRED[field]).trim().min(1, REQUIRED[field]).max(LIMIT[field], tooLong(LIMIT[field]))

/** The booking form's details; limits and texts from customer-details.ts. */
export const BookingCustomerDetailsSchema = z.object({
  fullName: required('fullName'),
  email: z
    .string(CUSTOMER_DETAIL_MESSAGES.email)
    .trim()
    .max(LIMIT.email, tooLong(LIMIT.email))
    .pipe(z.email(CUSTOMER_DETAIL_MESSAGES.email)),
  phone: required('phone'),
  address: required('address'),
  emergencyContact: required('emergencyContact'),
  emergencyName: required('emergencyName'),
  specialRequirements: z
    .string()
    .trim()
    .max(LIMIT.specialRequirements, tooLong(LIMIT.specialRequirements))
    .optional()
    .default(''),
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
  /** One per seat, optional at booking; the lead traveller is prefilled in the form. */
  travellers: z.array(TravellerSchema).max(MAX_SEATS_PER_BOOKING).optional(),
  /** Spend the customer's trek credit on what is due now, earliest expiry first. */
  useCredit: z.boolean().optional(),
  /** Checked and counted by the server; an unknown or unusable one is refused with why. */
  promoCode: z.string().trim().min(1).max(64).optional(),
})
export type CreateBookingBody = z.input<typeof CreateBookingBodySchema>

export const IdempotencyKeySchema = z.string().trim().min(8).max(100)

/** The booking record, kept on the server, plus its id and refund once cancelled. */
export const BookingSchema = z.object({
  _id: IdSchema,
  packageDetails: z.object({
    packageId: IdSchema,
    packageName: z.string(),
    /** The package's Hindi name when it had one at booking; Hindi pages and mails show it. */
    hindiName: z.string().optional(),
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
    /** The promo code used and what it took off the subtotal, before GST. */
    promoCode: z.string().nullable(),
    discount: z.number(),
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
  /** Captured payments less processed refunds: what the operator holds. */
  amountPaid: z.number(),
  /** Owed now: the rest of the amount due at booking while pending, then the balance. */
  amountDue: z.number(),
  balanceDueDate: CalendarDateSchema.nullable(),
  /** The balance of an advance is unpaid after its due date. */
  balanceOverdue: z.boolean(),
  /** Until when a pending booking holds its seats. */
  holdExpiresAt: z.iso.datetime().nullable(),
  cancelReason: CancelReasonSchema.nullable(),
  payments: z.array(PaymentSchema),
  refunds: z.array(RefundSchema),
  travellers: z.array(TravellerSchema),
  /** Seats whose traveller details are not complete yet. */
  travellersMissing: z.number().int(),
  /** Complete details for every seat are needed before departure (Char Dham registration). */
  travellersRequired: z.boolean(),
  /** Whether traveller details may still be changed online (until 3 days before departure). */
  travellersEditable: z.boolean(),
  /** The tax invoice's number, once confirmed and invoiced. */
  invoiceNumber: z.string().nullable(),
  /** The trip pass's secret link (`/trips/:id/pass/:secret`): only on the owner's confirmed booking. */
  passUrl: z.string().optional(),
})
export type Booking = z.infer<typeof BookingSchema>

export const RefundQuoteSchema = z.object({
  bookingId: IdSchema,
  policy: z.enum(['standard', 'group']),
  daysBeforeDeparture: z.number().int(),
  refundPercent: z.number(),
  amountPaid: z.number(),
  refundAmount: z.number(),
  /** Trek credit instead of the refund: CREDIT_PERCENT of what was paid, plus credit spent on it. */
  creditAmount: z.number(),
  creditPercent: z.number(),
  /** Credit spent on this booking, which comes back as credit whichever is chosen. */
  creditReturned: z.number(),
  /** The last day credit given today can be spent. */
  creditExpiresOn: CalendarDateSchema,
})
export type RefundQuote = z.infer<typeof RefundQuoteSchema>

export const BookingParamsSchema = z.object({ id: IdSchema })

/** How to pay what is due: Razorpay Checkout's order, or the operator's account to pay into. */
export const PaymentIntentSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('razorpay'),
    bookingId: IdSchema,
    orderId: z.string(),
    keyId: z.string(),
    amount: z.number(),
    currency: z.literal('INR'),
  }),
  z.object({
    provider: z.literal('offline'),
    bookingId: IdSchema,
    amount: z.number(),
    currency: z.literal('INR'),
    instructions: z.object({
      upiId: z.string(),
      bankAccount: z.string(),
      ifsc: z.string(),
      accountName: z.string(),
      /** What the traveller quotes with the transfer: the booking id. */
      reference: z.string(),
    }),
  }),
])
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>

/** What Razorpay Checkout hands the page after a payment, checked on the server. */
export const RazorpayVerifyBodySchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'Invalid signature'),
})
export type RazorpayVerifyBody = z.infer<typeof RazorpayVerifyBodySchema>
