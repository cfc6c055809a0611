import { okEnvelope } from './envelope.ts'
import { NEWSLETTER_MESSAGES } from './newsletter-messages.ts'
import { z } from './zod.ts'

export const NewsletterBodySchema = z.object({
  email: z
    .email('Please enter a valid email address')
    .max(254)
    .transform((email) => email.toLowerCase()),
  /** The language of the page the address was given on: the confirmation mail's. */
  language: z.enum(['en', 'hi'], 'Please choose English or Hindi').optional(),
})
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>

export const NewsletterEnvelopeSchema = okEnvelope(z.object({ email: z.string() }))

export { NEWSLETTER_CONFIRM_TTL_DAYS, NEWSLETTER_MESSAGES } from './newsletter-messages.ts'

const NewsletterTokenField = (message: string) =>
  z.string(message).trim().min(1, message).max(256, message)

/** Confirms a subscription with the token of the link mailed to the address. */
export const NewsletterConfirmBodySchema = z.object({
  token: NewsletterTokenField(NEWSLETTER_MESSAGES.confirmLinkInvalid),
})
export type NewsletterConfirmBody = z.infer<typeof NewsletterConfirmBodySchema>

/**
 * Unsubscribes: the token comes in the query (the List-Unsubscribe header's link, posted by the
 * mail client as RFC 8058 `List-Unsubscribe=One-Click`) or in a JSON body (the unsubscribe page).
 */
export const NewsletterUnsubscribeQuerySchema = z.object({
  token: NewsletterTokenField(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid).optional(),
})
export const NewsletterUnsubscribeBodySchema = z
  .object({
    token: NewsletterTokenField(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional()
