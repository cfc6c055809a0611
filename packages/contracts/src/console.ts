import { z } from './zod.ts'
import { CONSOLE_MESSAGES } from './console-messages.ts'
import { LoginBodySchema } from './customers.ts'
import { okEnvelope } from './envelope.ts'
import { BookingSchema } from './bookings.ts'
import { IdSchema } from './ids.ts'
import { DifficultySchema, PackageSchema } from './catalogue.ts'

export { CONSOLE_MESSAGES }

/** An owner runs the business and manages staff; staff run the day-to-day. */
export const STAFF_ROLES = ['owner', 'staff'] as const
export const StaffRoleSchema = z.enum(STAFF_ROLES)
export type StaffRole = z.infer<typeof StaffRoleSchema>

/** A signed-in member of staff, as the console shows them. */
export const StaffSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
})
export type Staff = z.infer<typeof StaffSchema>
export const StaffEnvelopeSchema = okEnvelope(StaffSchema)

/** A member of staff in the owner's list: also when they were added and whether they may sign in. */
export const StaffMemberSchema = StaffSchema.extend({
  createdAt: z.string(),
  disabled: z.boolean(),
  /** Whether they have set up two-factor sign-in; a member without it sets it up at sign-in. */
  totpEnrolled: z.boolean(),
})
export type StaffMember = z.infer<typeof StaffMemberSchema>
export const StaffMemberEnvelopeSchema = okEnvelope(StaffMemberSchema)
export const StaffListEnvelopeSchema = okEnvelope(z.array(StaffMemberSchema))

/** The same fields and rules as the customers' sign-in. */
export const ConsoleLoginBodySchema = LoginBodySchema
export type ConsoleLoginBody = z.infer<typeof ConsoleLoginBodySchema>

/** How long the second step of a console sign-in may wait after the password. */
export const STAFF_CHALLENGE_TTL_MINUTES = 5

/**
 * The password was right and the member has not set up two-factor sign-in yet: the secret for
 * their authenticator app (base32, and as an otpauth URL and its QR code, an SVG data URL).
 */
export const TotpEnrolmentRequiredSchema = z.object({
  totpEnrolmentRequired: z.literal(true),
  /** Good for the second step only, for a few minutes. */
  challenge: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
})
export type TotpEnrolmentRequired = z.infer<typeof TotpEnrolmentRequiredSchema>

/** The password was right: a code from the member's authenticator app (or a recovery code) next. */
export const TotpRequiredSchema = z.object({
  totpRequired: z.literal(true),
  challenge: z.string(),
})
export type TotpRequired = z.infer<typeof TotpRequiredSchema>

/** The answer to the password: never a token, always a second step. */
export const ConsolePasswordStepSchema = z.union([TotpEnrolmentRequiredSchema, TotpRequiredSchema])
export type ConsolePasswordStep = z.infer<typeof ConsolePasswordStepSchema>
export const ConsolePasswordStepEnvelopeSchema = okEnvelope(ConsolePasswordStepSchema)

/** A code from an authenticator app: six digits, spaces allowed as some apps show them. */
export const TotpCodeField = z
  .string(CONSOLE_MESSAGES.enterCode)
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, CONSOLE_MESSAGES.enterCode))

/** A recovery code as it was shown (four groups of four) or typed without dashes or in lower case. */
export const RecoveryCodeField = z
  .string(CONSOLE_MESSAGES.enterRecoveryCode)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{16}$/, CONSOLE_MESSAGES.enterRecoveryCode))

export const ConsoleTotpCodeFormSchema = z.object({ code: TotpCodeField })
export const ConsoleRecoveryCodeFormSchema = z.object({ recoveryCode: RecoveryCodeField })

/** The second step: the challenge and either a code from the app or a recovery code. */
export const ConsoleTotpBodySchema = z
  .object({
    challenge: z.string().min(1).max(100),
    code: TotpCodeField.optional(),
    recoveryCode: RecoveryCodeField.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: CONSOLE_MESSAGES.enterCode,
    path: ['code'],
  })
export type ConsoleTotpBody = z.infer<typeof ConsoleTotpBodySchema>

