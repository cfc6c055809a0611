/**
 * Spec §2: the browser keeps the visitor's recent searches under this key. A module of its own:
 * the account's sign-out, on every page, clears it without loading the search's code.
 */
export const RECENT_SEARCHES_KEY = 'recentSearches'
