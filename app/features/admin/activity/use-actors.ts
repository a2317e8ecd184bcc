/**
 * The accounts the administrator filter offers (GET /api/activity/actors). Read once per visit of the
 * screen; offline or on an error the list stays empty and the filter offers "all" (and the account an
 * address already names), while the screen itself says why the log cannot be read.
 */
import { useEffect, useState } from "react"
import type { AuditRecord } from "../../../../schema/audit.ts"

export type Actor = NonNullable<AuditRecord["actor"]>

export const fetchActors = async (signal?: AbortSignal): Promise<ReadonlyArray<Actor>> => {
  const response = await fetch("/api/activity/actors", { credentials: "include", signal })
  if (!response.ok) throw new Error(`actors: ${response.status}`)
  return (await response.json()) as Actor[]
}

export const useActors = (): ReadonlyArray<Actor> => {
  const [actors, setActors] = useState<ReadonlyArray<Actor>>([])
  useEffect(() => {
    const controller = new AbortController()
    fetchActors(controller.signal).then(setActors, () => undefined)
    return () => controller.abort()
  }, [])
  return actors
}
