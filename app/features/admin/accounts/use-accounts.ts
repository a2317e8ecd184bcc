/**
 * The accounts as the server lists them, read when the screen opens, on retry, and when the
 * connection comes back. Offline, the copy last loaded on this tab is shown (`offline: true`) and the
 * screen allows no change. Changes made on the screen put the server's answer in place.
 */
import { useCallback, useEffect, useState } from "react"
import type { AccountSummary } from "../../../../schema/accounts.ts"
import { isOffline } from "../lib/server-call.ts"
import { readCachedAccounts, writeCachedAccounts } from "./accounts-cache.ts"
import { listAccounts } from "./accounts-api.ts"

export type AccountsState =
  | { readonly status: "loading" }
  | {
      readonly status: "loaded"
      readonly accounts: ReadonlyArray<AccountSummary>
      readonly loadedAt: string
      /** The copy kept on this tab, shown while the server cannot be reached. */
      readonly offline: boolean
    }
  | { readonly status: "offline" }
  | { readonly status: "failed"; readonly message: string }

const byUsername = (a: AccountSummary, b: AccountSummary) => a.username.localeCompare(b.username)

export const useAccounts = (viewerId: number, language: string, online: boolean) => {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<AccountsState>({ status: "loading" })

  useEffect(() => {
    let cancelled = false
    listAccounts(language).then(
      (accounts) => {
        if (cancelled) return
        const loadedAt = new Date().toISOString()
        writeCachedAccounts(viewerId, { accounts, loadedAt })
        setState({ status: "loaded", accounts, loadedAt, offline: false })
      },
      (error: unknown) => {
        if (cancelled) return
        const cached = isOffline(error) ? readCachedAccounts(viewerId) : null
        setState(
          cached !== null
            ? { status: "loaded", ...cached, offline: true }
            : isOffline(error)
              ? { status: "offline" }
              : { status: "failed", message: error instanceof Error ? error.message : String(error) },
        )
      },
    )
    return () => {
      cancelled = true
    }
    // `online` is a dependency so that the list is read again when the connection comes back.
  }, [viewerId, language, attempt, online])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])

  /** The server's answer for one account put in place (added when new); `undefined`: it is gone. */
  const put = useCallback(
    (id: number, next: AccountSummary | undefined) =>
      setState((now) => {
        if (now.status !== "loaded") return now
        const others = now.accounts.filter((account) => account.id !== id)
        const accounts = next === undefined ? others : [...others, next].sort(byUsername)
        writeCachedAccounts(viewerId, { accounts, loadedAt: now.loadedAt })
        return { ...now, accounts }
      }),
    [viewerId],
  )

  return { state, retry, put }
}
