/** Which outbox entries the sync panel lists, and which of them wait behind a stuck entry of their row. */
import type { OutboxEntry } from "../../db/local-row.ts"
import { targetKey } from "../local-view.ts"

/** Pending entries listed at most; the rest of a long offline queue is summed up in one line. */
export const pendingShownMax = 50

export interface PanelEntries {
  /** Every failed or conflicting entry (each needs the person), and the first pending ones. */
  readonly shown: OutboxEntry[]
  /** Keys of entries that wait for an earlier failed or conflicting entry of the same row. */
  readonly waiting: ReadonlySet<string>
  /** Pending entries not listed. */
  readonly hidden: number
}

export const panelEntries = (entries: ReadonlyArray<OutboxEntry>, max = pendingShownMax): PanelEntries => {
  const blocked = new Set<string>()
  const waiting = new Set<string>()
  const shown: OutboxEntry[] = []
  let pending = 0
  for (const entry of entries) {
    const target = targetKey(entry.entity, entry.targetId)
    if (blocked.has(target)) waiting.add(entry.key)
    if (entry.state !== "pending") blocked.add(target)
    if (entry.state !== "pending" || pending < max) shown.push(entry)
    if (entry.state === "pending") pending += 1
  }
  return { shown, waiting, hidden: entries.length - shown.length }
}
