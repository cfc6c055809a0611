import { expect, test, vi } from 'vitest'
import {
  advanceOffered,
  balanceDueDate,
  discountPercent,
  effectivePrice,
  priceBooking,
} from './pricing.ts'

test('adds 5 % GST to the subtotal of seats and per-traveller add-ons', () => {
  const price = priceBooking({
    offerPricePaise: 9_500_00,
    addonPricesPaise: [1_800_00, 1_200_00],
    seats: 2,
    paymentType: 'full',
  })
  expect(price.subtotal).toBe(25_000_00)
  expect(price.gst).toBe(1_250_00)
  expect(price.total).toBe(26_250_00)
  expect(price.payableAmount).toBe(26_250_00)
  expect(price.remainingAmount).toBe(0)
})

test('takes an advance of 25 % of the total and leaves the rest as remaining', () => {
  const price = priceBooking({
    offerPricePaise: 9_500_00,
    addonPricesPaise: [],
    seats: 3,
    paymentType: 'advance',
  })
  expect(price.total).toBe(29_925_00)
  expect(price.payableAmount).toBe(7_481_25)
  expect(price.remainingAmount).toBe(22_443_75)
})

test('rounds GST and the advance to the nearest paisa and keeps the parts adding up', () => {
  const price = priceBooking({
    offerPricePaise: 333,
    addonPricesPaise: [],
    seats: 1,
    paymentType: 'advance',
  })
  expect(price.gst).toBe(17) // 16.65 paise
  expect(price.total).toBe(350)
  expect(price.payableAmount).toBe(88) // 87.5 paise
  expect(price.payableAmount + price.remainingAmount).toBe(price.total)
})

test('makes the balance due 15 days before departure, across month and year ends', () => {
  expect(balanceDueDate('2027-03-20')).toBe('2027-03-05')
  expect(balanceDueDate('2027-01-10')).toBe('2026-12-26')
  expect(balanceDueDate('2028-03-15')).toBe('2028-02-29')
})

test('offers an advance up to exactly 15 days before departure, and from 14 days only full payment', () => {
  expect(advanceOffered('2026-12-14', '2026-11-29')).toBe(true) // 15 days: the balance is due today
  expect(advanceOffered('2026-12-13', '2026-11-29')).toBe(false) // 14 days: it was due yesterday
  expect(advanceOffered('2026-12-09', '2026-11-29')).toBe(false)
  expect(advanceOffered('2027-01-13', '2026-12-29')).toBe(true) // across a year end
  expect(advanceOffered('2027-01-12', '2026-12-29')).toBe(false)
})

test('reads today for the advance on India’s calendar, not the server’s', () => {
  // 20:00 UTC on 28 November is already 29 November in India (01:30 IST).
  vi.useFakeTimers({ now: new Date('2026-11-28T20:00:00Z'), toFake: ['Date'] })
  try {
    expect(advanceOffered('2026-12-14')).toBe(true)
    expect(advanceOffered('2026-12-13')).toBe(false)
  } finally {
    vi.useRealTimers()
  }
})

test('rounds the discount percent and shows none without a saving', () => {
  expect(discountPercent({ originalPrice: 20000, offerPrice: 18000 })).toBe(10)
  expect(discountPercent({ originalPrice: 30000, offerPrice: 19999 })).toBe(33)
  expect(discountPercent({ originalPrice: 58000, offerPrice: 52500 })).toBe(9)
  expect(discountPercent({ originalPrice: 18000, offerPrice: 18000 })).toBe(0)
  expect(discountPercent({ originalPrice: 18000, offerPrice: 20000 })).toBe(0)
  expect(discountPercent({ originalPrice: 0, offerPrice: 100 })).toBe(0)
  expect(discountPercent({ originalPrice: 12000, offerPrice: 0 })).toBe(0)
})

test('prices by the offer price, falling back to the original price', () => {
  expect(effectivePrice({ offerPrice: 9000, originalPrice: 12000 })).toBe(9000)
  expect(effectivePrice({ offerPrice: 0, originalPrice: 12000 })).toBe(12000)
})
