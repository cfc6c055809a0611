// No zod here: the web's form kit checks its Hindi texts against these without the schemas.

/**
 * The API's texts that belong to no one feature's contract (the error envelope's, the rate
 * limits', lookups shared by several routes) and those that were the server's own constants. The
 * server sends them from here, so the web's known messages (known-api-messages.ts) are tested
 * against what is really sent.
 */
export const API_MESSAGES = {
  invalidInput: 'Invalid input',
  somethingWrong: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please try again in a minute.',
  packageNotFound: 'Package not found',
  departureNotFound: 'Departure not found',
} as const

export const PAYMENT_MESSAGES = {
  gatewayDown: 'Online payment is not available right now. Please try again in a few minutes.',
  notSetUp: 'Online payment is not set up',
  unverified: 'This payment could not be verified',
  tooMuch: (due: string) => `That is more than is owed on this booking (${due})`,
  refundNotFound: 'Refund not found',
  refundAlreadyProcessed: 'This refund is already processed',
  refundThroughGateway:
    'This refund goes back through Razorpay and is marked processed when Razorpay confirms it',
} as const

export const CREDIT_MESSAGES = {
  changed: 'Your trek credit changed while booking; please try again',
  customerNotFound: 'Customer not found',
} as const

export const INVOICE_MESSAGES = {
  noInvoice: 'No invoice yet',
  noCreditNote: 'No credit note for this booking',
} as const

/** The answers of POST /api/leads/create (the trip-plan modal and the enquiry panel). */
export const LEAD_API_MESSAGES = {
  received: 'Thank you! We will get back to you shortly.',
  tooManyRequests: 'Too many requests from your network. Please try again in a few minutes.',
} as const
