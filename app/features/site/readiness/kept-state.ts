/**
 * "Saved offline on <date> · up to date", kept across reloads (issue 32): after "keep this site
 * offline" the device remembers, in localStorage, that it keeps the site, when it did, when it last
 * brought it up to date and how much was missing then. Small and synchronous to read, so the footer's
 * status and the header's refresh decide without opening the local database.
 */

export const keptStateKey = "siteKeptOffline"

export interface KeptState {
  /** When the person first kept the site offline (ISO time). */
  readonly savedAt: string
  /** When what is kept was last brought up to date and verified (ISO time). */
  readonly refreshedAt: string
  /** Items the last verification found missing (0: everything is on the device). */
  readonly missing: number
}

const isTime = (value: unknown): value is string =>
  typeof value === "string" && !Number.isNaN(Date.parse(value))

/** The stored state, or undefined when the text is not one (never kept, or written by something else). */
export const parseKeptState = (text: string | null): KeptState | undefined => {
  if (text === null) return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== "object" || value === null) return undefined
    const { savedAt, refreshedAt, missing } = value as Record<string, unknown>
    if (!isTime(savedAt) || !isTime(refreshedAt)) return undefined
    if (typeof missing !== "number" || !Number.isInteger(missing) || missing < 0) return undefined
    return { savedAt, refreshedAt, missing }
  } catch {
    return undefined
  }
}

/** The state after a verification at `at`: the first save's date stays. */
export const nextKeptState = (previous: KeptState | undefined, at: Date, missing: number): KeptState => ({
  savedAt: previous?.savedAt ?? at.toISOString(),
  refreshedAt: at.toISOString(),
  missing,
})

/** How long after a refresh a device that comes online refreshes again. */
export const refreshIntervalMs = 15 * 60 * 1000

/** True when a device that kept the site should bring it up to date now (it is online). */
export const refreshDue = (state: KeptState | undefined, now: number): boolean =>
  state !== undefined && (state.missing > 0 || now - Date.parse(state.refreshedAt) >= refreshIntervalMs)

const listeners = new Set<() => void>()

export const readKeptState = (): KeptState | undefined => {
  try {
    return parseKeptState(localStorage.getItem(keptStateKey))
  } catch {
    return undefined
  }
}

export const writeKeptState = (state: KeptState): void => {
  try {
    localStorage.setItem(keptStateKey, JSON.stringify(state))
  } catch {
    // Storage blocked: the status shows for this visit only.
  }
  for (const listener of listeners) listener()
}

/** For useSyncExternalStore: this window's writes, and another tab's (the storage event). */
export const subscribeKeptState = (listener: () => void): (() => void) => {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === keptStateKey) listener()
  }
  window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", onStorage)
  }
}

/** The stored text (a stable snapshot for useSyncExternalStore), parsed by the caller. */
export const keptStateText = (): string | null => {
  try {
    return localStorage.getItem(keptStateKey)
  } catch {
    return null
  }
}
