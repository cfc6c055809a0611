import { expect, test } from 'vitest'
import { summarisePrice } from './booking-price.ts'

test('prices seats times the offer and the add-ons per traveller, with 5 % GST on the subtotal', () => {
  expect(
    summarisePrice({ offerPrice: 19500, addonPrices: [2500, 600], seats: 2, paymentType: 'full' }),
  ).toEqual({
    packagePrice: 39000,
    addonsPrice: 6200,
    subtotal: 45200,
    discount: 0,
    gst: 2260,
    total: 47460,
    payableAmount: 47460,
    remainingAmount: 0,
  })
})

test('takes a flat promo code in rupees off the subtotal before GST', () => {
  const summary = summarisePrice({
    offerPrice: 14500,
    addonPrices: [],
    seats: 1,
    paymentType: 'full',
    promo: { kind: 'flat', value: 499.5 },
  })
  expect(summary).toMatchObject({ subtotal: 14500, discount: 499.5, gst: 700.03, total: 14700.53 })
})

test('takes an advance of 25 % of the total and leaves the rest as the remaining amount', () => {
  const summary = summarisePrice({
    offerPrice: 14500,
    addonPrices: [],
    seats: 3,
    paymentType: 'advance',
  })
  expect(summary.total).toBe(45675)
  expect(summary.payableAmount).toBe(11418.75)
  expect(summary.remainingAmount).toBe(34256.25)
})

test('rounds GST and the advance to the paisa, and the parts always add up to the total', () => {
  const summary = summarisePrice({
    offerPrice: 999.99,
    addonPrices: [0.01],
    seats: 1,
    paymentType: 'advance',
  })
  expect(summary.subtotal).toBe(1000)
  expect(summary.gst).toBe(50)
  const odd = summarisePrice({
    offerPrice: 999.99,
    addonPrices: [],
    seats: 1,
    paymentType: 'advance',
  })
  expect(odd.gst).toBe(50) // 4,999.95 paise rounds to 5,000
  expect(odd.total).toBe(1049.99)
  expect(odd.payableAmount).toBe(262.5) // 26,249.75 paise rounds to 26,250
  expect(odd.remainingAmount).toBe(787.49)
  expect(Math.round((odd.payableAmount + odd.remainingAmount) * 100)).toBe(
    Math.round(odd.total * 100),
  )
})

test('asks nothing more after a full payment', () => {
  const summary = summarisePrice({
    offerPrice: 9500,
    addonPrices: [1800],
    seats: 1,
    paymentType: 'full',
  })
  expect(summary.payableAmount).toBe(summary.total)
  expect(summary.remainingAmount).toBe(0)
})
