/*
 * The lead and enquiry forms' options, limits and texts, without zod: the forms render from
 * these at once and load their schemas (leads.ts) only when someone fills them in.
 */

/** Package options of the trip-plan lead form, in the order the form shows them. */
export const LEAD_PACKAGE_TYPES = [
  { value: '1dham', label: '1 Dham Yatra (Kedarnath)' },
  { value: '2dham', label: '2 Dham Yatra' },
  { value: '4dham', label: 'Char Dham Yatra' },
  { value: 'valleyofflowers', label: 'Valley of Flowers Trek' },
] as const
export const LEAD_PACKAGE_PLACEHOLDER = 'Select Package'

/** Trip type options of the 'Send Query' enquiry form. */
export const ENQUIRY_TRIP_TYPES = [
  { value: 'trek', label: "Trek's" },
  { value: 'chardham', label: 'Char Dham Yatra' },
  { value: 'other', label: 'Any Other Trip' },
] as const
export const ENQUIRY_TRIP_TYPE_PLACEHOLDER = 'Select Trip Type'

/** The only country code offered (default 91, only +91). */
export const LEAD_COUNTRY_CODE = '91'

/**
 * The honeypot: a field people never see or fill. When a bot fills it the server answers 201 and
 * drops the request, so the bot learns nothing.
 */
export const LEAD_HONEYPOT_FIELD = 'website'

/** The fixed texts of the trip-plan lead modal (docs/product-texts.md). */
export const LEAD_MESSAGES = {
  submitting: 'Submitting...',
  errorPrefix: 'Error: ',
  networkFailure: 'Something went wrong',
  success: 'Thank you! Our trip expert will call you shortly to plan your trip.',
} as const
/** The lead modal closes by itself this long after a successful submission. */
export const LEAD_SUCCESS_CLOSE_MS = 3000

/** The fixed texts of the 'Send Query' enquiry panel. */
export const ENQUIRY_MESSAGES = {
  sending: 'Sending...',
  success: 'Query Submitted Successfully!',
  errorPrefix: 'Error: ',
  networkFailure: 'Something went wrong. Please try again.',
} as const

/** Longest message we keep, in characters (an emoji counts as one). */
export const LEAD_MESSAGE_MAX_CHARS = 10_000
export const LEAD_TRAVELERS_MAX = 500
