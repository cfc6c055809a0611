import type { z } from '@trippy/contracts/zod'

/** The constraint attributes an input takes from its field's schema. */
export type InputLimits = { maxLength?: number; min?: number; max?: number }

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

/**
 * A contract field's limits as input attributes: a text's `maxLength`, a number's `min` and
 * `max`. The limit is written once, in the schema, and the input follows it; optional fields are
 * read through. A text's minimum is left out: it is the schema's "required", said by `required`.
 */
export function inputLimits(field: z.ZodType): InputLimits {
  const def = field._zod.def
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') {
    return inputLimits((def as unknown as { innerType: z.ZodType }).innerType)
  }
  const limits: InputLimits = {}
  if (def.type === 'string') {
    const maxLength = finite((field as z.ZodString).maxLength)
    if (maxLength !== undefined) limits.maxLength = maxLength
  } else if (def.type === 'number') {
    const min = finite((field as z.ZodNumber).minValue)
    const max = finite((field as z.ZodNumber).maxValue)
    if (min !== undefined) limits.min = min
    if (max !== undefined) limits.max = max
  }
  return limits
}
