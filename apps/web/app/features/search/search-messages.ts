import * as m from '@trippy/i18n/messages'
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

/** The texts of the search, read at render in the page's language. */
export const SEARCH_MESSAGES = {
  label: m.search_label,
  placeholder: m.search_placeholder,
  recentHeading: m.search_recent_heading,
  suggestionsHeading: m.search_suggestions_heading,
  resultsHeading: m.search_results_heading,
  trending: m.search_trending,
  searching: m.search_searching,
  /** While the search's own code arrives (lazy-search.tsx). */
  loading: SEARCH_LOADING,
  noResultsFor: m.search_no_results_for,
  noResultsHint: m.search_no_results_hint,
  failed: m.search_failed,
  seeAll: m.search_see_all,
  voiceButton: m.search_voice_button,
  voiceListening: m.search_voice_listening,
  voiceStopped: m.search_voice_stopped,
  voiceUnsupported: m.search_voice_unsupported,
  voiceFailed: m.search_voice_failed,
} as const satisfies Record<string, () => string>
