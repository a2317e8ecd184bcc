/**
 * Runs "keep this site offline", "fetch the rest" and the one-tap refresh (run.ts, loaded on press)
 * for the footer's action and the readiness view, with its progress and its outcome. Every message is
 * the page's (the caller's LL), never the saved language's.
 */
import { useCallback, useState } from "react"
import { registerServiceWorkerNow, serviceWorkerActive } from "../pwa/registration-timing.ts"
import type { KeepProgress, KeepResult } from "./run.ts"

export type KeepRun =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly progress: KeepProgress }
  | { readonly kind: "done"; readonly result: KeepResult }
  | { readonly kind: "failed"; readonly reason: "offline" | "sync" | "other" }

export const useKeepOffline = () => {
  const [run, setRun] = useState<KeepRun>({ kind: "idle" })
  const start = useCallback(async (mode: "all" | "missing"): Promise<KeepResult | undefined> => {
    setRun({ kind: "running", progress: { phase: "content" } })
    // On a first visit the service worker may not be registered yet: the app's own files are part
    // of what must be kept, so it registers now, and the pages wait for its install.
    registerServiceWorkerNow()
    try {
      const { keepOffline } = await import("./run.ts")
      const result = await keepOffline({
        mode,
        onProgress: (progress) => setRun({ kind: "running", progress }),
        appFilesStored: serviceWorkerActive,
      })
      setRun({ kind: "done", result })
      return result
    } catch (error) {
      const reason =
        error instanceof Error && "reason" in error && (error.reason === "offline" || error.reason === "sync")
          ? error.reason
          : navigator.onLine === false
            ? "offline"
            : "other"
      setRun({ kind: "failed", reason })
      return undefined
    }
  }, [])
  return { run, start }
}
