// No zod here: the one pricing rule, used by the server to price a booking and by the browser to
// show the same figures while the traveller chooses.
import { addDays, indiaCalendarDate } from './calendar.ts'

/** GST on tour packages, on the subtotal. */
export const GST_RATE = 0.05
/** Paid at booking when the traveller chooses the advance (docs/money-and-gst.md). */
export const ADVANCE_RATE = 0.25
/** The balance of an advance booking is due this many days before departure. */
export const BALANCE_DUE_DAYS_BEFORE = 15

export type PaymentType = 'advance' | 'full'

/** A promo code's rule: a whole percent (1–100) of the subtotal, or paise off it. */
export type PromoRule = { kind: 'percent' | 'flat'; value: number }

/**
 * What a promo code takes off a subtotal, in paise: a percent rounded to the nearest paisa, or
 * the flat amount; never more than the subtotal.
 */
export function promoDiscount(rule: PromoRule, subtotalPaise: number): number {
  const off =
    rule.kind === 'percent'
      ? Math.round((subtotalPaise * rule.value) / 100)
      : Math.round(rule.value)
  return Math.max(0, Math.min(off, subtotalPaise))
}

export type PriceBreakdown = {
  /** Seats × the offer price. */
  packagePrice: number
  /** Seats × the add-ons chosen (priced per traveller). */
  addonsPrice: number
  subtotal: number
  /** A promo code's discount, off the subtotal before GST; 0 without one. */
  discount: number
  gst: number
  total: number
  /** Due at booking: the 25 % advance, or the whole total. */
  payableAmount: number
  /** What an advance leaves of the total; 0 when paid in full. */
  remainingAmount: number
}

/**
 * Every amount in integer paise, from stored prices only. Add-ons are priced per traveller; a
 * promo code's discount comes off the subtotal before GST; GST and the advance are rounded to the nearest paisa, and the remaining amount is whatever
 * the advance leaves of the total, so the parts always add up.
 */
export function priceBooking(input: {
  offerPricePaise: number
  addonPricesPaise: readonly number[]
  seats: number
  paymentType: PaymentType
  promo?: PromoRule | null | undefined
}): PriceBreakdown {
  const packagePrice = input.offerPricePaise * input.seats
  const addonsPrice = input.addonPricesPaise.reduce((sum, price) => sum + price, 0) * input.seats
  const subtotal = packagePrice + addonsPrice
  const discount = input.promo ? promoDiscount(input.promo, subtotal) : 0
  const gst = Math.round((subtotal - discount) * GST_RATE)
  const total = subtotal - discount + gst
  const payableAmount = input.paymentType === 'advance' ? Math.round(total * ADVANCE_RATE) : total
  return {
    packagePrice,
    addonsPrice,
    subtotal,
    discount,
    gst,
    total,
    payableAmount,
    remainingAmount: total - payableAmount,
  }
}

/** When the balance of an advance is due: 15 days before the departure starts. */
export function balanceDueDate(startDate: string): string {
  return addDays(startDate, -BALANCE_DUE_DAYS_BEFORE)
}

/**
 * Whether a departure can still be booked with an advance on `today` (India's calendar date):
 * only while its balance is not yet due, i.e. 15 days or more before it starts. A nearer
 * departure is paid in full, or the booking would owe an overdue balance the moment it is made.
 */
export function advanceOffered(startDate: string, today = indiaCalendarDate()): boolean {
  return balanceDueDate(startDate) >= today
}

type ListPrices = { originalPrice: number; offerPrice: number }

/** The price a traveller pays per person: the offer price, else the original price. */
export function effectivePrice(pkg: ListPrices): number {
  return pkg.offerPrice > 0 ? pkg.offerPrice : pkg.originalPrice
}

/** Whole percent saved against the original price, rounded; 0 when there is no saving. */
export function discountPercent(pkg: ListPrices): number {
  const { originalPrice, offerPrice } = pkg
  if (originalPrice <= 0 || offerPrice <= 0 || offerPrice >= originalPrice) return 0
  return Math.round(((originalPrice - offerPrice) / originalPrice) * 100)
}