export const ConsoleLoginResultSchema = z.object({
  /** Bearer token for the console, valid 12 hours; the server keeps only its hash. */
  token: z.string(),
  staff: StaffSchema,
  /** Only at enrolment: ten single-use codes for when the app is not at hand, shown this once. */
  recoveryCodes: z.array(z.string()).optional(),
})
export type ConsoleLoginResult = z.infer<typeof ConsoleLoginResultSchema>
export const ConsoleLoginEnvelopeSchema = okEnvelope(ConsoleLoginResultSchema)

const StaffNameField = z
  .string('Please enter a name')
  .trim()
  .min(1, 'Please enter a name')
  .max(80, 'A name can be at most 80 characters')

export const CreateStaffBodySchema = z.object({
  email: LoginBodySchema.shape.email,
  name: StaffNameField,
  role: StaffRoleSchema,
})
export type CreateStaffBody = z.infer<typeof CreateStaffBodySchema>

export const CreatedStaffSchema = z.object({
  staff: StaffMemberSchema,
  /** Generated by the server and answered this once; only its hash is kept. */
  password: z.string(),
})
export type CreatedStaff = z.infer<typeof CreatedStaffSchema>
export const CreatedStaffEnvelopeSchema = okEnvelope(CreatedStaffSchema)

export const StaffParamsSchema = z.object({ id: IdSchema })

export const UpdateStaffBodySchema = z
  .object({
    role: StaffRoleSchema.optional(),
    /** True signs the member out everywhere and keeps them out; false lets them back in. */
    disabled: z.boolean().optional(),
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: CONSOLE_MESSAGES.nothingToChange,
  })
export type UpdateStaffBody = z.infer<typeof UpdateStaffBodySchema>

/** Money received outside the gateway, recorded by staff: rupees, paise at most. */
export const RecordPaymentBodySchema = z.object({
  amount: z
    .number('Amount is required')
    .positive('Amount must be more than zero')
    .max(10_000_000, 'Amount is too large')
    .refine((rupees) => Number.isInteger(Math.round(rupees * 100 * 1e6) / 1e6), {
      message: 'Amount can have at most two decimals',
    }),
  method: z.enum(['upi', 'bank_transfer', 'cash', 'card'], 'Choose how it was paid'),
  reference: z.string().trim().max(100).optional().default(''),
  /** When the money arrived; not in the future. */
  receivedAt: z.iso
    .datetime({ offset: true, message: 'When it was received, as a date and time' })
    .refine((at) => Date.parse(at) <= Date.now() + 5 * 60_000, {
      message: 'The payment cannot be received in the future',
    }),
})
export type RecordPaymentBody = z.infer<typeof RecordPaymentBodySchema>

/** A refund paid back by hand (bank transfer, UPI, cash), with the reference to trace it. */
export const RefundProcessedBodySchema = z.object({
  reference: z.string().trim().min(1, 'Reference is required').max(100),
})
export type RefundProcessedBody = z.infer<typeof RefundProcessedBodySchema>
export const RefundParamsSchema = z.object({ id: IdSchema })

/** A console list answers `data` as an array with its paging in `meta`. */
export const PageMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type PageMeta = z.infer<typeof PageMetaSchema>
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    meta: PageMetaSchema,
    message: z.string().optional(),
  })
}
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const CONSOLE_BOOKING_MESSAGES = {
  cancelled: 'Booking cancelled',
  overrideOwnerOnly: 'Only the owner can change the refund percentage',
  departureNotFound: 'Departure not found',
  departureCancelled: 'This departure is cancelled',
  seatsBelowBooked: (booked: number) =>
    `This departure already has ${booked} seats booked; it cannot have fewer seats than that`,
  datesLocked: 'A departure with bookings keeps its dates; cancel it and add another instead',
  departureAdded: 'Departure added',
  departureUpdated: 'Departure updated',
  departureCancelledDone: (bookings: number) =>
    `Departure cancelled; ${bookings} ${bookings === 1 ? 'booking' : 'bookings'} cancelled with a full refund of what was paid`,
  messageSent: (travellers: number) =>
    `Message sent to ${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`,
  leadNotFound: 'Lead not found',
  customerNotFound: 'Customer not found',
  leadUpdated: 'Lead updated',
  packageNotFound: 'Package not found',
  endBeforeStart: 'The end date cannot be before the start date',
  startInPast: 'A new departure must start after today',
} as const

