import { expect, test } from 'vitest'
import {
  canGoNext,
  canGoPrevious,
  cardsPerView,
  clampIndex,
  currentPage,
  lastStart,
  needsControls,
  pageCount,
  startOfPage,
  startShowing,
  visibleStart,
} from './carousel-paging.ts'

test('shows 3 cards from 1024 px, 2 from 768 px and 1 below', () => {
  // The window's answer to a min-width media query at this width.
  const at = (width: number) => (query: string) =>
    width >= Number(/\(min-width: (\d+)px\)/.exec(query)?.[1] ?? Number.NaN)
  expect(cardsPerView(at(1440))).toBe(3)
  expect(cardsPerView(at(1024))).toBe(3)
  expect(cardsPerView(at(1023))).toBe(2)
  expect(cardsPerView(at(768))).toBe(2)
  expect(cardsPerView(at(767))).toBe(1)
  expect(cardsPerView(at(320))).toBe(1)
})

test('counts pages as cards divided by cards per view, rounded up', () => {
  expect(pageCount(5, 3)).toBe(2)
  expect(pageCount(5, 2)).toBe(3)
  expect(pageCount(5, 1)).toBe(5)
  expect(pageCount(6, 3)).toBe(2)
  expect(pageCount(0, 3)).toBe(0)
})

test('clamps the index between 0 and the card count minus 1', () => {
  expect(clampIndex(-2, 5)).toBe(0)
  expect(clampIndex(3, 5)).toBe(3)
  expect(clampIndex(9, 5)).toBe(4)
  expect(clampIndex(4, 0)).toBe(0)
})

test('shows arrows and dots only when there are more cards than fit', () => {
  expect(needsControls(5, 3)).toBe(true)
  expect(needsControls(3, 3)).toBe(false)
  expect(needsControls(2, 3)).toBe(false)
  expect(needsControls(2, 1)).toBe(true)
})

test('disables previous at the first position and next once the last card is in view', () => {
  expect(canGoPrevious(0)).toBe(false)
  expect(canGoPrevious(1)).toBe(true)
  expect(lastStart(5, 3)).toBe(2)
  expect(canGoNext(1, 5, 3)).toBe(true)
  expect(canGoNext(2, 5, 3)).toBe(false)
  expect(canGoNext(3, 5, 2)).toBe(false)
  expect(canGoNext(3, 5, 1)).toBe(true)
  expect(canGoNext(4, 5, 1)).toBe(false)
  expect(canGoNext(0, 3, 3)).toBe(false)
})

test('a dot jumps to the first card of its page, never past the end', () => {
  expect(startOfPage(0, 5, 3)).toBe(0)
  expect(startOfPage(1, 5, 3)).toBe(2)
  expect(startOfPage(1, 5, 2)).toBe(2)
  expect(startOfPage(2, 5, 2)).toBe(3)
  expect(startOfPage(4, 5, 1)).toBe(4)
  expect(startOfPage(7, 5, 1)).toBe(4)
})

test('marks the dot of the page in view, and the last dot at the end', () => {
  expect(currentPage(0, 5, 3)).toBe(0)
  expect(currentPage(1, 5, 3)).toBe(0)
  expect(currentPage(2, 5, 3)).toBe(1)
  expect(currentPage(2, 5, 2)).toBe(1)
  expect(currentPage(3, 5, 2)).toBe(2)
  expect(currentPage(0, 0, 3)).toBe(0)
})

test('keeps the first visible card in range when the width grows', () => {
  expect(visibleStart(4, 5, 1)).toBe(4)
  expect(visibleStart(4, 5, 3)).toBe(2)
  expect(visibleStart(-1, 5, 3)).toBe(0)
})

test('moves as little as possible to bring a focused card into view', () => {
  expect(startShowing(1, 0, 5, 3)).toBe(0)
  expect(startShowing(3, 0, 5, 3)).toBe(1)
  expect(startShowing(4, 0, 5, 3)).toBe(2)
  expect(startShowing(0, 2, 5, 3)).toBe(0)
  expect(startShowing(4, 0, 5, 1)).toBe(4)
})
