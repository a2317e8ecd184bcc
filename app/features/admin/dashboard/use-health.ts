import { useEffect, useState } from "react"

export type Health =
  { state: "checking" } | { state: "ok" | "error"; engine: string | undefined } | { state: "offline" }

/** GET /api/health for the database status card (server status, not content: no outbox involved). */
export const useHealth = (): Health => {
  const [health, setHealth] = useState<Health>({ state: "checking" })
  useEffect(() => {
    let cancelled = false
    fetch("/api/health", { credentials: "include" })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { database?: string; engine?: string }
        if (!cancelled)
          setHealth({ state: response.ok && body.database === "ok" ? "ok" : "error", engine: body.engine })
      })
      .catch(() => {
        if (!cancelled) setHealth({ state: "offline" })
      })
    return () => {
      cancelled = true
    }
  }, [])
  return health
}
