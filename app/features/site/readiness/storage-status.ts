/**
 * How much room the site takes and is allowed, whether the browser keeps it for good, and whether the
 * window looks private (issue 32). `navigator.storage` is read here; the rules are pure.
 */

export interface StorageStatus {
  /** Bytes the site stores (caches, IndexedDB...), when the browser says. */
  readonly usage: number | undefined
  /** Bytes the browser lets the site store, when it says. */
  readonly quota: number | undefined
  /** True when the browser keeps the site's storage until the person clears it. */
  readonly persisted: boolean
  /** The browser has no `navigator.storage.persist` (it cannot be asked). */
  readonly persistUnsupported: boolean
}

/**
 * A private window's quota. Normal windows are offered a share of the free disk: gigabytes on a
 * phone or laptop, and Chromium, Firefox and Safari all offer at least several hundred megabytes
 * unless the disk is nearly full. Private windows keep storage in memory and cap it far lower:
 * Chromium's incognito and Safari's private browsing report on the order of 100 MB, Firefox's
 * private windows a small in-memory share.
 */
export const privateQuotaBytes = 200 * 1024 * 1024

/**
 * Whether the storage looks like a private window's, which is deleted when the window closes.
 * Heuristic, argued: no browser says "private" to a page. A small quota is the strongest sign (see
 * privateQuotaBytes); a refused persist alone is not one (Chromium refuses it to any site the person
 * has not bookmarked, installed or used much), but a refused persist together with a quota under
 * twice the bound is. A false "private" costs a sentence of advice; a missed one costs a presenter
 * their offline copy, so the bound leans to saying it. Unknown quota: not private (no evidence).
 */
export const looksPrivate = (
  status: Pick<StorageStatus, "quota" | "persisted">,
  persistAsked: boolean,
): boolean => {
  if (status.quota === undefined || status.quota <= 0) return false
  if (status.quota < privateQuotaBytes) return true
  return persistAsked && !status.persisted && status.quota < 2 * privateQuotaBytes
}

/** What a person can do where the browser said no to persistent storage, by browser family. */
export type PersistAdvice = "safari" | "firefox" | "chromium" | "other"

export const persistAdviceFor = (userAgent: string): PersistAdvice => {
  if (/Firefox\//.test(userAgent)) return "firefox"
  if (/(Chrome|Chromium|Edg|CriOS)\//.test(userAgent)) return "chromium"
  if (/Safari\//.test(userAgent)) return "safari"
  return "other"
}

/** Reads the storage figures; asks for persistent storage only when `ask` (after the person's action). */
export const readStorageStatus = async (ask: boolean): Promise<StorageStatus> => {
  const storage = typeof navigator === "undefined" ? undefined : navigator.storage
  let usage: number | undefined
  let quota: number | undefined
  try {
    const estimate = await storage?.estimate?.()
    usage = estimate?.usage
    quota = estimate?.quota
  } catch {
    // The browser does not say.
  }
  const persistUnsupported = storage?.persist === undefined
  let persisted: boolean
  try {
    persisted = (await storage?.persisted?.()) ?? false
    if (!persisted && ask && !persistUnsupported) persisted = await storage.persist()
  } catch {
    persisted = false
  }
  return { usage, quota, persisted, persistUnsupported }
}
