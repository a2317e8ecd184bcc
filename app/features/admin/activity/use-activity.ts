/**
 * The activity log's pages for one set of filters: the newest page first, then older pages appended
 * on "load older" (the server's `nextCursor`). New filters or another language start over and cancel
 * what was still in flight, so a slow answer to an old filter never lands in the new list.
 */
import { useCallback, useEffect, useRef, useState } from "react"
import type { AuditRecord } from "../../../../schema/audit.ts"
import { type ActivityFilters, AuditReadError, fetchActivity } from "../audit/audit-api.ts"

export const activityPageSize = 50

/** Why a read failed: no network, or the server's own message (in the person's language). */
export type ReadFailure = { readonly kind: "offline" } | { readonly kind: "server"; readonly message: string }

export type ActivityState =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly failure: ReadFailure }
  | {
      readonly status: "loaded"
      readonly records: ReadonlyArray<AuditRecord>
      readonly nextCursor: string | null
      /** The "load older" read in flight, or how it failed. */
      readonly older: "idle" | "loading" | ReadFailure
    }

const failureOf = (error: unknown): ReadFailure =>
  error instanceof AuditReadError && error.status === "offline"
    ? { kind: "offline" }
    : { kind: "server", message: error instanceof Error ? error.message : String(error) }

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === "AbortError"

const nothingAsked: ActivityState = { status: "loaded", records: [], nextCursor: null, older: "idle" }

/** `filters` undefined: nothing to ask (a backwards range of days); the list is empty. */
export const useActivity = (filters: ActivityFilters | undefined, language: string) => {
  const [attempt, setAttempt] = useState(0)
  const asked = JSON.stringify(filters ?? null)
  // The state belongs to one request: a newer one (filters, language, retry) reads as loading.
  const request = `${asked}|${language}|${attempt}`
  const [result, setResult] = useState<{ request: string; state: ActivityState } | null>(null)
  const controller = useRef<AbortController | null>(null)
  const state: ActivityState =
    filters === undefined ? nothingAsked : result?.request === request ? result.state : { status: "loading" }

  useEffect(() => {
    const filters = JSON.parse(asked) as ActivityFilters | null
    if (filters === null) return
    const current = new AbortController()
    controller.current = current
    fetchActivity(filters, { limit: activityPageSize }, language, current.signal).then(
      (page) =>
        setResult({
          request,
          state: { status: "loaded", records: page.records, nextCursor: page.nextCursor, older: "idle" },
        }),
      (error: unknown) => {
        if (!isAbort(error)) setResult({ request, state: { status: "failed", failure: failureOf(error) } })
      },
    )
    return () => current.abort()
  }, [asked, language, request])

  /** Only while `request` is still the one asked: a late answer to older filters changes nothing. */
  const update = useCallback(
    (change: (loaded: Extract<ActivityState, { status: "loaded" }>) => ActivityState) =>
      setResult((now) =>
        now?.request === request && now.state.status === "loaded"
          ? { request, state: change(now.state) }
          : now,
      ),
    [request],
  )

  const loadOlder = useCallback(() => {
    const state = result?.request === request ? result.state : undefined
    if (state?.status !== "loaded" || state.nextCursor === null || state.older === "loading") return
    const filters = JSON.parse(asked) as ActivityFilters
    update((loaded) => ({ ...loaded, older: "loading" }))
    fetchActivity(
      filters,
      { limit: activityPageSize, before: state.nextCursor },
      language,
      controller.current?.signal,
    ).then(
      (page) =>
        update((loaded) => ({
          status: "loaded",
          records: [...loaded.records, ...page.records],
          nextCursor: page.nextCursor,
          older: "idle",
        })),
      (error: unknown) => {
        if (!isAbort(error)) update((loaded) => ({ ...loaded, older: failureOf(error) }))
      },
    )
  }, [result, request, asked, language, update])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])

  return { state, loadOlder, retry }
}
