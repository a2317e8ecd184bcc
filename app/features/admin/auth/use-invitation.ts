/**
 * The invitation in the address's fragment (/systemadmin/invite#<token>: a fragment is never sent to a
 * server, so the token stays out of logs and Referer headers), checked with the server: whose account
 * it opens and until when, or why it cannot be used.
 */
import { useCallback, useEffect, useState } from "react"
import { isOffline } from "../lib/server-call.ts"
import { type InvitationDetails, checkInvitation } from "./auth-api.ts"

export type InvitationState =
  | { readonly status: "checking" }
  | { readonly status: "valid"; readonly token: string; readonly details: InvitationDetails }
  /** No token in the address (a link copied in part). */
  | { readonly status: "missing" }
  | { readonly status: "offline" }
  /** Unknown, used, expired, or the account disabled: the server's one message for all. */
  | { readonly status: "invalid"; readonly message: string }

const tokenInAddress = (): string =>
  typeof window === "undefined" ? "" : decodeURIComponent(window.location.hash.replace(/^#/, "")).trim()

export const useInvitation = (language: string) => {
  const [token, setToken] = useState(tokenInAddress)
  const [attempt, setAttempt] = useState(0)
  // The answer belongs to one check (token, language, attempt): a newer one reads as checking.
  const check = `${token}|${language}|${attempt}`
  const [answer, setAnswer] = useState<{ check: string; state: InvitationState } | null>(null)
  const state: InvitationState =
    token === "" ? { status: "missing" } : answer?.check === check ? answer.state : { status: "checking" }

  // Another link pasted into this tab changes only the fragment: no new page load, so it is watched.
  useEffect(() => {
    const follow = () => setToken(tokenInAddress())
    window.addEventListener("hashchange", follow)
    return () => window.removeEventListener("hashchange", follow)
  }, [])

  useEffect(() => {
    if (token === "") return
    let cancelled = false
    checkInvitation(token, language).then(
      (details) => {
        if (!cancelled) setAnswer({ check, state: { status: "valid", token, details } })
      },
      (error: unknown) => {
        if (cancelled) return
        setAnswer({
          check,
          state: isOffline(error)
            ? { status: "offline" }
            : { status: "invalid", message: error instanceof Error ? error.message : String(error) },
        })
      },
    )
    return () => {
      cancelled = true
    }
  }, [token, language, check])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, retry }
}
