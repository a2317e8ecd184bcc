/**
 * The own passkeys as the server lists them: read when the page opens, on retry, when the connection
 * comes back, and after each change.
 */
import { useCallback, useEffect, useState } from "react"
import type { PasskeySummary } from "../../../../schema/passkeys.ts"
import { isOffline } from "../lib/server-call.ts"
import { listPasskeys } from "./passkeys-api.ts"

export type PasskeysState =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly passkeys: ReadonlyArray<PasskeySummary> }
  | { readonly status: "offline" }
  | { readonly status: "failed"; readonly message: string }

export const usePasskeys = (language: string, online: boolean) => {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<PasskeysState>({ status: "loading" })

  useEffect(() => {
    let cancelled = false
    listPasskeys(language).then(
      (passkeys) => {
        if (!cancelled) setState({ status: "loaded", passkeys })
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