export const ConsoleBookingsQuerySchema = PageQuerySchema.extend({
  status: z.enum(['pending', 'confirmed', 'completed', 'cancelled']).optional(),
  departureId: IdSchema.optional(),
  q: z.string().trim().max(100).optional(),
  /** Departures starting from / to these calendar dates. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  overdue: z.enum(['true', 'false']).optional(),
})
export type ConsoleBookingsQuery = z.infer<typeof ConsoleBookingsQuerySchema>

export const ConsoleCancelBookingBodySchema = z.object({
  reason: z.string().trim().min(1, 'Say why the booking is cancelled').max(500),
  /** The owner may refund another share of what was paid than the policy's. */
  refundPercent: z.number().int().min(0).max(100).optional(),
})
export type ConsoleCancelBookingBody = z.infer<typeof ConsoleCancelBookingBodySchema>

export const NewDepartureBodySchema = z.object({
  startDate: z.iso.date('A date as YYYY-MM-DD'),
  endDate: z.iso.date('A date as YYYY-MM-DD'),
  seats: z.number().int().min(1, 'At least one seat').max(500),
})
export type NewDepartureBody = z.infer<typeof NewDepartureBodySchema>
export const UpdateDepartureBodySchema = NewDepartureBodySchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  { message: 'Say what to change: startDate, endDate or seats' },
)
export type UpdateDepartureBody = z.infer<typeof UpdateDepartureBodySchema>
export const CancelDepartureBodySchema = z.object({
  reason: z.string().trim().min(1, 'Say why the departure is cancelled').max(500),
})
export const DepartureMessageBodySchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120),
  message: z.string().trim().min(1, 'Message is required').max(2000),
})
export type DepartureMessageBody = z.infer<typeof DepartureMessageBodySchema>

export const ConsoleDepartureSchema = z.object({
  _id: IdSchema,
  packageId: IdSchema,
  packageName: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  seatsSold: z.number().int(),
  cancelledAt: z.iso.datetime().nullable(),
  /** Customers waiting for seats (the departures list only). */
  waitlistWaiting: z.number().int().optional(),
})
export type ConsoleDeparture = z.infer<typeof ConsoleDepartureSchema>

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export const LeadStatusSchema = z.enum(LEAD_STATUSES)
export const ConsoleLeadsQuerySchema = PageQuerySchema.extend({
  status: LeadStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
})
export const UpdateLeadBodySchema = z.object({
  status: LeadStatusSchema,
  note: z.string().trim().max(2000).optional(),
  followUpOn: z.iso.date().nullable().optional(),
})
export type UpdateLeadBody = z.infer<typeof UpdateLeadBodySchema>
export const ConsoleLeadSchema = z.object({
  _id: IdSchema,
  kind: z.enum(['lead', 'enquiry']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  packageType: z.string().nullable(),
  tripType: z.string().nullable(),
  trip: z.string().nullable(),
  travelers: z.number().int().nullable(),
  message: z.string().nullable(),
  status: LeadStatusSchema,
  note: z.string(),
  followUpOn: z.iso.date().nullable(),
  createdAt: z.iso.datetime(),
  /** The customer account with this lead's email or phone, if there is one. */
  customerId: IdSchema.nullable(),
})
export type ConsoleLead = z.infer<typeof ConsoleLeadSchema>

export const ConsoleCustomersQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
})
export const ConsoleCustomerSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  createdAt: z.iso.datetime(),
  bookings: z.number().int(),
  leads: z.number().int(),
})

