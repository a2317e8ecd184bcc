/**
 * Who made the server's side of a conflict, and when (issue 28, item 8): the audit trail's record of
 * the version the conflict met (GET /api/history, administrators only). Read once when the conflict
 * is opened; offline, or for a version the trail has not got, only the row's own time is known.
 */
import { useEffect, useState } from "react"
import type { AuditPage } from "../../../schema/audit.ts"
import type { EntityName } from "../../../schema/sync.ts"

export interface ServerChange {
  /** The account that made it; null when the trail does not say (or cannot be read now). */
  readonly who: string | null
  /** When the server took it (ISO 8601). */
  readonly at: string
}

/** The version's record among a page of the row's history, newest first. */
export const changeOf = (page: AuditPage, version: number): ServerChange | null => {
  const record = page.records.find((candidate) => candidate.after?.version === version)
  return record === undefined ? null : { who: record.actor?.username ?? null, at: record.at }
}

export const useServerChange = (
  entity: EntityName,
  id: number,
  theirs: Readonly<Record<string, unknown>> | null,
): ServerChange | null => {
  const version = typeof theirs?.version === "number" ? theirs.version : null
  const updatedAt = typeof theirs?.updatedAt === "string" ? theirs.updatedAt : null
  const [found, setFound] = useState<ServerChange | null>(null)
  useEffect(() => {
    if (version === null || id <= 0) return
    let current = true
    fetch(`/api/history/${entity}/${id}?limit=20`, { headers: { Accept: "application/json" } })
      .then(async (response) => (response.ok ? ((await response.json()) as AuditPage) : null))
      .then((page) => {
        if (current && page !== null) setFound(changeOf(page, version))
      })
      // Offline or refused: the row's own time still says when.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [entity, id, version])
  return found ?? (updatedAt === null ? null : { who: null, at: updatedAt })
}
