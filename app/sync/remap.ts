/**
 * When the server gives a row created offline its real id, everything that still says the temporary
 * (negative) id is rewritten: the row itself, later outbox entries aimed at it, and references in
 * other rows and payloads (a team's `composition` holds employee ids, a project's `teamComposition`
 * holds team ids). Pure functions; sync/apply-result.ts runs them in one transaction.
 */
import type { EntityName } from "../../schema/sync.ts"
import type { OutboxEntry } from "../db/local-row.ts"

export interface IdMapping {
  readonly entity: EntityName
  readonly from: number
  readonly to: number
}

/** Which field of which entity holds ids of which other entity. */
export const references: ReadonlyArray<{ holder: EntityName; field: string; target: EntityName }> = [
  { holder: "teams", field: "composition", target: "employees" },
  { holder: "projects", field: "teamComposition", target: "teams" },
]

/** The fields or payload of a row of `holder` with references to `mapping` rewritten (same object if none). */
export const remapFields = <T extends Record<string, unknown>>(
  holder: EntityName,
  fields: T,
  mapping: IdMapping,
): T => {
  let result = fields
  for (const ref of references) {
    if (ref.holder !== holder || ref.target !== mapping.entity) continue
    const ids = fields[ref.field]
    if (!Array.isArray(ids) || !ids.includes(mapping.from)) continue
    result = { ...result, [ref.field]: ids.map((id) => (id === mapping.from ? mapping.to : id)) }
  }
  return result
}

/** An outbox entry with the temporary id replaced in its target and payload (same object if untouched). */
export const remapEntry = (entry: OutboxEntry, mapping: IdMapping): OutboxEntry => {
  const retarget = entry.entity === mapping.entity && entry.targetId === mapping.from
  const payload = remapFields(entry.entity, entry.payload, mapping)
  if (!retarget && payload === entry.payload) return entry
  return { ...entry, targetId: retarget ? mapping.to : entry.targetId, payload }
}

/** Temporary ids a payload refers to (so an entry waits while the row it needs is not created yet). */
export const temporaryReferences = (entity: EntityName, payload: Record<string, unknown>): string[] => {
  const found: string[] = []
  for (const ref of references) {
    if (ref.holder !== entity) continue
    const ids = payload[ref.field]
    if (Array.isArray(ids))
      for (const id of ids) if (typeof id === "number" && id < 0) found.push(`${ref.target}:${id}`)
  }
  return found
}
