/**
 * Values built from the database (rendered pages, page heads, the sitemap, feeds) kept in this
 * process's memory, each with the stamp of what it was built from (the change log's newest seq, or
 * the public rows' version and the day: sync-server/pages/). A value is answered from here only while
 * its stamp is the current one, so it is never older than the database; readers who ask for the same
 * key at the same stamp while it is built share that one build. Bounded, least recently used first
 * out: keys hold addresses and origins, which whoever sends a request chooses.
 */
interface Entry<T> {
  readonly stamp: string
  readonly value: T
}

export class StampedCache<T> {
  private readonly entries = new Map<string, Entry<T>>()
  private readonly building = new Map<string, Promise<T>>()

  constructor(private readonly maxEntries: number) {}

  async get(key: string, stamp: string, build: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key)
    if (cached !== undefined && cached.stamp === stamp) {
      // Most recently used last: the first key is the one to drop when the cache is full.
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached.value
    }
    const buildKey = `${stamp}\n${key}`
    const running = this.building.get(buildKey)
    if (running !== undefined) return running
    const before = cached?.stamp
    const value = build()
      .then((built) => {
        // A build for an older stamp that finishes after a newer one was kept does not replace it.
        const now = this.entries.get(key)
        if (now !== undefined && now.stamp !== before) return built
        this.entries.delete(key)
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value
          if (oldest !== undefined) this.entries.delete(oldest)
        }
        this.entries.set(key, { stamp, value: built })
        return built
      })
      .finally(() => this.building.delete(buildKey))
    this.building.set(buildKey, value)
    return value
  }

  get size(): number {
    return this.entries.size
  }
}
