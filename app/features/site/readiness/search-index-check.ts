/**
 * The readiness check's row for site search (issue 32): the index this page load keeps in memory
 * (search/search-store.ts) read back against the local database. Every public record the device holds
 * must be in the index, or a search offline would miss it; a missing one is named "kind id". The
 * index is started here if the page had not used search yet, and read once it has caught up with the
 * database. Loaded with the check, never on a page's first load.
 */
import { type SearchRow, searchDocumentOf } from "../../../../shared/search/documents.ts"
import { db } from "../../../db/database.ts"
import { searchTables } from "../search/search-store.ts"
import type { ItemCheck } from "./verify.ts"

export const searchIndexReadiness = async (): Promise<ItemCheck> => {
  const { siteSearchStore } = await import("../search/site-search.ts")
  const store = siteSearchStore()
  // Ready once each table has been read once; settled once what was read is indexed.
  await new Promise<void>((resolve) => {
    if (store.ready()) return resolve()
    const stop = store.subscribe(() => {
      if (!store.ready()) return
      stop()
      resolve()
    })
  })
  await store.settled()
  let total = 0
  const missing: string[] = []
  for (const [kind, entity] of searchTables) {
    const rows = (await db.rowsOf(entity).toArray()) as unknown as SearchRow[]
    for (const row of rows) {
      if (searchDocumentOf(kind, row) === undefined) continue
      total += 1
      if (!store.index.has(kind, row.id)) missing.push(`${kind} ${row.id}`)
    }
  }
  return { total, present: total - missing.length, missing }
}
