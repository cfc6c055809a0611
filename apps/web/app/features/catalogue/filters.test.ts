import type { PackageSummary } from '@trippy/contracts'
import { expect, test } from 'vitest'
import {
  criteriaFromSearchParams,
  filterPackages,
  searchParamsFromCriteria,
  sortPackages,
} from './filters.ts'

function pkg(overrides: Partial<PackageSummary> & { name: string }): PackageSummary {
  return {
    _id: overrides.name.padEnd(24, '0').slice(0, 24),
    slug: overrides.name.toLowerCase(),
    location: 'Somewhere',
    description: 'A trip',
    packageType: 'trek',
    duration: '',
    durationDays: 5,
    destination: 'Uttarakhand',
    city: 'Dehradun',
    state: 'Uttarakhand',
    originalPrice: 20000,
    offerPrice: 18000,
    maxParticipants: 12,
    rating: 4.5,
    reviewCount: 10,
    difficulty: 'moderate',
    labels: [],
    isFeatured: false,
    isNew: false,
    isTrending: false,
    isActive: true,
    category: { _id: 'c'.repeat(24), name: 'Expeditions' },
    images: { cardImage: '', main: '', gallery: [] },
    batchDates: [],
    additionalServices: [],
    ...overrides,
  }
}

test('keeps price bands inclusive at both ends', () => {
  const packages = [10000, 10001, 25000, 50000, 100000, 100001].map((price) =>
    pkg({ name: `p${price}`, offerPrice: price, originalPrice: price }),
  )
  const names = (band: string) =>
    filterPackages(packages, { priceBand: band }).map((p) => p.offerPrice)
  expect(names('under-10000')).toEqual([10000])
  expect(names('10000-25000')).toEqual([10000, 10001, 25000])
  expect(names('25000-50000')).toEqual([25000, 50000])
  expect(names('above-50000')).toEqual([50000, 100000, 100001])
  expect(filterPackages(packages, {})).toHaveLength(6)
})

test('Above ₹50,000 lists every trip above ₹50,000, however dear, and no band lists them all', () => {
  const prices = [49_999, 50_001, 68_000, 99_999, 1_78_000, 10_00_000, 35_00_000]
  const packages = prices.map((price) =>
    pkg({ name: `p${price}`, offerPrice: price, originalPrice: price }),
  )
  expect(filterPackages(packages, { priceBand: 'above-50000' }).map((p) => p.offerPrice)).toEqual([
    50_001, 68_000, 99_999, 1_78_000, 10_00_000, 35_00_000,
  ])
  expect(filterPackages(packages, {}).map((p) => p.offerPrice)).toEqual(prices)
  // A trip sold at its original price alone counts by that price.
  const dear = pkg({ name: 'dear', offerPrice: 0, originalPrice: 2_40_000 })
  expect(filterPackages([dear], { priceBand: 'above-50000' })).toEqual([dear])
})

test('applies the duration options, which the current site only shows', () => {
  const packages = [1, 3, 4, 7, 8, 14, 15, 30].map((days) =>
    pkg({ name: `d${days}`, durationDays: days }),
  )
  const days = (ids: string[]) =>
    filterPackages(packages, { durations: ids }).map((p) => p.durationDays)
  expect(days(['1-3-days'])).toEqual([1, 3])
  expect(days(['4-7-days'])).toEqual([4, 7])
  expect(days(['1-2-weeks'])).toEqual([8, 14])
  expect(days(['2-plus-weeks'])).toEqual([15, 30])
  expect(days(['1-3-days', '2-plus-weeks'])).toEqual([1, 3, 15, 30])
})

test('searches name, description, city and state, ignoring case', () => {
  const packages = [
    pkg({ name: 'Stok Kangri', state: 'Ladakh' }),
    pkg({ name: 'Goechala', city: 'Yuksom', state: 'Sikkim' }),
    pkg({ name: 'Other', description: 'Glacier walk near SIKKIM border' }),
  ]
  expect(filterPackages(packages, { text: 'sikkim' }).map((p) => p.name)).toEqual([
    'Goechala',
    'Other',
  ])
  expect(filterPackages(packages, { text: 'YUKSOM' }).map((p) => p.name)).toEqual(['Goechala'])
  expect(filterPackages(packages, { text: '   ' })).toHaveLength(3)
})

test('filters by category id and state', () => {
  const packages = [
    pkg({ name: 'A', category: { _id: 'a'.repeat(24), name: 'Treks' } }),
    pkg({ name: 'B', state: 'Sikkim' }),
  ]
  expect(filterPackages(packages, { categoryIds: ['a'.repeat(24)] }).map((p) => p.name)).toEqual([
    'A',
  ])
  expect(filterPackages(packages, { states: ['Sikkim'] }).map((p) => p.name)).toEqual(['B'])
})

test('sorts by price, duration and popularity', () => {
  const packages = [
    pkg({ name: 'A', offerPrice: 3000, durationDays: 9, reviewCount: 5 }),
    pkg({ name: 'B', offerPrice: 1000, durationDays: 2, reviewCount: 50 }),
    pkg({ name: 'C', offerPrice: 2000, durationDays: 5, reviewCount: 50, rating: 4.9 }),
  ]
  const order = (sort: Parameters<typeof sortPackages>[1]) =>
    sortPackages(packages, sort)
      .map((p) => p.name)
      .join('')
  expect(order('price-asc')).toBe('BCA')
  expect(order('price-desc')).toBe('ACB')
  expect(order('duration-asc')).toBe('BCA')
  expect(order('duration-desc')).toBe('ACB')
  expect(order('popularity')).toBe('CBA')
  expect(order(undefined)).toBe('ABC')
})

test('round-trips criteria through the URL and drops unknown values', () => {
  const criteria = {
    text: 'kedar',
    categoryIds: ['x', 'y'],
    states: ['Sikkim'],
    priceBand: 'under-10000',
    durations: ['4-7-days'],
    sort: 'price-asc' as const,
  }
  expect(criteriaFromSearchParams(searchParamsFromCriteria(criteria))).toEqual(criteria)
  expect(
    criteriaFromSearchParams(new URLSearchParams('price=free&duration=forever&sort=random')),
  ).toEqual({})
})
