import { expect, test } from 'vitest'
import { priceBooking, promoDiscount } from './pricing.ts'
import { CreatePromoCodeBodySchema, PromoCodeTextSchema } from './promo-codes.ts'

test('takes a percent promo off the subtotal before GST, in whole paise', () => {
  const price = priceBooking({
    offerPricePaise: 9_999_99,
    addonPricesPaise: [],
    seats: 1,
    paymentType: 'full',
    promo: { kind: 'percent', value: 10 },
  })
  expect(price.subtotal).toBe(9_999_99)
  expect(price.discount).toBe(1_000_00) // 99,999.9 paise rounds to the nearest paisa
  expect(price.gst).toBe(Math.round((9_999_99 - 1_000_00) * 0.05))
  expect(price.total).toBe(9_999_99 - 1_000_00 + price.gst)
})

test('takes a flat promo off the subtotal of seats and add-ons, then adds GST on the rest', () => {
  const price = priceBooking({
    offerPricePaise: 9_500_00,
    addonPricesPaise: [1_000_00],
    seats: 2,
    paymentType: 'advance',
    promo: { kind: 'flat', value: 500_00 },
  })
  expect(price.subtotal).toBe(21_000_00)
  expect(price.discount).toBe(500_00)
  expect(price.gst).toBe(1_025_00)
  expect(price.total).toBe(21_525_00)
  expect(price.payableAmount + price.remainingAmount).toBe(price.total)
})

test('never takes more than the subtotal', () => {
  expect(promoDiscount({ kind: 'flat', value: 50_000_00 }, 12_000_00)).toBe(12_000_00)
  expect(promoDiscount({ kind: 'percent', value: 100 }, 12_000_00)).toBe(12_000_00)
})

test('prices without a promo as before, with no discount', () => {
  const price = priceBooking({
    offerPricePaise: 9_500_00,
    addonPricesPaise: [],
    seats: 1,
    paymentType: 'full',
  })
  expect(price.discount).toBe(0)
  expect(price.total).toBe(9_975_00)
})

test('keeps codes in capitals and refuses other characters', () => {
  expect(PromoCodeTextSchema.parse(' trek-10 ')).toBe('TREK-10')
  expect(PromoCodeTextSchema.safeParse('TR').success).toBe(false)
  expect(PromoCodeTextSchema.safeParse('TREK 10').success).toBe(false)
})

test('refuses a percent above 100, a fraction of a paisa and a last day before the first', () => {
  const base = { code: 'TREK10', validFrom: '2026-12-01', validTo: '2026-12-31' }
  expect(
    CreatePromoCodeBodySchema.safeParse({ ...base, kind: 'percent', value: 101 }).success,
  ).toBe(false)
  expect(
    CreatePromoCodeBodySchema.safeParse({ ...base, kind: 'flat', value: 10.005 }).success,
  ).toBe(false)
  expect(
    CreatePromoCodeBodySchema.safeParse({
      ...base,
      kind: 'flat',
      value: 500,
      validTo: '2026-11-30',
    }).success,
  ).toBe(false)
  const parsed = CreatePromoCodeBodySchema.parse({ ...base, kind: 'flat', value: 499.5 })
  expect(parsed).toMatchObject({ perCustomer: 1, isPublic: false, packageIds: [], maxUses: null })
})
