/** The own two-step status as the server says it: read when the page opens, on retry, back online. */
import { useCallback, useEffect, useState } from "react"
import type { TwoStepStatus } from "../../../../schema/two-step.ts"
import { isOffline } from "../lib/server-call.ts"
import { readTwoStep } from "./two-step-api.ts"

export type TwoStepState =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly twoStep: TwoStepStatus }
  | { readonly status: "offline" }
  | { readonly status: "failed"; readonly message: string }

export const useTwoStep = (language: string, online: boolean) => {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<TwoStepState>({ status: "loading" })

  useEffect(() => {
    let cancelled = false
    readTwoStep(language).then(
      (twoStep) => {
        if (!cancelled) setState({ status: "loaded", twoStep })
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
