import { okEnvelope } from './envelope.ts'
import { z } from './zod.ts'

export const NewsletterBodySchema = z.object({
  email: z
    .email('Please enter a valid email address')
    .max(254)
    .transform((email) => email.toLowerCase()),
})
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>

export const NewsletterEnvelopeSchema = okEnvelope(z.object({ email: z.string() }))

/** How long a newsletter confirmation link works, from the moment it is mailed. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7

/** The newsletter's answers; tests assert the literal texts. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Subscribed',
  confirmed: 'Your subscription is confirmed. Thank you!',
  confirmLinkInvalid:
    'This confirmation link is invalid or has expired. Please subscribe again from the form at the bottom of any page.',
  unsubscribed: 'You are unsubscribed. We will send you no more newsletters.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is invalid. Please use the link in our latest mail, or write to us.',
} as const

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
