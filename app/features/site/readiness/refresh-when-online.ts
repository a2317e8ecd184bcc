/**
 * A device that kept the site offline brings what it kept up to date when it is online (issue 32):
 * at a page's start and whenever the browser comes back online, if the last refresh is older than
 * refreshIntervalMs or something was missing (kept-state.ts). Within the same bounds as the person's
 * own "keep this site offline" (inventory.ts); persistent storage is not asked for here (only after
 * the person's action). One refresh at a time; the check's code loads only when one is due.
 */
import { serviceWorkerActive } from "../pwa/registration-timing.ts"
import { readKeptState, refreshDue } from "./kept-state.ts"

let refreshing = false

export const refreshKeptIfDue = async (): Promise<void> => {
  if (refreshing || !navigator.onLine || !refreshDue(readKeptState(), Date.now())) return
  refreshing = true
  try {
    const { keepOffline } = await import("./run.ts")
    await keepOffline({ mode: "refresh", appFilesStored: serviceWorkerActive })
  } catch {
    // Offline again or the server unreachable: the next time the browser is online.
  } finally {
    refreshing = false
  }
}

/** Starts watching; returns the function that stops it. */
export const refreshWhenOnline = (): (() => void) => {
  const onOnline = () => void refreshKeptIfDue()
  window.addEventListener("online", onOnline)
  void refreshKeptIfDue()
  return () => window.removeEventListener("online", onOnline)
}
