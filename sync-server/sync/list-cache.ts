/**
 * Serialised list responses kept in memory with a precomputed ETag. An entry is valid while the change
 * log's newest seq is the one it was built at. Every cacheable read asks the database for that seq
 * (never process memory), so a write committed by any process on the same database is seen by the
 * next read of every other process, at once: no stale list, no stale ETag/304.
 */
import { createHash } from "node:crypto"
import { gzipSync } from "node:zlib"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Database } from "../db/connection.ts"
import { maxSeq } from "./change-log.ts"

/** What a build makes: the body, and headers that belong to it (a list page's Link and count). */
export type Built = string | { readonly body: string; readonly headers: Readonly<Record<string, string>> }

interface Entry {
  readonly seq: number
  readonly body: Buffer
  readonly headers: Readonly<Record<string, string>>
  /** Whether the headers belong to the answer (a list page's Link and count): then they are in its tag. */
  readonly tagHeaders: boolean
  /** The ETag's hash, made at the first answer that needs one (a text() entry, a feed pull, never does). */
  hash?: string
  /** Compressed once, at the first answer that wants it (a text() entry never is); for gzip clients. */
  gzipped?: Buffer
}

/**
 * The headers are in the tag: a page whose rows are unchanged but whose count or next page changed is
 * a new answer (never a 304 that would keep the old count).
 */
const hashOf = (entry: Entry): string => {
  const hasher = createHash("sha1").update(entry.body)
  if (entry.tagHeaders) hasher.update(JSON.stringify(entry.headers))
  return hasher.digest("base64url")
}

const defaultMaxEntries = 200

/**
 * The newest seq through knex (PostgreSQL, an in-memory SQLite), with one query shared by the reads
 * that arrived before it started. A read arriving while a query runs waits for the next one: that
 * query may have started before a write the reader already saw answered, and its answer may be
 * older than the write. Under load one query serves every request of the previous round trip.
 */
class SharedSeqQuery {
  private running: Promise<number> | undefined
  private queued: Promise<number> | undefined

  constructor(private readonly db: Database) {}

  read(): Promise<number> {
    if (this.running === undefined) return this.start()
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined
        return this.start()
      })
    return this.queued
  }

  private start(): Promise<number> {
    const query = maxSeq(this.db.knex).finally(() => {
      if (this.running === query) this.running = undefined
    })
    this.running = query
    return query
  }
}

export class ListCache {
  private readonly entries = new Map<string, Entry>()
  /** Builds in progress, by key and seq. */
  private readonly building = new Map<string, Promise<Entry>>()
  private readonly newestSeq: () => number | Promise<number>

  /** maxEntries: how many answers are kept (least recently built out first). */
  constructor(
    db: Database,
    private readonly maxEntries = defaultMaxEntries,
  ) {
    const shared = new SharedSeqQuery(db)
    const now = db.newestSeqNow
    this.newestSeq =
      now === undefined
        ? () => shared.read()
        : () => {
            try {
              return now()
            } catch {
              // The side connection could not read (busy past its timeout): ask through knex.
              return shared.read()
            }
          }
  }

  private async entryFor(key: string, build: () => Promise<Built>): Promise<Entry> {
    const seq = await this.newestSeq()
    const cached = this.entries.get(key)
    if (cached !== undefined && cached.seq === seq) return cached
    // Reads that found the same new seq share one build: its rows are read after a query that saw
    // that seq, so they hold every change up to it, as a cached entry at that seq would.
    const buildKey = `${key}@${seq}`
    const running = this.building.get(buildKey)
    if (running !== undefined) return running
    const entry = this.build(key, seq, build).finally(() => this.building.delete(buildKey))
    this.building.set(buildKey, entry)
    return entry
  }

  private async build(key: string, seq: number, build: () => Promise<Built>): Promise<Entry> {
    // Rows are read after the seq, so they are at least as new as the stamp (at worst rebuilt once more).
    const built = await build()
    const body = Buffer.from(typeof built === "string" ? built : built.body, "utf8")
    const headers = typeof built === "string" ? {} : built.headers
    const entry: Entry = { seq, body, headers, tagHeaders: typeof built !== "string" }
    // A build for an older seq that finishes late does not replace a newer entry.
    const current = this.entries.get(key)
    if (current !== undefined && current.seq > seq) return entry
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, entry)
    return entry
  }

  /** A small derived value (a list's row count) kept like an answer, valid at the same seq. */
  async text(key: string, build: () => Promise<string>): Promise<string> {
    return (await this.entryFor(key, build)).body.toString("utf8")
  }

  /** The stored bytes of an answer sent with no caching of its own (a page of the feed): no copy made. */
  async bytes(key: string, build: () => Promise<string>): Promise<Buffer> {
    return (await this.entryFor(key, build)).body
  }

  /** Answer from the cache: 304 when If-None-Match matches, else the stored bytes as they are. */
  async serve(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    build: () => Promise<Built>,
  ): Promise<void> {
    const entry = await this.entryFor(key, build)
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")
    const hash = (entry.hash ??= hashOf(entry))
    const etag = gzip ? `"${hash}-gz"` : `"${hash}"`
    const headers = {
      ...entry.headers,
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
    const body = gzip ? (entry.gzipped ??= gzipSync(entry.body)) : entry.body
    res.writeHead(200, {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": body.length,
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    })
    res.end(body)
  }
}
