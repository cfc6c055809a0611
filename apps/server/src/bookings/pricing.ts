/** GST on tour packages (spec §9), on the subtotal. */
export const GST_RATE = 0.05
/** Paid at booking when the traveller chooses the advance (spec §9 payment schedule). */
export const ADVANCE_RATE = 0.25
/** The balance of an advance booking is due this many days before departure. */
export const BALANCE_DUE_DAYS_BEFORE = 15

export type PaymentType = 'advance' | 'full'

export type PriceBreakdown = {
  subtotal: number
  gst: number
  total: number
  payableAmount: number
  remainingAmount: number
}

/**
 * Every amount in integer paise, from stored prices only. Add-ons are priced per traveller;
 * GST and the advance are rounded to the nearest paisa, and the remaining amount is whatever
 * the advance leaves of the total, so the parts always add up.
 */
export function priceBooking(input: {
  offerPricePaise: number
  addonPricesPaise: number[]
  seats: number
  paymentType: PaymentType
}): PriceBreakdown {
  const perTraveller = input.offerPricePaise + input.addonPricesPaise.reduce((sum, price) => sum + price, 0)
  const subtotal = perTraveller * input.seats
  const gst = Math.round(subtotal * GST_RATE)
  const total = subtotal + gst
  const payableAmount = input.paymentType === 'advance' ? Math.round(total * ADVANCE_RATE) : total
  return { subtotal, gst, total, payableAmount, remainingAmount: total - payableAmount }
}
