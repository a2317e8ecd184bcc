/**
 * A Map that keeps only its `max` most recently used entries (a least-recently-used cache): Map keeps
 * insertion order, so a read moves its key to the end and the first key is the one to let go. Used by
 * the rendered-Markdown cache of post pages and the SQLite connection's prepared statements.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(private readonly max: number) {}

  get size(): number {
    return this.entries.size
  }

  /** The value kept for `key`, now the most recently used; undefined when none is kept. */
  get(key: K): V | undefined {
    const found = this.entries.get(key)
    if (found === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, found)
    return found
  }

  /** Keep `value` as the most recently used, letting the least recently used go beyond `max`. */
  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }
}
