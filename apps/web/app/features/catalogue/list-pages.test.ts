import { expect, test } from 'vitest'
import { listPage, pageFromSearchParams, pageHref } from './list-pages.ts'

const trips = Array.from({ length: 41 }, (_, index) => index + 1)

test('shows twelve trips a page and says which ones', () => {
  expect(listPage(trips, 1)).toMatchObject({ page: 1, pageCount: 4, from: 1, to: 12, count: 41 })
  expect(listPage(trips, 1).items).toEqual(trips.slice(0, 12))
  expect(listPage(trips, 4)).toMatchObject({ page: 4, from: 37, to: 41 })
  expect(listPage(trips, 4).items).toEqual([37, 38, 39, 40, 41])
})

test('shows the last page for a page past the end, and an empty list as one empty page', () => {
  expect(listPage(trips, 99)).toMatchObject({ page: 4, from: 37, to: 41 })
  expect(listPage([], 3)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, count: 0 })
  expect(listPage(trips.slice(0, 12), 2)).toMatchObject({ page: 1, pageCount: 1, to: 12 })
})

test('reads the page from the URL, and anything but a whole number from 1 as the first', () => {
  const page = (search: string) => pageFromSearchParams(new URLSearchParams(search))
  expect(page('page=3')).toBe(3)
  for (const bad of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=1e3', 'page=9999999'])
    expect(page(bad), bad).toBe(1)
})

test('links another page with the filters kept and no page number for the first', () => {
  const params = new URLSearchParams('state=Sikkim&sort=price-asc&page=2')
  expect(pageHref('/packages', params, 3)).toBe('/packages?state=Sikkim&sort=price-asc&page=3')
  expect(pageHref('/packages', params, 1)).toBe('/packages?state=Sikkim&sort=price-asc')
  expect(pageHref('/packages', new URLSearchParams('page=2'), 1)).toBe('/packages')
})
