import { z } from './zod.ts'

/** One field-level problem in a rejected request. */
export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
})
export type FieldError = z.infer<typeof FieldErrorSchema>

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>

/** The success envelope every JSON answer wraps its data in (docs/http-contract.md). */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  })
}

export type OkEnvelope<T> = { success: true; data: T; message?: string }

export function ok<T>(data: T, message?: string): OkEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message }
}
