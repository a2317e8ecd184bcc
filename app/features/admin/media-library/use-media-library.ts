/**
 * The media library as the server answers it, read when the screen opens, on retry and when the
 * language changes (the server's messages follow it). Edits made on the screen replace or remove one
 * picture in place, and a picture uploaded meanwhile is added, without reading the whole library again.
 */
import { useCallback, useEffect, useRef, useState } from "react"
import type { MediaLibraryItem } from "../../../../schema/media.ts"
import { MediaCallError, fetchMediaLibrary } from "../lib/media-api.ts"

/** Why the read failed: no network, or the server's own message (in the person's language). */
export type LibraryFailure =
  { readonly kind: "offline" } | { readonly kind: "server"; readonly message: string }

export type LibraryState =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly failure: LibraryFailure }
  | { readonly status: "loaded"; readonly items: ReadonlyArray<MediaLibraryItem> }

export const failureOf = (error: unknown): LibraryFailure =>
  error instanceof MediaCallError && error.status === "offline"
    ? { kind: "offline" }
    : { kind: "server", message: error instanceof Error ? error.message : String(error) }

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === "AbortError"

export const useMediaLibrary = (language: string) => {
  const [attempt, setAttempt] = useState(0)
  // The state belongs to one request: a newer one (language, retry) reads as loading.
  const request = `${language}|${attempt}`
  const [result, setResult] = useState<{ request: string; state: LibraryState } | null>(null)
  const state: LibraryState = result?.request === request ? result.state : { status: "loading" }

  // Pictures uploaded while the library was being read: put in once it is (unless it has them).
  const arrivals = useRef<MediaLibraryItem[]>([])

  useEffect(() => {
    const controller = new AbortController()
    fetchMediaLibrary(language, controller.signal).then(
      (read) => {
        const items = [
          ...arrivals.current.filter((item) => !read.some((known) => known.id === item.id)),
          ...read,
        ]
        arrivals.current = []
        setResult({ request, state: { status: "loaded", items } })
      },
      (error: unknown) => {
        if (!isAbort(error)) setResult({ request, state: { status: "failed", failure: failureOf(error) } })
      },
    )
    return () => controller.abort()
  }, [language, request])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])

  /** Puts the server's newer answer for one picture in place (`undefined`: it is gone). */
  const replace = useCallback(
    (id: number, next: MediaLibraryItem | undefined) =>
      setResult((now) => {
        if (now?.state.status !== "loaded") return now
        const items = now.state.items.flatMap((item) =>
          item.id !== id ? [item] : next === undefined ? [] : [next],
        )
        return { request: now.request, state: { status: "loaded", items } }
      }),
    [],
  )

  /** A picture the server has now (an upload from this device arrived): added, or put in place. */
  const add = useCallback((item: MediaLibraryItem) => {
    arrivals.current = [...arrivals.current.filter((known) => known.id !== item.id), item]
    setResult((now) => {
      if (now?.state.status !== "loaded") return now
      arrivals.current = []
      const items = [item, ...now.state.items.filter((known) => known.id !== item.id)]
      return { request: now.request, state: { status: "loaded", items } }
    })
  }, [])

  return { state, retry, replace, add }
}
