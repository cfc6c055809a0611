import { z } from './zod.ts'
import { okEnvelope } from './envelope.ts'
import {
  ENQUIRY_TRIP_TYPES,
  LEAD_COUNTRY_CODE,
  LEAD_HONEYPOT_FIELD,
  LEAD_MESSAGE_MAX_CHARS,
  LEAD_PACKAGE_TYPES,
  LEAD_TRAVELERS_MAX,
} from './lead-options.ts'

export * from './lead-options.ts'
/** Empty or blank strings (and null) count as "not given" for optional fields. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional())

const FirstNameSchema = z
  .string({ error: 'Please enter your first name' })
  .trim()
  .min(1, { error: 'Please enter your first name', abort: true })
  .max(100, 'Please keep the first name under 100 characters')

const EmailSchema = z
  .email({ error: 'Please enter a valid email address' })
  .max(254, 'Please enter a valid email address')
  .transform((email) => email.toLowerCase())

/** A telephone number as people type it: digits with spaces, dashes, dots, brackets, a '+'. */
const PhoneSchema = z
  .string({ error: 'Please enter your phone number' })
  .trim()
  .min(1, { error: 'Please enter your phone number', abort: true })
  .max(20, 'Please enter a valid phone number')
  .regex(/^[0-9+\-(). ]*[0-9][0-9+\-(). ]*$/, 'Please enter a valid phone number')

const MessageSchema = z.string().refine((text) => [...text].length <= LEAD_MESSAGE_MAX_CHARS, {
  error: 'Please keep your message under 10,000 characters',
})

/** The page the form was sent from: a path on this site, never another origin. */
export const SourcePathSchema = z
  .string()
  .max(2048, 'Must be a path on this site')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'Must be a path on this site')

const honeypot = { [LEAD_HONEYPOT_FIELD]: optional(z.string().max(2000)) } as const

/** The trip-plan lead: `{firstName, lastName?, email?, phone?, countryCode?='91', packageType, travelers, message?}`. */
export const LeadBodySchema = z.object({
  kind: z.literal('lead'),
  firstName: FirstNameSchema,
  lastName: optional(z.string().trim().max(100, 'Please keep the last name under 100 characters')),
  email: optional(EmailSchema),
  countryCode: z.preprocess(
    (value) =>
      typeof value === 'string' ? blankToUndefined(value.trim().replace(/^\+/, '')) : value,
    z.literal(LEAD_COUNTRY_CODE, { error: 'Only +91 is offered' }).default(LEAD_COUNTRY_CODE),
  ),
  phone: optional(PhoneSchema),
  packageType: z.enum(
    LEAD_PACKAGE_TYPES.map((option) => option.value),
    { error: 'Please select a package' },
  ),
  travelers: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Please enter the number of travelers'
          : 'Travelers must be a number',
    })
    .int('Travelers must be a whole number')
    .min(1, 'Please enter at least 1 traveler')
    .max(LEAD_TRAVELERS_MAX, `Please enter at most ${LEAD_TRAVELERS_MAX} travelers`),
  message: optional(MessageSchema),
  sourcePath: optional(SourcePathSchema),
  ...honeypot,
})
export type LeadBody = z.infer<typeof LeadBodySchema>
export type LeadPackageType = LeadBody['packageType']

/** The 'Send Query' enquiry: `{firstName, phone, email, message?, tripType}`. */
export const EnquiryBodySchema = z.object({
  kind: z.literal('enquiry'),
  firstName: FirstNameSchema,
  phone: PhoneSchema,
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(EmailSchema),
  message: optional(MessageSchema),
  tripType: z.enum(
    ENQUIRY_TRIP_TYPES.map((option) => option.value),
    { error: 'Please select a trip type' },
  ),
  /** The trip the visitor was looking at, when the panel was opened from a package page. */
  trip: optional(z.string().trim().max(200)),
  sourcePath: optional(SourcePathSchema),
  ...honeypot,
})
export type EnquiryBody = z.infer<typeof EnquiryBodySchema>
export type EnquiryTripType = EnquiryBody['tripType']

/**
 * What POST /api/leads/create accepts: a lead or an enquiry. Clients may say which with `kind`;
 * without it, a body that carries `packageType` or `travelers` is a lead and anything else an
 * enquiry, so both shapes are accepted as the original site sends them.
 */
export const CreateLeadBodySchema = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body) && !('kind' in body)
      ? { ...body, kind: 'packageType' in body || 'travelers' in body ? 'lead' : 'enquiry' }
      : body,
  z.discriminatedUnion('kind', [LeadBodySchema, EnquiryBodySchema], {
    error: "Send a lead or an enquiry (kind 'lead' or 'enquiry')",
  }),
)
export type CreateLeadBody = z.infer<typeof CreateLeadBodySchema>

export const LeadCreatedSchema = z.object({ _id: z.string() })
export type LeadCreated = z.infer<typeof LeadCreatedSchema>
export const LeadCreatedEnvelopeSchema = okEnvelope(LeadCreatedSchema)
