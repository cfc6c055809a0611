import { indiaCalendarDate } from '@trippy/contracts/calendar'

/**
 * The Indian financial year an instant falls in, as invoices print it: '2026-27' runs from
 * 1 April 2026 to 31 March 2027, by the calendar in India (Asia/Kolkata).
 */
export function financialYear(instant: Date): string {
  const [year = 0, month = 0] = indiaCalendarDate(instant).split('-').map(Number)
  const start = month >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}
