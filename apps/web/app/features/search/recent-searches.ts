import { SEARCH_LIMITS } from './search-messages.ts'
import { RECENT_SEARCHES_KEY } from '../../lib/storage-keys.ts'

/** A trip the visitor opened from the search, newest first in the stored list. */
export type RecentSearch = {
  slug: string
  name: string
  category: string
  location: string
}

/** Puts `item` first, drops an earlier entry for the same trip, keeps the newest `max`. */
export function addRecentSearch(
  list: readonly RecentSearch[],
  item: RecentSearch,
  max: number = SEARCH_LIMITS.recentKept,
): RecentSearch[] {
  return [item, ...list.filter((entry) => entry.slug !== item.slug)].slice(0, max)
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.slug === 'string' &&
    entry.slug.length > 0 &&
    typeof entry.name === 'string' &&
    typeof entry.category === 'string' &&
    typeof entry.location === 'string'
  )
}

/**
 * The stored list, read as untrusted text: anything that is not a list of recent searches (another
 * site version, a hand edit) counts as none, and a bad entry is skipped rather than shown.
 */
export function parseRecentSearches(raw: string | null): RecentSearch[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const list: RecentSearch[] = []
  for (const entry of value) {
    if (!isRecentSearch(entry) || seen.has(entry.slug)) continue
    seen.add(entry.slug)
    list.push({
      slug: entry.slug,
      name: entry.name,
      category: entry.category,
      location: entry.location,
    })
  }
  return list.slice(0, SEARCH_LIMITS.recentKept)
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be blocked outright (privacy settings); then nothing is remembered.
    return null
  }
}

export function loadRecentSearches(storage: Storage | null = browserStorage()): RecentSearch[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_KEY) ?? null)
  } catch {
    return []
  }
}

/** Records a trip the visitor opened and answers the new list. */
export function rememberRecentSearch(
  item: RecentSearch,
  storage: Storage | null = browserStorage(),
): RecentSearch[] {
  const list = addRecentSearch(loadRecentSearches(storage), item)
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list))
  } catch {
    // A full or blocked storage only means the list is not kept.
  }
  return list
}
