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
