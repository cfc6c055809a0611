import { useEffect } from 'react'

/**
 * User-timing marks of when React has hydrated a first visit: `react-hydrated` after the root's
 * first commit (the header, the providers; from then on a click anywhere works, React hydrating
 * the clicked part first) and `page-hydrated` once the page's own content has hydrated too.
 * `bench/phone.ts` reads them; a mark costs no style or layout work.
 */
export const HYDRATION_MARKS = { root: 'react-hydrated', page: 'page-hydrated' } as const

export function useHydrationMark(name: (typeof HYDRATION_MARKS)[keyof typeof HYDRATION_MARKS]) {
  useEffect(() => {
    if (performance.getEntriesByName(name).length === 0) performance.mark(name)
  }, [name])
}

/** Marks `page-hydrated` from inside the page's Suspense boundary. */
export function PageHydratedMark() {
  useHydrationMark(HYDRATION_MARKS.page)
  return null
}
