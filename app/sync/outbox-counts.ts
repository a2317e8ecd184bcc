/**
 * The sync status's outbox counts (pending, failed, conflicts), read on the state index without
 * reading the entries. Pictures waiting to be uploaded count as pending; a refused picture shows
 * through the edits it fails (uploads.ts).
 */
import type { SiteDatabase } from "../db/database.ts"
import type { SyncStatus } from "./status-store.ts"

export const createOutboxCounts = (db: SiteDatabase, status: SyncStatus) => {
  /** Counted in one transaction. */
  const read = () =>
    db.transaction("r", db.outbox, db.uploads, async () => {
      const counts = await Promise.all(
        ["pending", "failed", "conflict"].map((state) => db.outbox.where("state").equals(state).count()),
      )
      const uploads = await db.uploads.where("state").equals("pending").count()
      return [(counts[0] ?? 0) + uploads, counts[1] ?? 0, counts[2] ?? 0]
    })

  const show = ([pending, failed, conflicts]: number[]): void => {
    status.pending = pending ?? 0
    status.failed = failed ?? 0
    status.conflicts = conflicts ?? 0
  }

  // One count at a time: a call while one runs makes it run once more, and resolves after that.
  let counting: Promise<void> | undefined
  let countAgain = false
  const refresh = (): Promise<void> => {
    if (counting !== undefined) {
      countAgain = true
      return counting
    }
    counting = (async () => {
      try {
        do {
          countAgain = false
          show(await read())
        } while (countAgain)
      } finally {
        counting = undefined
      }
    })()
    return counting
  }

  // While a long queue drains, the counts follow a few times a second, not after every entry.
  let progressTimer: ReturnType<typeof setTimeout> | undefined
  const soon = (): void => {
    progressTimer ??= setTimeout(() => {
      progressTimer = undefined
      refresh().catch(() => undefined) // the database may be closed by then (a test's end)
    }, 250)
  }

  return { read, show, refresh, soon }
}
