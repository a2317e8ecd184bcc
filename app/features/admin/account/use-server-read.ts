/**
 * One read of the server for a My account card (sessions, passkeys, two-step): done when the page
 * opens, on retry (`reload`), when the connection comes back, and after each change the card makes.
 * Offline is its own state, so a card says it needs a connection rather than showing an error.
 */
import { useCallback, useEffect, useState } from "react"
import { isOffline } from "../lib/server-call.ts"

export type ServerReadState<T> =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly value: T }
  | { readonly status: "offline" }
  | { readonly status: "failed"; readonly message: string }

export const useServerRead = <T>(
  read: (language: string) => Promise<T>,
  language: string,
  online: boolean,
) => {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ServerReadState<T>>({ status: "loading" })

  useEffect(() => {
    let cancelled = false
    read(language).then(
      (value) => {
        if (!cancelled) setState({ status: "loaded", value })
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
    // `online`: read again when the connection comes back. `read` is a module's function, never new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, attempt, online])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, reload }
}