export const AuditEntrySchema = z.object({
  _id: IdSchema,
  at: z.iso.datetime(),
  staffId: IdSchema,
  staffName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const ConsoleSummarySchema = z.object({
  upcomingDepartures: z.array(ConsoleDepartureSchema),
  receivedThisMonth: z.number(),
  pendingHolds: z.array(
    z.object({
      bookingId: IdSchema,
      customerName: z.string(),
      packageName: z.string(),
      amountDue: z.number(),
      holdExpiresAt: z.iso.datetime(),
    }),
  ),
  overdueBalances: z.array(
    z.object({
      bookingId: IdSchema,
      customerName: z.string(),
      packageName: z.string(),
      amountDue: z.number(),
      balanceDueDate: z.iso.date(),
    }),
  ),
  /** Bookings paid beyond their total, for the owner to refund the amount over. */
  overpayments: z.array(
    z.object({
      bookingId: IdSchema,
      customerName: z.string(),
      packageName: z.string(),
      total: z.number(),
      amountPaid: z.number(),
      overpaid: z.number(),
    }),
  ),
  newLeads: z.number().int(),
})
export type ConsoleSummary = z.infer<typeof ConsoleSummarySchema>

/** A booking as the desk sees it: the traveller's view plus the account it belongs to. */
export const ConsoleBookingSchema = BookingSchema.extend({
  customerId: IdSchema,
  accountEmail: z.string().nullable(),
  /** Received beyond the total and not yet refunded (rupees): owed back to the traveller. */
  overpaid: z.number(),
})
export type ConsoleBooking = z.infer<typeof ConsoleBookingSchema>

/** A step in a booking's life, oldest first: what happened, and who did it when it was a person. */
export const BookingHistoryEntrySchema = z.object({
  at: z.iso.datetime(),
  title: z.string(),
  detail: z.string().nullable(),
  /** The traveller's name, a member of staff, 'Razorpay', or null for the site itself. */
  by: z.string().nullable(),
})
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntrySchema>

/** One booking on its console page: the desk's view and its history. */
export const ConsoleBookingDetailSchema = ConsoleBookingSchema.extend({
  history: z.array(BookingHistoryEntrySchema),
})
export type ConsoleBookingDetail = z.infer<typeof ConsoleBookingDetailSchema>

/** A customer's own page in the console: the account, every booking, and the leads that match. */
export const ConsoleCustomerDetailSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  state: z.string().nullable(),
  createdAt: z.iso.datetime(),
  emailVerified: z.boolean(),
  newsletter: z.boolean(),
  bookings: z.array(ConsoleBookingSchema),
  leads: z.array(ConsoleLeadSchema),
})
export type ConsoleCustomerDetail = z.infer<typeof ConsoleCustomerDetailSchema>

/** The console's catalogue: texts the tests assert literally. */
export const CONSOLE_PACKAGE_MESSAGES = {
  created: 'Package created',
  updated: 'Package updated',
  imageAdded: 'Image added',
  notFound: 'Package not found',
  slugTaken: 'Another package already uses this slug',
  categoryNotFound: 'Choose one of the categories',
  offerAbovePrice: 'The offer price cannot be more than the original price',
  imageMissing: 'Attach a JPEG, PNG or WebP image in the file field',
  imageType: 'Only JPEG, PNG and WebP images can be uploaded',
  imageTooLarge: 'The image is larger than 5 MB',
  imageUnreadable: 'This image could not be read; is the file complete?',
  imageTooManyPixels: 'The image is too large: at most 40 megapixels',
  hindiItineraryDays: 'Write every day of the itinerary in Hindi, or leave the Hindi days empty',
} as const

/** Uploads larger than this answer 413. */
export const MAX_PACKAGE_IMAGE_BYTES = 5 * 1024 * 1024
export const PACKAGE_IMAGE_ROLES = ['card', 'main', 'gallery'] as const
export const PackageImageRoleSchema = z.enum(PACKAGE_IMAGE_ROLES, 'Role is card, main or gallery')
export type PackageImageRole = z.infer<typeof PackageImageRoleSchema>

function rupeesField(label: string) {
  return z
    .number(`${label} is required, in rupees`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`)
    .refine((rupees) => Number.isInteger(Math.round(rupees * 100 * 1e6) / 1e6), {
      message: `${label} can have at most two decimals`,
    })
}

function textField(label: string, max: number) {
  return z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`)
}

function optionalText(label: string, max: number) {
  return z.string().trim().max(max, `${label} can be at most ${max} characters`)
}

/** Lowercase words joined by single hyphens; never 24 hex characters, which name a package by id. */
export const PackageSlugSchema = z
  .string('Slug is required')
  .trim()
  .min(3, 'A slug has at least 3 characters')
  .max(80, 'A slug can be at most 80 characters')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, digits and single hyphens, e.g. kedarkantha-winter-trek',
  )
  .refine((slug) => !/^[0-9a-f]{24}$/.test(slug), {
    message: 'A slug cannot be 24 hexadecimal characters: that is how package ids look',
  })

/** A path on this site, such as '/images/trips/chopta.svg' or an uploaded image's URL. */
const SiteImagePathSchema = z
  .string('Image is required')
  .regex(/^\/images\/[A-Za-z0-9/_.-]+$/, 'An image path on this site, starting with /images/')
  .refine((src) => !src.includes('..'), { message: 'An image path cannot contain ..' })

export const PackageImageChoiceSchema = z.object({
  src: SiteImagePathSchema,
  alt: optionalText('Alt text', 200).default(''),
})

