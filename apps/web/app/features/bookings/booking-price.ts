/** GST on tour packages (spec §9), on the subtotal. */
export const GST_RATE = 0.05
/** Paid at booking when the traveller chooses the advance (spec §9 payment schedule). */
export const ADVANCE_RATE = 0.25
/** The balance of an advance booking is due this many days before departure. */
export const BALANCE_DUE_DAYS_BEFORE = 15

export type PaymentType = 'advance' | 'full'

/** Rupees, each rounded to the paisa. */
export type PriceSummary = {
  /** Seats × the offer price. */
  packagePrice: number
  /** Seats × the add-ons chosen (priced per traveller). */
  addonsPrice: number
  subtotal: number
  gst: number
  total: number
  /** Due at booking: the 25 % advance, or the whole total. */
  payableAmount: number
  /** What an advance leaves of the total; 0 when paid in full. */
  remainingAmount: number
}

const toPaise = (rupees: number) => Math.round(rupees * 100)
const toRupees = (paise: number) => paise / 100

/**
 * The price summary shown while the traveller chooses, with the server's rules (in paise: GST
 * and the advance rounded to the paisa, the remaining amount whatever the advance leaves). For
 * display only: the server prices the booking itself from stored prices.
 */
export function summarisePrice(input: {
  offerPrice: number
  addonPrices: number[]
  seats: number
  paymentType: PaymentType
}): PriceSummary {
  const packagePrice = toPaise(input.offerPrice) * input.seats
  const addonsPrice =
    input.addonPrices.reduce((sum, price) => sum + toPaise(price), 0) * input.seats
  const subtotal = packagePrice + addonsPrice
  const gst = Math.round(subtotal * GST_RATE)
  const total = subtotal + gst
  const payableAmount = input.paymentType === 'advance' ? Math.round(total * ADVANCE_RATE) : total
  return {
    packagePrice: toRupees(packagePrice),
    addonsPrice: toRupees(addonsPrice),
    subtotal: toRupees(subtotal),
    gst: toRupees(gst),
    total: toRupees(total),
    payableAmount: toRupees(payableAmount),
    remainingAmount: toRupees(total - payableAmount),
  }
}

/** '2026-03-20' plus a number of days (negative to go back), as a calendar date. */
export function addCalendarDays(calendarDate: string, days: number): string {
  const date = new Date(`${calendarDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** When the balance of an advance is due: 15 days before the departure starts. */
export function balanceDueDate(startDate: string): string {
  return addCalendarDays(startDate, -BALANCE_DUE_DAYS_BEFORE)
}

const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar date in India (today by default), where departures start and refunds are counted. */
export function indiaCalendarDate(now = new Date()): string {
  return indiaDate.format(now)
}
