/**
 * A map that keeps at most `maxEntries`, dropping the least recently used entry first: reading
 * or writing an entry makes it the most recent. Behind the catalogue's answers, the page cache
 * and SQLite's kept statements.
 */
export function createLeastRecentlyUsed<V>(maxEntries: number) {
  const entries = new Map<string, V>()
  // The entry last read or written is already the most recent: reading it again moves nothing,
  // which spares the hottest key a delete and a re-insert (and the map's clean-ups they cause).
  let newest: string | undefined
  return {
    get(key: string): V | undefined {
      const value = entries.get(key)
      if (value !== undefined && key !== newest) {
        entries.delete(key)
        entries.set(key, value)
        newest = key
      }
      return value
    },
    set(key: string, value: V): void {
      entries.delete(key)
      entries.set(key, value)
      newest = key
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
    },
    delete(key: string): void {
      entries.delete(key)
      if (key === newest) newest = undefined
    },
    get size() {
      return entries.size
    },
  }
}
