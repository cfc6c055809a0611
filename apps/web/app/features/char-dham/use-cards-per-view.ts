import { startTransition, useEffect, useState } from 'react'
import { cardsPerView, CARDS_PER_VIEW_QUERIES } from './carousel-paging.ts'

/** The server cannot know the width; the card widths themselves come from CSS breakpoints. */
const SERVER_CARDS_PER_VIEW = 3

/**
 * Cards per view at the window's current width, following resizes, and whether that has been
 * measured yet (false on the server and while hydrating, when it is the server's three). The
 * width is asked of media queries, which need no layout (window.innerWidth forced one right
 * after hydration), and the carousel renders again for it as a transition: in short tasks,
 * where an external store's change re-rendered it in one long task.
 */
export function useCardsPerView(): { perView: number; measured: boolean } {
  const [state, setState] = useState({ perView: SERVER_CARDS_PER_VIEW, measured: false })
  useEffect(() => {
    const lists = new Map<string, MediaQueryList>(
      CARDS_PER_VIEW_QUERIES.map(([, query]) => [query, matchMedia(query)]),
    )
    const measure = () =>
      startTransition(() =>
        setState({
          perView: cardsPerView((query) => lists.get(query)?.matches ?? false),
          measured: true,
        }),
      )
    measure()
    for (const list of lists.values()) list.addEventListener('change', measure)
    return () => {
      for (const list of lists.values()) list.removeEventListener('change', measure)
    }
  }, [])
  return state
}
