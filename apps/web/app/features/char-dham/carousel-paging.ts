/**
 * Paging arithmetic of the Char Dham package carousel. `index` is the first visible card;
 * previous and next move one card, dots one page.
 */

/** The media queries at which more than one card fits: the card widths' CSS breakpoints. */
export const CARDS_PER_VIEW_QUERIES = [
  [3, '(min-width: 1024px)'],
  [2, '(min-width: 768px)'],
] as const

/** Cards that fit side by side: 3 at 1024 px and wider, 2 at 768 px and wider, otherwise 1. */
export function cardsPerView(matches: (query: string) => boolean): number {
  for (const [cards, query] of CARDS_PER_VIEW_QUERIES) if (matches(query)) return cards
  return 1
}

/** Pages of the carousel: cards divided by cards per view, rounded up. */
export function pageCount(cardCount: number, perView: number): number {
  return Math.ceil(Math.max(cardCount, 0) / Math.max(perView, 1))
}

/** Keeps an index between 0 and the card count minus 1. */
export function clampIndex(index: number, cardCount: number): number {
  return Math.min(Math.max(index, 0), Math.max(cardCount - 1, 0))
}

/** The last useful first card: from here on the last card is already in view. */
export function lastStart(cardCount: number, perView: number): number {
  return clampIndex(cardCount - perView, cardCount)
}

/** The first visible card once the width is known: the stored index, never past the end. */
export function visibleStart(index: number, cardCount: number, perView: number): number {
  return Math.min(clampIndex(index, cardCount), lastStart(cardCount, perView))
}

/** Arrows and dots appear only when there are more cards than fit. */
export function needsControls(cardCount: number, perView: number): boolean {
  return cardCount > perView
}

export function canGoPrevious(index: number): boolean {
  return index > 0
}

export function canGoNext(index: number, cardCount: number, perView: number): boolean {
  return index < lastStart(cardCount, perView)
}

/** The page a dot stands for, as the first card to show. */
export function startOfPage(page: number, cardCount: number, perView: number): number {
  return Math.min(clampIndex(page * perView, cardCount), lastStart(cardCount, perView))
}

/** The dot to mark as current: the last one once the last card is in view. */
export function currentPage(index: number, cardCount: number, perView: number): number {
  const pages = pageCount(cardCount, perView)
  if (pages === 0) return 0
  if (index >= lastStart(cardCount, perView)) return pages - 1
  return Math.floor(index / perView)
}

/** The first card to show so that card `focused` is in view, moving as little as possible. */
export function startShowing(focused: number, index: number, cardCount: number, perView: number) {
  if (focused < index) return clampIndex(focused, cardCount)
  if (focused >= index + perView) return visibleStart(focused - perView + 1, cardCount, perView)
  return index
}
