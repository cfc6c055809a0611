import { toPaise, toRupees } from '@trippy/contracts/money'
import {
  type PaymentType,
  type PriceBreakdown,
  priceBooking,
  type PromoRule,
} from '@trippy/contracts/pricing'

export { advanceOffered, balanceDueDate, type PaymentType } from '@trippy/contracts/pricing'

/** The server's price breakdown, in rupees for display. */
export type PriceSummary = PriceBreakdown

/**
 * The price summary shown while the traveller chooses: the server's own rule
 * (`@trippy/contracts/pricing`) on the prices the page shows, in rupees. For display only: the
 * server prices the booking itself from stored prices.
 */
export function summarisePrice(input: {
  offerPrice: number
  addonPrices: number[]
  seats: number
  paymentType: PaymentType
  /** An applied promo code's rule (a percent, or rupees off). */
  promo?: PromoRule | null | undefined
}): PriceSummary {
  const price = priceBooking({
    offerPricePaise: toPaise(input.offerPrice),
    addonPricesPaise: input.addonPrices.map(toPaise),
    seats: input.seats,
    paymentType: input.paymentType,
    promo: input.promo && {
      kind: input.promo.kind,
      value: input.promo.kind === 'flat' ? toPaise(input.promo.value) : input.promo.value,
    },
  })
  return {
    packagePrice: toRupees(price.packagePrice),
    addonsPrice: toRupees(price.addonsPrice),
    subtotal: toRupees(price.subtotal),
    discount: toRupees(price.discount),
    gst: toRupees(price.gst),
    total: toRupees(price.total),
    payableAmount: toRupees(price.payableAmount),
    remainingAmount: toRupees(price.remainingAmount),
  }
}
