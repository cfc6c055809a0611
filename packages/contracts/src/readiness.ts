import { z } from './zod.ts'
import { IdSchema } from './ids.ts'

/** What each traveller of a booking must have ready before departure (docs/readiness.md). */
export const READINESS_ITEMS = [
  'emergency-contact',
  'medical-certificate',
  'registration-number',
] as const
export type ReadinessItem = (typeof READINESS_ITEMS)[number]

export const DocumentKindSchema = z.enum(['medical-certificate'])
export type DocumentKind = z.infer<typeof DocumentKindSchema>

/** Uploads: PDF, JPEG or PNG, recognised from their bytes, at most this many bytes. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]
/** Uploaded documents are deleted this many days after the trip ends. */
export const DOCUMENT_KEEP_DAYS = 30
/** Reminders go this many days before departure while anything is missing. */
export const READINESS_REMINDER_DAYS = [14, 5] as const

export const READINESS_LIMITS = { emergencyName: 120, emergencyPhone: 30, registrationNumber: 40 }

export const READINESS_MESSAGES = {
  itemLabels: {
    'emergency-contact': 'Emergency contact',
    'medical-certificate': 'Medical certificate',
    'registration-number': 'Char Dham registration number',
  } satisfies Record<ReadinessItem, string>,
  emergencyName: 'Emergency contact name is required',
  emergencyPhone: 'Emergency contact phone: digits, spaces, + and - only',
  registrationNumber: 'Registration number: letters, digits, spaces and dashes only',
  saved: 'Saved',
  uploaded: 'Document uploaded',
  noFile: 'Choose a file to upload (the form field is named file)',
  wrongType:
    'Only PDF, JPEG or PNG files are accepted; this file is neither, whatever its name says',
  tooLarge: 'The file is larger than 5 MB; please upload a smaller scan',
  travellerNotFound: 'No such traveller on this booking',
  documentNotFound: 'No document uploaded yet',
  notEditable: 'This booking is no longer active; its readiness cannot change',
  checkedIn: (status: CheckInStatus) => (status === 'present' ? 'Checked in' : 'Marked as no-show'),
} as const

/** On by default for treks and expeditions that climb above 4,000 m. */
export function medicalCertificateByDefault(categorySlug: string, maxAltitudeMetres: number) {
  return ['treks', 'expeditions'].includes(categorySlug) && maxAltitudeMetres > 4000
}

const optionalText = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`).default('')

export const TravellerReadinessBodySchema = z.object({
  emergencyName: optionalText(READINESS_LIMITS.emergencyName),
  emergencyPhone: optionalText(READINESS_LIMITS.emergencyPhone).refine(
    (phone) => /^[0-9 +()-]*$/.test(phone),
    READINESS_MESSAGES.emergencyPhone,
  ),
  registrationNumber: optionalText(READINESS_LIMITS.registrationNumber).refine(
    (value) => /^[A-Za-z0-9 /-]*$/.test(value),
    READINESS_MESSAGES.registrationNumber,
  ),
})
export type TravellerReadinessBody = z.infer<typeof TravellerReadinessBodySchema>

export const TravellerPathSchema = z.object({
  id: IdSchema,
  index: z.coerce.number().int().min(0).max(29),
})
export const DocumentPathSchema = TravellerPathSchema.extend({ kind: DocumentKindSchema })

export const StoredDocumentSchema = z.object({
  kind: DocumentKindSchema,
  contentType: z.enum(DOCUMENT_TYPES),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
})
export type StoredDocument = z.infer<typeof StoredDocumentSchema>

export const TravellerReadinessSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
  registrationNumber: z.string(),
  documents: z.array(StoredDocumentSchema),
  /** What this traveller needs, in checklist order. */
  needs: z.array(z.enum(READINESS_ITEMS)),
  missing: z.array(z.enum(READINESS_ITEMS)),
})
export type TravellerReadiness = z.infer<typeof TravellerReadinessSchema>

export const BookingReadinessSchema = z.object({
  bookingId: IdSchema,
  /** False once the booking is cancelled or over: nothing may change. */
  editable: z.boolean(),
  complete: z.boolean(),
  travellers: z.array(TravellerReadinessSchema),
})
export type BookingReadiness = z.infer<typeof BookingReadinessSchema>

export const CheckInStatusSchema = z.enum(['present', 'no-show'])
export type CheckInStatus = z.infer<typeof CheckInStatusSchema>

export const CheckInBodySchema = z.object({
  bookingId: IdSchema,
  travellerIndex: z.number().int().min(0).max(29),
  status: CheckInStatusSchema,
})
export type CheckInBody = z.infer<typeof CheckInBodySchema>

export const ManifestRowSchema = z.object({
  bookingId: IdSchema,
  travellerIndex: z.number().int(),
  bookedBy: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  gender: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
  registrationNumber: z.string(),
  hasMedicalCertificate: z.boolean(),
  needs: z.array(z.enum(READINESS_ITEMS)),
  missing: z.array(z.enum(READINESS_ITEMS)),
  /** The booking's balance, on its first traveller's row only (so a column sums right). */
  duePaise: z.number().int().nullable(),
  checkIn: z
    .object({ status: CheckInStatusSchema, at: z.string(), staffName: z.string() })
    .nullable(),
})
export type ManifestRow = z.infer<typeof ManifestRowSchema>

export const ManifestSchema = z.object({
  departureId: IdSchema,
  packageName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(ManifestRowSchema),
})
export type Manifest = z.infer<typeof ManifestSchema>

/** Which items a traveller still lacks. */
export function missingItems(
  needs: readonly ReadinessItem[],
  have: {
    emergencyName: string
    emergencyPhone: string
    registrationNumber: string
    hasMedicalCertificate: boolean
  },
): ReadinessItem[] {
  return needs.filter((item) => {
    if (item === 'emergency-contact') return !have.emergencyName || !have.emergencyPhone
    if (item === 'medical-certificate') return !have.hasMedicalCertificate
    return !have.registrationNumber
  })
}

/** What a traveller of a package needs, in checklist order. */
export function readinessNeeds(pkg: {
  categorySlug: string
  requiresMedicalCertificate: boolean
}): ReadinessItem[] {
  return [
    'emergency-contact',
    ...(pkg.requiresMedicalCertificate ? (['medical-certificate'] as const) : []),
    ...(pkg.categorySlug === 'char-dham' ? (['registration-number'] as const) : []),
  ]
}
