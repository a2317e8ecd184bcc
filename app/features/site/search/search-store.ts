/**
 * The site search's index in the browser (issue 32, item 1): one SearchIndex (shared/search/) in
 * memory, built from the local database and kept up to date by following it. Each of the five
 * tables is watched with a Dexie live query: whatever writes a row (a sync pull, a live update, a
 * delivery's answer, an administrator's own edit), the query answers again, and only the rows whose
 * version or state moved are indexed again (a row no longer public, or gone, is removed). The index
 * is never rebuilt from scratch on a change. Built a few hundred rows per task, so a first build of
 * thousands of records never blocks the page for long. Starts on first use (the header's field
 * focused, the results page opened), not with the page.
 */
import { liveQuery } from "dexie"
import type { EntityName } from "../../../../schema/sync.ts"
import { type SearchKind, type SearchRow, searchDocumentOf } from "../../../../shared/search/documents.ts"
import { SearchIndex } from "../../../../shared/search/search-index.ts"
import type { SiteDatabase } from "../../../db/database.ts"
import { nextTask } from "../../../ui/next-task.ts"

/** Each kind of search result and the local table its records come from. */
export const searchTables: ReadonlyArray<readonly [SearchKind, EntityName]> = [
  ["employee", "employees"],
  ["team", "teams"],
  ["project", "projects"],
  ["tool", "tools"],
  ["post", "blogPosts"],
]

/** Rows indexed per task on a first build. */
const rowsPerTask = 250

export interface SearchStore {
  readonly index: SearchIndex
  /** Counts the index's changes: a screen searches again when it moves. */
  readonly version: () => number
  /** True once every table has been read at least once. */
  readonly ready: () => boolean
  readonly subscribe: (listener: () => void) => () => void
  /** Stops following the database (tests). */
  readonly stop: () => void
  /** Resolves once the changes seen so far are in the index (tests). */
  readonly settled: () => Promise<void>
}

/**
 * What tells a row's content apart without reading its texts: its version and its states, partial
 * included (a body fetched for a card of the same version is indexed then: docs/sync.md).
 */
const stampOf = (row: SearchRow): string =>
  `${String(row.version)}|${String(row.updatedAt)}|${String(row.syncState)}|${String(row.isActive)}|${String(row.isPublished)}|${String(row.partial)}`

export const createSearchStore = (database: SiteDatabase): SearchStore => {
  const index = new SearchIndex()
  const stamps = new Map<SearchKind, Map<number, string>>()
  const listeners = new Set<() => void>()
  const loaded = new Set<SearchKind>()
  let version = 0
  let work = Promise.resolve()

  const notify = () => {
    version++
    for (const listener of listeners) listener()
  }

  const apply = async (kind: SearchKind, rows: readonly SearchRow[]) => {
    const previous = stamps.get(kind) ?? new Map<number, string>()
    const next = new Map<number, string>()
    let changed = false
    let done = 0
    for (const row of rows) {
      const stamp = stampOf(row)
      next.set(row.id, stamp)
      // A row with unsent edits may change without a new version: its texts are compared (set()).
      if (previous.get(row.id) === stamp && row.syncState === undefined) continue
      const document = searchDocumentOf(kind, row)
      if (document === undefined ? index.remove(kind, row.id) : index.set(document)) changed = true
      if (++done % rowsPerTask === 0) await nextTask()
    }
    for (const id of previous.keys()) if (!next.has(id) && index.remove(kind, id)) changed = true
    stamps.set(kind, next)
    const first = !loaded.has(kind)
    loaded.add(kind)
    if (changed || first) notify()
  }

  const subscriptions = searchTables.map(([kind, entity]) =>
    liveQuery(() => database.rowsOf(entity).toArray()).subscribe({
      next: (rows) => {
        work = work.then(() => apply(kind, rows as unknown as SearchRow[]))
      },
      error: (error: unknown) => console.error("search: could not read", entity, error),
    }),
  )

  return {
    index,
    version: () => version,
    ready: () => loaded.size === searchTables.length,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    },
    settled: () => work,
  }
}
