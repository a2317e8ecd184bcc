/**
 * The rows an anonymous visitor's device holds, kept in this process's memory for the server's
 * renderer: exactly what a visitor's first pull of GET /api/sync would give (sync/feed.ts, anonymous
 * scope: active records, published posts, the settings; no collaboration requests), brought up to
 * date the same way, by reading the change log from where it was. Before each page it asks the
 * database for the change log's newest seq, so a write committed by any process shows in the very
 * next page of every process.
 */
import type { PublicRow, PublicRows } from "../../schema/page-render.ts"
import type { EntityName } from "../../schema/sync.ts"
import { syncPageMax } from "../../schema/sync.ts"
import type { Database } from "../db/connection.ts"
import { HttpError } from "../http/errors.ts"
import { newestSeq } from "../sync/change-log.ts"
import { readFeed } from "../sync/feed.ts"

/** The public rows at one point of the change log. */
export interface PublicRowsAt {
  readonly rows: PublicRows
  /** Counts the changes seen by this process: a new version whenever a public row changed. */
  readonly version: number
  /** The change log's seq these rows are as of (the page carries it: prerendered-data.ts). */
  readonly cursor: number
}

interface FeedPage {
  readonly cursor: number
  readonly more: boolean
  readonly changes: ReadonlyArray<{
    readonly entity: EntityName
    readonly id: number
    readonly op: "upsert" | "delete"
    readonly row?: PublicRow
  }>
}

type Tables = Map<EntityName, Map<number, PublicRow>>

const listed = (tables: Tables, entity: EntityName): readonly PublicRow[] => [
  ...(tables.get(entity)?.values() ?? []),
]

const rowsOf = (tables: Tables): PublicRows => ({
  employees: listed(tables, "employees"),
  teams: listed(tables, "teams"),
  projects: listed(tables, "projects"),
  tools: listed(tables, "tools"),
  blogPosts: listed(tables, "blogPosts"),
  settings: listed(tables, "settings")[0],
})

export class PublicRowsStore {
  private tables: Tables = new Map()
  private cursor = 0
  private current: PublicRowsAt = { rows: rowsOf(new Map()), version: 0, cursor: 0 }
  private loaded = false
  /** The catch-up under way: readers that need newer rows than the current ones wait for it. */
  private catchingUp: Promise<void> | undefined

  constructor(private readonly db: Database) {}

  /** The public rows as of now: at least every change committed before this call. */
  async now(): Promise<PublicRowsAt> {
    const newest = await newestSeq(this.db)
    if (this.loaded && this.cursor === newest) return this.current
    // A catch-up that started before this reader arrived may have read the log before the write
    // this reader saw: then another one follows. A cursor past the newest seq (a database restored
    // from a backup) makes the catch-up start over (the feed's 410).
    do {
      this.catchingUp ??= this.catchUp().finally(() => (this.catchingUp = undefined))
      await this.catchingUp
    } while (this.cursor < newest)
    return this.current
  }

  private async catchUp(): Promise<void> {
    let changed = !this.loaded
    for (;;) {
      let page: FeedPage
      try {
        page = JSON.parse(await readFeed(this.db, "anonymous", this.cursor, syncPageMax)) as FeedPage
      } catch (error) {
        // The log is behind the cursor (a database restored from a backup): start over from 0.
        if (error instanceof HttpError && error.status === 410 && this.cursor > 0) {
          this.tables = new Map()
          this.cursor = 0
          changed = true
          continue
        }
        throw error
      }
      for (const change of page.changes) {
        let table = this.tables.get(change.entity)
        if (table === undefined) {
          table = new Map()
          this.tables.set(change.entity, table)
        }
        if (change.op === "upsert" && change.row !== undefined) {
          table.set(change.id, change.row)
          changed = true
        } else if (table.delete(change.id)) changed = true
      }
      this.cursor = page.cursor
      if (!page.more) break
    }
    this.loaded = true
    // Each version is a new, unchanging set of rows: a render under way keeps the one it started with.
    this.current = changed
      ? { rows: rowsOf(this.tables), version: this.current.version + 1, cursor: this.cursor }
      : { ...this.current, cursor: this.cursor }
  }
}
