import { z } from './zod.ts'

/** Every id is a 24-character lowercase hex string, exposed as `_id` (DESIGN §3). */
export const IdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Must be a 24-character id')
export type Id = z.infer<typeof IdSchema>

export function isId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value)
}

/** Calendar date on the wire, `YYYY-MM-DD`. */
export const CalendarDateSchema = z.iso.date()
