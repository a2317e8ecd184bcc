/**
 * The own sessions as the server lists them: read when the page opens, on retry, when the connection
 * comes back, and after ending some or changing the password (which ends the others).
 */
import { useCallback, useEffect, useState } from "react"
import type { SessionSummary } from "../../../../schema/accounts.ts"
import { isOffline } from "../lib/server-call.ts"
import { listSessions } from "./account-api.ts"

export type SessionsState =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly sessions: ReadonlyArray<SessionSummary> }
  | { readonly status: "offline" }
  | { readonly status: "failed"; readonly message: string }

export const useSessions = (language: string, online: boolean) => {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<SessionsState>({ status: "loading" })

  useEffect(() => {
    let cancelled = false
    listSessions(language).then(
      (sessions) => {
        if (!cancelled) setState({ status: "loaded", sessions })
      },
      (error: unknown) => {
        if (cancelled) return
        setState(
          isOffline(error)
            ? { status: "offline" }
            : { status: "failed", message: error instanceof Error ? error.message : String(error) },
        )
      },
    )
    return () => {
      cancelled = true
    }
    // `online`: read again when the connection comes back.
  }, [language, attempt, online])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, reload }
}
