/** How an outbox entry names its row in the panel: the row's own name or title when it has one. */
import type { OutboxEntry } from "../../db/local-row.ts"

export const rowLabel = (entry: OutboxEntry): string => {
  for (const source of [entry.payload, entry.baseRow ?? {}, entry.conflict?.theirs ?? {}]) {
    for (const field of ["name", "title", "companyName", "siteName"]) {
      const value = (source as Record<string, unknown>)[field]
      if (typeof value === "string" && value.trim() !== "") return value
    }
  }
  return entry.targetId > 0 ? `#${entry.targetId}` : ""
}

/** A field value as text for the side-by-side view. */
export const showValue = (value: unknown): string => {
  if (value === null || value === undefined) return "—"
  if (typeof value === "string") return value === "" ? "—" : value
  if (Array.isArray(value)) return value.join(", ")
  return String(value)
}