export const ConsoleAddonBodySchema = z.object({
  /** Keeps an existing add-on (and its id); without it the add-on is new. */
  id: IdSchema.optional(),
  name: textField('Add-on name', 120),
  price: rupeesField('Add-on price'),
})

export const ConsoleItineraryDaySchema = z.object({
  day: z.number('Day is required').int('Day is a whole number').min(1, 'Days start at 1'),
  title: textField('Day title', 160),
  details: textField('Day details', 4000),
})

/**
 * A package's own texts in Hindi as the console writes them. Sent, it replaces the Hindi texts
 * whole: a text left empty or out, or an empty list, is removed (the English shows there). The
 * Hindi itinerary has every day of the English one, or is left empty.
 */
export const ConsolePackageHindiSchema = z.object({
  name: optionalText('Name (Hindi)', 200).optional(),
  description: optionalText('Description (Hindi)', 5000).optional(),
  itinerary: z
    .array(
      z.object({
        day: ConsoleItineraryDaySchema.shape.day,
        title: textField('Day title (Hindi)', 160),
        details: textField('Day details (Hindi)', 4000),
      }),
    )
    .max(60, 'At most 60 days')
    .refine((days) => days.every((entry, index) => entry.day === index + 1), {
      message: 'Number the itinerary days 1, 2, 3… in order',
    })
    .optional(),
  inclusions: z
    .array(textField('Inclusion (Hindi)', 300))
    .max(40, 'At most 40 inclusions')
    .optional(),
  exclusions: z
    .array(textField('Exclusion (Hindi)', 300))
    .max(40, 'At most 40 exclusions')
    .optional(),
})
export type ConsolePackageHindi = z.infer<typeof ConsolePackageHindiSchema>

/**
 * Every field of a package the public page shows. Creating takes the required ones; lists and
 * flags left out start empty or false (isActive starts true). `duration` defaults to the text
 * derived from `durationDays` ('6 Days / 5 Nights').
 */
const consolePackageFields = {
  name: textField('Name', 120),
  slug: PackageSlugSchema,
  location: textField('Location', 160),
  description: textField('Description', 5000),
  packageType: textField('Package type', 40),
  duration: optionalText('Duration', 40),
  durationDays: z
    .number('Duration in days is required')
    .int('Duration in days is a whole number')
    .min(1, 'A trip lasts at least 1 day')
    .max(60, 'A trip lasts at most 60 days'),
  destination: textField('Destination', 80),
  city: textField('City', 80),
  state: textField('State', 80),
  originalPrice: rupeesField('Original price'),
  offerPrice: rupeesField('Offer price'),
  maxParticipants: z
    .number('Group size is required')
    .int('Group size is a whole number')
    .min(1, 'A group has at least 1 traveller')
    .max(500, 'A group has at most 500 travellers'),
  difficulty: z.enum(
    DifficultySchema.options,
    'Difficulty is easy, moderate, challenging or difficult',
  ),
  labels: z.array(textField('Label', 40)).max(10, 'At most 10 labels'),
  categoryId: z.string('Choose a category').regex(/^[0-9a-f]{24}$/, 'Choose a category'),
  isFeatured: z.boolean('Featured is true or false'),
  isNew: z.boolean('New is true or false'),
  isTrending: z.boolean('Trending is true or false'),
  /** False hides the package from the public site; it is never deleted. */
  isActive: z.boolean('Active is true or false'),
  itinerary: z
    .array(ConsoleItineraryDaySchema)
    .max(60, 'At most 60 days')
    .refine((days) => days.every((entry, index) => entry.day === index + 1), {
      message: 'Number the itinerary days 1, 2, 3… in order',
    }),
  inclusions: z.array(textField('Inclusion', 300)).max(40, 'At most 40 inclusions'),
  exclusions: z.array(textField('Exclusion', 300)).max(40, 'At most 40 exclusions'),
  /** Replaces the package's add-ons; bookings keep a copy of those they took. */
  addons: z.array(ConsoleAddonBodySchema).max(20, 'At most 20 add-ons'),
  facts: z.object({
    maxAltitudeMetres: z
      .number('Highest point is required, in metres')
      .int('Highest point is whole metres')
      .min(0, 'Highest point cannot be negative')
      .max(9000, 'Highest point is at most 9,000 m'),
    startPoint: optionalText('Start point', 120),
    endPoint: optionalText('End point', 120),
    bestSeason: optionalText('Best season', 120),
    /** Each traveller uploads a medical certificate before departure. */
    requiresMedicalCertificate: z.boolean(),
  }),
  /** Which image is the card, which the main one, and the gallery in order, each with its alt. */
  images: z.object({
    cardImage: PackageImageChoiceSchema,
    main: PackageImageChoiceSchema,
    gallery: z.array(PackageImageChoiceSchema).max(20, 'At most 20 gallery images'),
  }),
  /** The package's own texts in Hindi; replaced whole when sent. */
  hindi: ConsolePackageHindiSchema,
}

