import { SEARCH_LOADING } from './search-loading.ts'

/** The fixed limits of the search (docs/product-texts.md). */
export const SEARCH_LIMITS = {
  debounceMs: 300,
  cachedQueries: 50,
  results: 6,
  suggestions: 4,
  /** From this many characters the server is asked; below it the built-in suggestions show. */
  serverQueryLength: 3,
  recentKept: 5,
  recentShown: 3,
  /** The longest `q` the API accepts (PackageListQuerySchema). */
  queryMaxLength: 100,
} as const

/** The texts of the search. */
export const SEARCH_MESSAGES = {
  label: 'Search trips',
  placeholder: 'Kedarnath, Char Dham, Hampta Pass…',
  recentHeading: 'Recent searches',
  suggestionsHeading: 'Suggestions',
  resultsHeading: 'Trips',
  trending: 'Trending',
  searching: 'Searching…',
  /** While the search's own code arrives (lazy-search.tsx). */
  loading: SEARCH_LOADING,
  noResultsFor: 'No results found for',
  noResultsHint: 'Try different keywords or check your spelling.',
  failed: 'Search is unavailable right now. Please try again.',
  seeAll: 'See all results for',
  voiceButton: 'Search by voice',
  voiceListening: 'Listening… say the name of a trip or a place.',
  voiceStopped: 'Voice search stopped.',
  voiceUnsupported: 'Voice search not supported in this browser',
  voiceFailed: 'Voice search failed. Please try again.',
} as const
