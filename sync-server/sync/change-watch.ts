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
 *
 * Announcements are coalesced: after telling the streams, the watch waits a gap before it looks again,
 * so a burst of writes costs each device a pull per gap, not a pull per write (200 devices pulling
 * after each of 250 writes/s would be 50,000 pulls/s). A write after a quiet moment is told at once;
 * one inside the gap at its end. The gap starts at `minGapMs` and doubles each time the changes that
 * waited for it were several (writes come faster than it), up to `maxGapMs`: a sustained stream of
 * writes (an import, a script) is told at most once a second. A single change that waited (an
 * editor's save a moment after another's) brings the gap back down, as does one quiet gap: saves a
 * second apart once kept the gap at a second, and each waited most of it (bench:live's p95 went from
 * about 130 to 800 ms). Each announcement carries the newest position, so nothing is lost by skipping
 * the ones in between.
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
  /** The gap after an announcement while writes are occasional (default `defaultMinGapMs`). */
  readonly minGapMs?: number
  /** The gap it grows to under a sustained stream of writes (default `defaultMaxGapMs`). */
  readonly maxGapMs?: number
}

/** A quarter of a second: well inside the 1 s a change may take to reach every device. */
export const defaultMinGapMs = 250
/** Under sustained writes: each device pulls at most once a second. */
export const defaultMaxGapMs = 1000

export class ChangeWatch {
  private readonly listeners = new Set<Listener>()
  private latest: ScopeSeqs | undefined
  private reading: Promise<void> | undefined
  private readAgain = false
  private stopSource: (() => void) | undefined
  private lastSeenSeq = -1
  private closed = false
  /** When the listeners were last told (ms), and the timer of a look held back until the gap ends. */
  private toldAt = Number.NEGATIVE_INFINITY
  private heldBack: ReturnType<typeof setTimeout> | undefined
  /** The gap now; `held` says the look under way was held back by it (the gap then grows). */
  private gapMs: number
  private held = false

  constructor(
    private readonly db: Database,
    private readonly options: ChangeWatchOptions = {},
  ) {
    this.gapMs = options.minGapMs ?? defaultMinGapMs
  }

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
    const wait = this.toldAt + this.gapMs - Date.now()
    if (wait > 0) {
      this.heldBack ??= setTimeout(() => {
        this.heldBack = undefined
        this.held = true
        this.poke()
      }, wait)
      return
    }
    // A change that came inside the gap waited for it, whether its timer or another poke ends the wait.
    const held = this.held || this.heldBack !== undefined
    if (this.heldBack !== undefined) clearTimeout(this.heldBack)
    this.heldBack = undefined
    this.held = false
    if (this.reading !== undefined) {
      this.readAgain = true
      this.held = held
      return
    }
    this.reading = this.readAndTell(held).finally(() => {
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

  /** `held`: this look waited for the gap to end (a change came inside it). */
  private async readAndTell(held: boolean): Promise<void> {
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
    this.toldAt = Date.now()
    // Several changes that had to wait for the gap: writes come faster than it; one, or none that
    // waited: quiet enough again. (Only looks that found a change count: the SQLite poll also looks
    // after a write already told.)
    const several = before !== undefined && seqs.all - before.all > 1
    const minGap = this.options.minGapMs ?? defaultMinGapMs
    this.gapMs = held && several ? Math.min(this.options.maxGapMs ?? defaultMaxGapMs, this.gapMs * 2) : minGap
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
    if (this.heldBack !== undefined) clearTimeout(this.heldBack)
    this.heldBack = undefined
    this.stopSource?.()
    this.stopSource = undefined
    this.lastSeenSeq = -1
  }
}
