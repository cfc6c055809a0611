/**
 * A map that keeps at most `maxEntries` entries and forgets the least recently used one first.
 * A Map iterates in insertion order, so re-inserting on every read keeps the oldest entry first.
 */
export class LruCache<K, V> {
  readonly maxEntries: number
  readonly #entries = new Map<K, V>()

  constructor(maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1)
      throw new RangeError('An LRU cache keeps at least one entry')
    this.maxEntries = maxEntries
  }

  get size(): number {
    return this.#entries.size
  }

  /** The value for `key`, which also becomes the most recently used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key) as V
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next()
      if (oldest.done) break
      this.#entries.delete(oldest.value)
    }
  }

  /** The keys from least to most recently used. */
  keys(): K[] {
    return [...this.#entries.keys()]
  }
}
