/**
 * Who is editing what, watched for the staff's change streams (issue 30, item 4): while at least one
 * stream listens, the table is read every `pollMs` (a few rows, one indexed query) and after each
 * change this process made, and listeners hear the list whenever it differs from the last. Reading
 * the table, not this process's memory, is what makes a dialog open on one process seen on another
 * (PostgreSQL or serve:cluster), and an expiry seen without anybody writing.
 */
import type { Database } from "../db/connection.ts"
import { type EditorRow, editorsNow } from "./presence-store.ts"

export interface PresenceSettings {
  /** How long an open dialog counts after its tab last said so (schema/presence.ts presenceTtlMs). */
  readonly ttlMs: number
  /** How often the table is read while a stream listens. */
  readonly pollMs: number
}

type Listener = (editors: ReadonlyArray<EditorRow>) => void

export class PresenceWatch {
  private readonly listeners = new Set<Listener>()
  /** The list last told, as text: a read that finds the same tells nobody. */
  private lastTold: string | undefined
  private timer: NodeJS.Timeout | undefined
  private reading = false
  private readAgain = false

  constructor(
    private readonly db: Database,
    readonly settings: PresenceSettings,
    private readonly now: () => number,
  ) {}

  /** The open dialogs now, read fresh (a stream's first presence event). */
  current(): Promise<ReadonlyArray<EditorRow>> {
    return editorsNow(this.db.knex, this.now())
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    if (this.timer === undefined) {
      this.timer = setInterval(() => this.poke(), this.settings.pollMs)
      this.timer.unref()
    }
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) this.stop()
    }
  }

  /** Read again now (this process just changed the table); reads asked for meanwhile make one more. */
  poke(): void {
    if (this.listeners.size === 0) return
    if (this.reading) {
      this.readAgain = true
      return
    }
    this.reading = true
    void this.readAndTell().finally(() => {
      this.reading = false
      if (this.readAgain) {
        this.readAgain = false
        this.poke()
      }
    })
  }

  close(): void {
    this.listeners.clear()
    this.stop()
  }

  private stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer)
    this.timer = undefined
    this.lastTold = undefined
  }

  private async readAndTell(): Promise<void> {
    let rows: EditorRow[]
    try {
      rows = await editorsNow(this.db.knex, this.now())
    } catch {
      // The database is closing or busy: the next tick reads again.
      return
    }
    const text = JSON.stringify(rows)
    if (this.lastTold === text) return
    this.lastTold = text
    for (const listener of [...this.listeners]) listener(rows)
  }
}
