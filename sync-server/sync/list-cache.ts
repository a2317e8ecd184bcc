/**
 * Serialised list responses kept in memory with a precomputed ETag. An entry is valid while the change
 * log's newest seq is the one it was built at; the seq is read from the database (not only noted on
 * local writes), so several processes on one PostgreSQL stay correct. To keep the hot path free of a
 * query per request, the seq read is shared by concurrent requests and reused for `freshnessMs`
 * (a write in this process forces the next read at once; another process's write is seen within
 * `freshnessMs`).
 */
import { createHash } from "node:crypto"
import { gzipSync } from "node:zlib"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Database } from "../db/connection.ts"
import { maxSeq } from "./change-log.ts"

interface Entry {
  readonly seq: number
  readonly body: Buffer
  readonly etag: string
  /** Compressed once when built, not per request; sent to clients that accept gzip. */
  readonly gzipped: Buffer
  readonly gzipEtag: string
}

const maxEntries = 200

export class ListCache {
  private readonly entries = new Map<string, Entry>()
  private seq = -1
  private checkedAt = -Infinity
  private pending: Promise<number> | undefined

  constructor(
    private readonly db: Database,
    private readonly freshnessMs: number,
  ) {}

  /** Called after every committed write of this process. */
  noteWrite(): void {
    this.checkedAt = -Infinity
  }

  private currentSeq(): Promise<number> {
    if (performance.now() - this.checkedAt < this.freshnessMs) return Promise.resolve(this.seq)
    this.pending ??= maxSeq(this.db.knex)
      .then((seq) => {
        this.seq = seq
        this.checkedAt = performance.now()
        return seq
      })
      .finally(() => {
        this.pending = undefined
      })
    return this.pending
  }

  private async entryFor(key: string, build: () => Promise<string>): Promise<Entry> {
    const seq = await this.currentSeq()
    const cached = this.entries.get(key)
    if (cached !== undefined && cached.seq === seq) return cached
    // Rows are read after the seq, so they are at least as new as the stamp (at worst rebuilt once more).
    const body = Buffer.from(await build(), "utf8")
    const hash = createHash("sha1").update(body).digest("base64url")
    const entry = { seq, body, etag: `"${hash}"`, gzipped: gzipSync(body), gzipEtag: `"${hash}-gz"` }
    if (this.entries.size >= maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, entry)
    return entry
  }

  /** Answer from the cache: 304 when If-None-Match matches, else the stored bytes as they are. */
  async serve(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    build: () => Promise<string>,
  ): Promise<void> {
    const entry = await this.entryFor(key, build)
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")
    const etag = gzip ? entry.gzipEtag : entry.etag
    const headers = {
      ETag: etag,
      "Cache-Control": "no-cache",
      Vary: "Cookie, Accept-Language, Accept-Encoding",
    }
    const ifNoneMatch = req.headers["if-none-match"]
    if (ifNoneMatch !== undefined && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    const body = gzip ? entry.gzipped : entry.body
    res.writeHead(200, {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": body.length,
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    })
    res.end(body)
  }
}
