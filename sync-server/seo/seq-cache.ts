/**
 * Values built from the database (page heads, the sitemap, feeds) kept while the change log's newest
 * seq is the one they were built at, as the list cache does (sync/list-cache.ts): every read asks the
 * database for that seq, so an edit committed by any process is in the very next answer of every
 * process. Bounded: keys hold request origins and paths, which whoever sends a request chooses.
 */
import type { Database } from "../db/connection.ts"
import { newestSeq } from "../sync/change-log.ts"
import { StampedCache } from "../sync/stamped-cache.ts"

export class SeqCache<T> {
  private readonly cache: StampedCache<T>

  constructor(
    private readonly db: Database,
    maxEntries = 500,
  ) {
    this.cache = new StampedCache(maxEntries)
  }

  async get(key: string, build: () => Promise<T>): Promise<T> {
    // Rows are read after the seq, so they are at least as new as the stamp (at worst rebuilt once more).
    const seq = await newestSeq(this.db)
    return this.cache.get(key, String(seq), build)
  }
}
