/** The HTTP call (spec section 7) that delivers an outbox entry. */
import { entityPaths } from "../../schema/sync.ts"
import type { OutboxEntry } from "../db/local-row.ts"

export interface EntryRequest {
  readonly method: "POST" | "PATCH" | "DELETE"
  readonly path: string
  readonly body?: Record<string, unknown>
  /** The base version for If-Match (absent: creates, and edits of rows this device never pulled). */
  readonly ifMatch?: number
}

/** Where several entries go at once (docs/sync.md, "Batched push"). */
export const pushPath = "/api/sync/push"

const rowPath = (entry: OutboxEntry): string =>
  entry.entity === "settings" ? entityPaths.settings : `${entityPaths[entry.entity]}/${entry.targetId}`

export const requestOf = (entry: OutboxEntry): EntryRequest => {
  const ifMatch = entry.baseVersion ?? undefined
  switch (entry.op) {
    case "create":
      return { method: "POST", path: entityPaths[entry.entity], body: entry.payload }
    case "update":
      return { method: "PATCH", path: rowPath(entry), body: entry.payload, ifMatch }
    case "delete":
      return { method: "DELETE", path: rowPath(entry), ifMatch }
    case "publish":
      return { method: "PATCH", path: `${rowPath(entry)}/publish`, body: entry.payload, ifMatch }
    case "status":
      return { method: "PATCH", path: `${rowPath(entry)}/status`, body: entry.payload, ifMatch }
    case "note":
      // A note only adds (routes/enquiry-notes.ts): no base version to check.
      return { method: "POST", path: `${rowPath(entry)}/notes`, body: entry.payload }
  }
}
