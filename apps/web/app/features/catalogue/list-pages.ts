/** Trips on one page of a list: four rows of three on a wide screen, one screenful on a phone. */
const TRIPS_PER_PAGE = 12

export type ListPage<T> = {
  items: T[]
  /** 1-based; a page past the end shows the last one. */
  page: number
  pageCount: number
  /** 1-based positions of the first and last item shown (0 and 0 for an empty list). */
  from: number
  to: number
  count: number
}

/** The `page` of a list URL: a whole number from 1, anything else reads as the first page. */
export function pageFromSearchParams(params: URLSearchParams): number {
  const value = params.get('page')
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1
}

/**
 * One page of a list. A long list rendered whole costs a phone its layout and React its
 * hydration for every card, most of them far below the fold.
 */
export function listPage<T>(items: T[], requested: number, size = TRIPS_PER_PAGE): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pageCount)
  const start = (page - 1) * size
  const shown = items.slice(start, start + size)
  return {
    items: shown,
    page,
    pageCount,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    count: items.length,
  }
}

/** The URL of another page of the same list: its filters kept, `page` left out for the first. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params)
  next.delete('page')
  if (page > 1) next.set('page', String(page))
  const search = next.toString()
  return search ? `${pathname}?${search}` : pathname
}
