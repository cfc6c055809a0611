import { useSyncExternalStore } from 'react'
import { cardsPerView } from './carousel-paging.ts'

const BREAKPOINTS = ['(min-width: 1024px)', '(min-width: 768px)']
/** The server cannot know the width; the card widths themselves come from CSS breakpoints. */
const SERVER_CARDS_PER_VIEW = 3

function subscribe(onChange: () => void) {
  const lists = BREAKPOINTS.map((query) => window.matchMedia(query))
  for (const list of lists) list.addEventListener('change', onChange)
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange)
  }
}

/** Cards per view at the window's current width, following resizes. */
export function useCardsPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => cardsPerView(window.innerWidth),
    () => SERVER_CARDS_PER_VIEW,
  )
}
