/**
 * The "saved offline" state (kept-state.ts) as a React value: this window's writes and other tabs'
 * show at once. On a rendered page's hydration it is the server's (nothing kept), then the device's.
 */
import { useMemo, useSyncExternalStore } from "react"
import { type KeptState, keptStateText, parseKeptState, subscribeKeptState } from "./kept-state.ts"

export const useKeptState = (): KeptState | undefined => {
  const text = useSyncExternalStore(subscribeKeptState, keptStateText, () => null)
  return useMemo(() => parseKeptState(text), [text])
}
