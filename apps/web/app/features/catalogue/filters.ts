import type { PackageSummary } from '@trippy/contracts'
import { effectivePrice } from '@trippy/contracts/pricing'
import * as m from '@trippy/i18n/messages'

export type Range = { min: number; max: number }

/**
 * Price bands, on the per-person price, inclusive at both ends. 'Above ₹50,000' has no upper bound:
 * the original site's 100,000 would hide every dearer trip (a ₹1,78,000 expedition) from it.
 */
export const PRICE_BANDS = [
  {
    id: 'under-10000',
    get label() {
      return m.catalogue_price_under_10000()
    },
    min: 0,
    max: 10_000,
  },
  {
    id: '10000-25000',
    get label() {
      return m.catalogue_price_10000_25000()
    },
    min: 10_000,
    max: 25_000,
  },
  {
    id: '25000-50000',
    get label() {
      return m.catalogue_price_25000_50000()
    },
    min: 25_000,
    max: 50_000,
  },
  {
    id: 'above-50000',
    get label() {
      return m.catalogue_price_above_50000()
    },
    min: 50_000,
    max: Number.POSITIVE_INFINITY,
  },
] as const
/**
 * Without a band every trip is listed, whatever its price (the original site's 1,000,000 cap hid
 * dearer ones).
 */
export const DEFAULT_PRICE_RANGE: Range = { min: 0, max: Number.POSITIVE_INFINITY }

/** Duration options; ours filter (the current site shows them but ignores them). */
export const DURATION_OPTIONS = [
  {
    id: '1-3-days',
    get label() {
      return m.catalogue_duration_1_3_days()
    },
    min: 1,
    max: 3,
  },
  {
    id: '4-7-days',
    get label() {
      return m.catalogue_duration_4_7_days()
    },
    min: 4,
    max: 7,
  },
  {
    id: '1-2-weeks',
    get label() {
      return m.catalogue_duration_1_2_weeks()
    },
    min: 8,
    max: 14,
  },
  {
    id: '2-plus-weeks',
    get label() {
      return m.catalogue_duration_2_plus_weeks()
    },
    min: 15,
    max: Number.POSITIVE_INFINITY,
  },
] as const

export const SORT_OPTIONS = [
  {
    id: 'popularity',
    get label() {
      return m.catalogue_sort_popularity()
    },
  },
  {
    id: 'price-asc',
    get label() {
      return m.catalogue_sort_price_asc()
    },
  },
  {
    id: 'price-desc',
    get label() {
      return m.catalogue_sort_price_desc()
    },
  },
  {
    id: 'duration-asc',
    get label() {
      return m.catalogue_sort_duration_asc()
    },
  },
  {
    id: 'duration-desc',
    get label() {
      return m.catalogue_sort_duration_desc()
    },
  },
] as const
export type SortId = (typeof SORT_OPTIONS)[number]['id']

export type CatalogueCriteria = {
  /** Matches name, description, city or state, ignoring case. */
  text?: string
  categoryIds?: string[]
  states?: string[]
  priceBand?: string
  durations?: string[]
  sort?: SortId
}

export function priceRangeOf(bandId: string | undefined): Range {
  const band = PRICE_BANDS.find((candidate) => candidate.id === bandId)
  return band ? { min: band.min, max: band.max } : DEFAULT_PRICE_RANGE
}

export function matchesText(pkg: PackageSummary, text: string): boolean {
  const needle = text.trim().toLowerCase()
  if (!needle) return true
  return [pkg.name, pkg.description, pkg.city, pkg.state].some((field) =>
    field.toLowerCase().includes(needle),
  )
}

export function filterPackages<T extends PackageSummary>(
  packages: T[],
  criteria: CatalogueCriteria,
): T[] {
  const range = priceRangeOf(criteria.priceBand)
  const durations = DURATION_OPTIONS.filter((option) => criteria.durations?.includes(option.id))
  return packages.filter((pkg) => {
    if (criteria.text && !matchesText(pkg, criteria.text)) return false
    if (criteria.categoryIds?.length && !criteria.categoryIds.includes(pkg.category._id))
      return false
    if (criteria.states?.length && !criteria.states.includes(pkg.state)) return false
    const price = effectivePrice(pkg)
    if (price < range.min || price > range.max) return false
    if (
      durations.length &&
      !durations.some((option) => pkg.durationDays >= option.min && pkg.durationDays <= option.max)
    ) {
      return false
    }
    return true
  })
}

export function sortPackages<T extends PackageSummary>(
  packages: T[],
  sort: SortId | undefined,
): T[] {
  const sorted = [...packages]
  switch (sort) {
    case 'price-asc':
      return sorted.sort((a, b) => effectivePrice(a) - effectivePrice(b))
    case 'price-desc':
      return sorted.sort((a, b) => effectivePrice(b) - effectivePrice(a))
    case 'duration-asc':
      return sorted.sort((a, b) => a.durationDays - b.durationDays)
    case 'duration-desc':
      return sorted.sort((a, b) => b.durationDays - a.durationDays)
    case 'popularity':
      // More reviews first; rating breaks ties. Both are stored figures.
      return sorted.sort((a, b) => b.reviewCount - a.reviewCount || b.rating - a.rating)
    default:
      return sorted
  }
}

const isSortId = (value: string | null): value is SortId =>
  SORT_OPTIONS.some((option) => option.id === value)

/** Criteria from a URL's search params, so a filtered list can be shared and the back button works. */
export function criteriaFromSearchParams(params: URLSearchParams): CatalogueCriteria {
  const list = (key: string) => params.getAll(key).filter(Boolean)
  const sort = params.get('sort')
  const criteria: CatalogueCriteria = {}
  const text = params.get('q')?.trim()
  if (text) criteria.text = text
  if (list('category').length) criteria.categoryIds = list('category')
  if (list('state').length) criteria.states = list('state')
  const band = params.get('price')
  if (band && PRICE_BANDS.some((candidate) => candidate.id === band)) criteria.priceBand = band
  const durations = list('duration').filter((id) =>
    DURATION_OPTIONS.some((option) => option.id === id),
  )
  if (durations.length) criteria.durations = durations
  if (isSortId(sort)) criteria.sort = sort
  return criteria
}

export function searchParamsFromCriteria(criteria: CatalogueCriteria): URLSearchParams {
  const params = new URLSearchParams()
  if (criteria.text) params.set('q', criteria.text)
  for (const id of criteria.categoryIds ?? []) params.append('category', id)
  for (const state of criteria.states ?? []) params.append('state', state)
  if (criteria.priceBand) params.set('price', criteria.priceBand)
  for (const id of criteria.durations ?? []) params.append('duration', id)
  if (criteria.sort) params.set('sort', criteria.sort)
  return params
}
