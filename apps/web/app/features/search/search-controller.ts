import type { PackageSummary } from '@trippy/contracts'
import { debounce } from './debounce.ts'
import { createLatestGuard } from './latest-guard.ts'
import { LruCache } from './lru-cache.ts'
import { readSearchAnswer } from './search-answer.ts'
import { SEARCH_LIMITS } from './search-messages.ts'
import { BUILT_IN_SUGGESTIONS, filterSuggestions, type Suggestion } from './suggestions.ts'

/** What the search shows for the text typed so far. */
export type SearchView =
  | { kind: 'empty' }
  | { kind: 'suggestions'; query: string; items: readonly Suggestion[] }
  | { kind: 'loading' }
  | { kind: 'results'; query: string; items: readonly PackageSummary[] }
  | { kind: 'failed'; query: string }

export const EMPTY_VIEW: SearchView = { kind: 'empty' }
// One object, so typing on while a look-up waits hands React the same state and renders nothing.
const LOADING_VIEW: SearchView = { kind: 'loading' }

export type PackageResultsCache = LruCache<string, readonly PackageSummary[]>

export function createResultsCache(): PackageResultsCache {
  return new LruCache(SEARCH_LIMITS.cachedQueries)
}

/** The server matches case-insensitively, so 'Kedar' and 'kedar ' share one cache entry. */
export function cacheKey(query: string): string {
  return query.trim().toLowerCase()
}

export type SearchControllerOptions = {
  /** Asks the server; resolves to the answer's body, whatever its shape. */
  fetchPackages: (query: string) => Promise<unknown>
  /** Called when what the search shows changes. */
  onView: (view: SearchView) => void
  cache?: PackageResultsCache
  suggestions?: readonly Suggestion[]
  debounceMs?: number
  /** Where a failed look-up is logged. */
  log?: (message: string, error: unknown) => void
}

/**
 * The search's behaviour without the page: empty text clears, one or two characters filter the
 * built-in suggestions, three or more wait for a pause in typing and then ask the server once
 * (unless the cache already has the answer). A keystroke costs a trim, a cache look-up and the
 * re-armed timer. An answer only shows if no newer text was typed since its request.
 */
export function createSearchController(options: SearchControllerOptions) {
  const {
    fetchPackages,
    onView,
    cache = createResultsCache(),
    suggestions = BUILT_IN_SUGGESTIONS,
    debounceMs = SEARCH_LIMITS.debounceMs,
    log = (message, error) => console.warn(message, error),
  } = options
  let view: SearchView = EMPTY_VIEW
  const guard = createLatestGuard()

  const show = (next: SearchView) => {
    if (next === view) return
    view = next
    onView(next)
  }

  const lookUp = debounce((query: string, ticket: number) => {
    fetchPackages(query)
      .then((body) => {
        const items = readSearchAnswer(body)
        // Even a stale answer is right for its own query: keep it for when that query comes back.
        cache.set(cacheKey(query), items)
        if (guard.isLatest(ticket)) show({ kind: 'results', query, items })
      })
      .catch((error: unknown) => {
        log(`Package search for "${query}" failed`, error)
        if (guard.isLatest(ticket)) show({ kind: 'failed', query })
      })
  }, debounceMs)

  return {
    get view(): SearchView {
      return view
    },

    setQuery(text: string): void {
      const ticket = guard.next()
      const query = text.trim()
      if (query.length < SEARCH_LIMITS.serverQueryLength) {
        lookUp.cancel()
        show(
          query
            ? { kind: 'suggestions', query, items: filterSuggestions(query, suggestions) }
            : EMPTY_VIEW,
        )
        return
      }
      const cached = cache.get(cacheKey(query))
      if (cached) {
        lookUp.cancel()
        show({ kind: 'results', query, items: cached })
        return
      }
      show(LOADING_VIEW)
      lookUp(query, ticket)
    },

    /** Stops a waiting look-up and ignores answers still on their way (on unmount). */
    cancel(): void {
      guard.next()
      lookUp.cancel()
    },
  }
}

export type SearchController = ReturnType<typeof createSearchController>
