/**
 * Values built from the database (page heads, the sitemap, feeds) kept while the change log's newest
 * seq is the one they were built at, as the list cache does (sync/list-cache.ts): every read asks the
 * database for that seq, so an edit committed by any process is in the very next answer of every
 * process. Bounded: keys hold request origins and paths, which whoever sends a request chooses.
 */
import type { Database } from "../db/connection.ts"
import { maxSeq } from "../sync/change-log.ts"

interface Entry<T> {
  readonly seq: number
  readonly value: T
}

export class SeqCache<T> {
  private readonly entries = new Map<string, Entry<T>>()
  /** Builds in progress, by key and seq: reads that found the same seq share one build. */
  private readonly building = new Map<string, Promise<T>>()

  constructor(
    private readonly db: Database,
    private readonly maxEntries = 500,
  ) {}

  /** The change log's newest seq: on a SQLite file a synchronous read of its own, else a query. */
  newestSeq(): Promise<number> {
    const now = this.db.newestSeqNow
    if (now !== undefined) {
      try {
        return Promise.resolve(now())
      } catch {
        // The side connection could not read (busy past its timeout): ask through knex.
      }
    }
    return maxSeq(this.db.knex)
  }

  async get(key: string, build: () => Promise<T>): Promise<T> {
    const seq = await this.newestSeq()
    const cached = this.entries.get(key)
    if (cached !== undefined && cached.seq === seq) {
      // Most recently used last: the first key is the one to drop when the cache is full.
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached.value
    }
    const buildKey = `${seq}\n${key}`
    const running = this.building.get(buildKey)
    if (running !== undefined) return running
    // Rows are read after the seq, so they are at least as new as the stamp (at worst rebuilt once more).
    const value = build()
      .then((built) => {
        const current = this.entries.get(key)
        // A build for an older seq that finishes late does not replace a newer entry.
        if (current === undefined || current.seq <= seq) {
          this.entries.delete(key)
          if (this.entries.size >= this.maxEntries) {
            const oldest = this.entries.keys().next().value
            if (oldest !== undefined) this.entries.delete(oldest)
          }
          this.entries.set(key, { seq, value: built })
        }
        return built
      })
      .finally(() => this.building.delete(buildKey))
    this.building.set(buildKey, value)
    return value
  }
}
