import { expect, test } from 'vitest'
import { discountPercent, tripsOnOffer } from './offers.ts'

test('rounds the discount off the original price', () => {
  expect(discountPercent({ originalPrice: 58000, offerPrice: 52500 })).toBe(9)
  expect(discountPercent({ originalPrice: 25000, offerPrice: 25000 })).toBe(0)
  expect(discountPercent({ originalPrice: 0, offerPrice: 0 })).toBe(0)
})

test('lists only discounted trips, the biggest saving first', () => {
  const trips = [
    { name: 'full', originalPrice: 1000, offerPrice: 1000 },
    { name: 'small', originalPrice: 1000, offerPrice: 950 },
    { name: 'big', originalPrice: 1000, offerPrice: 700 },
  ]
  expect(tripsOnOffer(trips).map((trip) => trip.name)).toEqual(['big', 'small'])
})
