import { lazy, Suspense } from 'react'
import type { SearchComboboxProps } from './search-combobox.tsx'
import { SEARCH_LOADING } from './search-loading.ts'

const loadSearch = () => import('./search-combobox.tsx')

/**
 * Starts fetching the search's code. Called when a pointer or focus reaches a button that opens
 * a search, so that it has usually arrived by the time the click does. A failure is left to the
 * search itself, which asks again when it renders.
 */
export function preloadSearch(): void {
  loadSearch().catch(() => undefined)
}

const SearchCombobox = lazy(() =>
  loadSearch().then((module) => ({ default: module.SearchCombobox })),
)

/**
 * The search combobox as a lazy island (ADR 007): the combobox, its suggestions, voice search and
 * results cache are fetched the first time a search is opened, not evaluated and hydrated on every
 * page. Both searches sit in closed panels (the header's popover, the drawer), so a page without
 * scripts loses nothing; the search is rendered once its panel first opens.
 */
export function LazySearchCombobox(props: SearchComboboxProps) {
  return (
    <Suspense fallback={<p className="py-3 text-sm text-slate-600">{SEARCH_LOADING()}</p>}>
      <SearchCombobox {...props} />
    </Suspense>
  )
}
