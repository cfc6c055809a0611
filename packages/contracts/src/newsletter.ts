import { z } from './zod.ts'

export const NewsletterBodySchema = z.object({
  email: z
    .email('Please enter a valid email address')
    .max(254)
    .transform((email) => email.toLowerCase()),
})
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>
