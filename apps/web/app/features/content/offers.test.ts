import { expect, test } from 'vitest'
import { tripsOnOffer } from './offers.ts'

test('lists only discounted trips, the biggest saving first', () => {
  const trips = [
    { name: 'full', originalPrice: 1000, offerPrice: 1000 },
    { name: 'small', originalPrice: 1000, offerPrice: 950 },
    { name: 'big', originalPrice: 1000, offerPrice: 700 },
  ]
  expect(tripsOnOffer(trips).map((trip) => trip.name)).toEqual(['big', 'small'])
})
