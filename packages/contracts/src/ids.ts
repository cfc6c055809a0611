import { ID_PATTERN } from './id-format.ts'
import { z } from './zod.ts'

export const IdSchema = z.string().regex(ID_PATTERN, 'Must be a 24-character id')
export type Id = z.infer<typeof IdSchema>

/** Calendar date on the wire, `YYYY-MM-DD`. */
export const CalendarDateSchema = z.iso.date()
