/**
 * Which change-log position each sync scope may read, watched for the change streams (issue 30,
 * routes/sync-stream.ts). The streams carry only this number: a device that sees it move pulls from its
 * own cursor as before, so exactly-once, ordering and scopes stay those of GET /api/sync.
 *
 * Two positions are enough: administrators read every entry; anonymous readers and staff read every
 * entry but the admin-only kinds (enquiries), so an enquiry sent to the site moves nobody's stream but
 * an administrator's.
 *
 * What makes the watch look again (commit-signal.ts):
 * - a write committed in this process: at once;
 * - PostgreSQL: NOTIFY from every process's write transactions, heard on one LISTEN connection;
 * - SQLite on a file: the newest seq, read on the side connection every `pollMs` (microseconds; another
 *   process of `serve:cluster` commits to the same file);
 * - otherwise (an in-memory SQLite) a slower query through knex.
 * Nothing runs while no stream is open.
 */
import { adminOnlyEntities } from "../../schema/sync.ts"
import type { SyncScope } from "../../schema/roles.ts"
import type { Database } from "../db/connection.ts"
import { maxSeq } from "./change-log.ts"
import { onCommit } from "./commit-signal.ts"
import { listenForChanges } from "./change-notify.ts"

export interface ScopeSeqs {
  /** The newest seq of all (administrators). */
  readonly all: number
  /** The newest seq of an entry that is not admin-only (anonymous readers, editors, viewers). */
  readonly shared: number
}

export const seqOfScope = (seqs: ScopeSeqs, scope: SyncScope): number =>
  scope === "admin" ? seqs.all : seqs.shared

type Listener = (seqs: ScopeSeqs) => void

const readScopeSeqs = async (db: Database): Promise<ScopeSeqs> => {
  const all = await maxSeq(db.knex)
  const row = (await db
    .knex("change_log")
    .max({ seq: "seq" })
    .whereNotIn("entity", adminOnlyEntities)
    .first()) as { seq: number | string | null } | undefined
  return { all, shared: Number(row?.seq ?? 0) }
}

export interface ChangeWatchOptions {
  /** How often the SQLite side connection is asked for the newest seq (default 100 ms). */
  readonly pollMs?: number
}

export class ChangeWatch {
  private readonly listeners = new Set<Listener>()
  private latest: ScopeSeqs | undefined
  private reading: Promise<void> | undefined
  private readAgain = false
  private stopSource: (() => void) | undefined
  private lastSeenSeq = -1
  private closed = false

  constructor(
    private readonly db: Database,
    private readonly options: ChangeWatchOptions = {},
  ) {}

  /** The positions now, read fresh (a stream's first event). */
  async current(): Promise<ScopeSeqs> {
    const seqs = await readScopeSeqs(this.db)
    this.latest = seqs
    return seqs
  }

  /** Called with the new positions after each change; the returned function stops it. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    if (this.listeners.size === 1 && !this.closed) this.start()
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) this.stop()
    }
  }

  get size(): number {
    return this.listeners.size
  }

  /** Look again now; calls that arrive while a read runs make one more read after it, not one each. */
  poke(): void {
    if (this.listeners.size === 0) return
    if (this.reading !== undefined) {
      this.readAgain = true
      return
    }
    this.reading = this.readAndTell().finally(() => {
      this.reading = undefined
      if (this.readAgain) {
        this.readAgain = false
        this.poke()
      }
    })
  }

  close(): void {
    this.closed = true
    this.stop()
    this.listeners.clear()
  }

  private async readAndTell(): Promise<void> {
    let seqs: ScopeSeqs
    try {
      seqs = await readScopeSeqs(this.db)
    } catch {
      // The database is closing or busy: the next poke or poll reads again.
      return
    }
    const before = this.latest
    this.latest = seqs
    if (before !== undefined && before.all === seqs.all && before.shared === seqs.shared) return
    for (const listener of [...this.listeners]) listener(seqs)
  }

  private start(): void {
    const stops: Array<() => void> = [onCommit(this.db, () => this.poke())]
    const pollMs = this.options.pollMs ?? 100
    if (this.db.engine === "postgres") {
      stops.push(listenForChanges(this.db, () => this.poke()))
      // The LISTEN connection may drop and come back: a slow look in between misses nothing for long.
      const slow = setInterval(() => this.poke(), 5_000)
      stops.push(() => clearInterval(slow))
    } else {
      const newest = this.db.newestSeqNow
      const tick =
        newest === undefined
          ? () => this.poke()
          : () => {
              let seq: number
              try {
                seq = newest()
              } catch {
                return
              }
              if (seq !== this.lastSeenSeq) {
                this.lastSeenSeq = seq
                this.poke()
              }
            }
      const timer = setInterval(tick, newest === undefined ? Math.max(pollMs, 500) : pollMs)
      timer.unref()
      stops.push(() => clearInterval(timer))
    }
    this.stopSource = () => {
      for (const stop of stops) stop()
    }
  }

  private stop(): void {
    this.stopSource?.()
    this.stopSource = undefined
    this.lastSeenSeq = -1
  }
}
