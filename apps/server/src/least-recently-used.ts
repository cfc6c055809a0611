/**
 * A map that keeps at most `maxEntries`, dropping the least recently used entry first: reading
 * or writing an entry makes it the most recent. Behind the catalogue's answers, the page cache
 * and SQLite's kept statements.
 */
export function createLeastRecentlyUsed<V>(maxEntries: number) {
  const entries = new Map<string, V>()
  return {
    get(key: string): V | undefined {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set(key: string, value: V): void {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
    },
    delete(key: string): void {
      entries.delete(key)
    },
    get size() {
      return entries.size
    },
  }
}
