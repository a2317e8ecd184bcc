/**
 * Loads one row's versions from the server, a page at a time (newest first), and keeps what was
 * loaded while older pages come. Offline it says so (AuditReadError "offline"); otherwise it keeps
 * the server's message. `reload` starts again from the newest (after a restore reached the server).
 */
import { useCallback, useEffect, useRef, useState } from "react"
import type { AuditRecord } from "../../../../schema/audit.ts"
import type { EntityName } from "../../../../schema/sync.ts"
import { AuditReadError, fetchHistory } from "../audit/audit-api.ts"

export const historyPageSize = 20

export type HistoryError =
  { readonly kind: "offline" } | { readonly kind: "server"; readonly message: string }

export interface HistoryState {
  readonly records: ReadonlyArray<AuditRecord>
  readonly nextCursor: string | null
  /** The first page is loading (skeletons), or an older page is (`more`). */
  readonly loading: "first" | "more" | null
  readonly error: HistoryError | null
}

const initial: HistoryState = { records: [], nextCursor: null, loading: "first", error: null }

const errorOf = (error: unknown): HistoryError =>
  error instanceof AuditReadError
    ? error.status === "offline"
      ? { kind: "offline" }
      : { kind: "server", message: error.message }
    : { kind: "server", message: String(error) }

export const useHistory = (entity: EntityName, id: number, language: string) => {
  const [state, setState] = useState<HistoryState>(initial)
  const controller = useRef<AbortController | null>(null)

  /** Asks for a page; state changes only when it answers (the caller shows the loading state first). */
  const fetchPage = useCallback(
    (before: string | undefined) => {
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      fetchHistory(entity, id, { limit: historyPageSize, before }, language, abort.signal).then(
        (page) =>
          setState((previous) => ({
            records: before === undefined ? page.records : [...previous.records, ...page.records],
            nextCursor: page.nextCursor,
            loading: null,
            error: null,
          })),
        (error: unknown) => {
          if (abort.signal.aborted) return
          setState((previous) => ({ ...previous, loading: null, error: errorOf(error) }))
        },
      )
    },
    [entity, id, language],
  )

  useEffect(() => {
    fetchPage(undefined)
    return () => controller.current?.abort()
  }, [fetchPage])

  const reload = useCallback(() => {
    setState(initial)
    fetchPage(undefined)
  }, [fetchPage])

  return {
    ...state,
    reload,
    loadOlder: () => {
      if (state.nextCursor === null) return
      setState((previous) => ({ ...previous, loading: "more", error: null }))
      fetchPage(state.nextCursor)
    },
  }
}