export const CreateConsolePackageBodySchema = z.object({
  ...consolePackageFields,
  duration: consolePackageFields.duration.optional(),
  labels: consolePackageFields.labels.optional(),
  isFeatured: consolePackageFields.isFeatured.optional(),
  isNew: consolePackageFields.isNew.optional(),
  isTrending: consolePackageFields.isTrending.optional(),
  isActive: consolePackageFields.isActive.optional(),
  itinerary: consolePackageFields.itinerary.optional(),
  inclusions: consolePackageFields.inclusions.optional(),
  exclusions: consolePackageFields.exclusions.optional(),
  addons: consolePackageFields.addons.optional(),
  facts: consolePackageFields.facts.partial().optional(),
  images: consolePackageFields.images.partial().optional(),
  hindi: consolePackageFields.hindi.optional(),
})
export type CreateConsolePackageBody = z.infer<typeof CreateConsolePackageBodySchema>

/** Changes only the fields it names; a list it names is replaced whole. */
export const UpdateConsolePackageBodySchema = z
  .object({
    ...consolePackageFields,
    facts: consolePackageFields.facts.partial(),
    images: consolePackageFields.images.partial(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Say what to change' })
export type UpdateConsolePackageBody = z.infer<typeof UpdateConsolePackageBodySchema>

export const ConsolePackagesQuerySchema = PageQuerySchema.extend({
  /** Matches name, slug and location. */
  q: z.string().trim().max(100).optional(),
  /** 25 a page for the list; a picker of every package (hidden ones too) asks for more. */
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
})

/** Where an upload goes (the gallery unless it says card or main), and its alt text. */
export const PackageImageUploadQuerySchema = z.object({
  role: PackageImageRoleSchema.optional(),
  alt: z.string().trim().max(200, 'Alt text can be at most 200 characters').optional(),
})

/** An image of a package as the console edits it; uploads also carry their srcset candidates. */
export const ConsolePackageImageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  /** Of the uploaded original (after orientation); null for images not uploaded here. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** `srcset` values per format, e.g. '/images/packages/…-480.webp 480w, …-960.webp 960w'. */
  srcset: z.object({ avif: z.string(), webp: z.string() }).nullable(),
})
export type ConsolePackageImage = z.infer<typeof ConsolePackageImageSchema>

export const ConsolePackageSchema = PackageSchema.omit({ images: true }).extend({
  images: z.object({
    cardImage: ConsolePackageImageSchema,
    main: ConsolePackageImageSchema,
    gallery: z.array(ConsolePackageImageSchema),
  }),
  /** Bookings ever made for it: a package with bookings is never deleted (there is no delete). */
  bookings: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ConsolePackage = z.infer<typeof ConsolePackageSchema>

export const ConsolePackageListItemSchema = z.object({
  _id: IdSchema,
  slug: z.string(),
  name: z.string(),
  location: z.string(),
  category: z.object({ _id: IdSchema, name: z.string() }),
  durationDays: z.number().int(),
  originalPrice: z.number(),
  offerPrice: z.number(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  cardImage: z.string(),
  upcomingDepartures: z.number().int(),
  bookings: z.number().int(),
  updatedAt: z.string(),
})
export type ConsolePackageListItem = z.infer<typeof ConsolePackageListItemSchema>

export const ConsoleDeparturesQuerySchema = PageQuerySchema.extend({
  packageId: IdSchema.optional(),
  /** Departures starting from this date (default today) to this date. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})
export type ConsoleDeparturesQuery = z.infer<typeof ConsoleDeparturesQuerySchema>

/** The new link staff issued; the old one stops working. */
export const TripPassIssuedSchema = z.object({ passUrl: z.string() })
export type TripPassIssued = z.infer<typeof TripPassIssuedSchema>
