/**
 * The accounts list as last loaded, kept for this tab (sessionStorage, like the signed-in user), so
 * that offline the screen still shows it, read-only, with when it was loaded. Kept per account: who
 * signs in next on this tab does not see another's copy.
 */
import type { AccountSummary } from "../../../../schema/accounts.ts"

export interface CachedAccounts {
  readonly accounts: ReadonlyArray<AccountSummary>
  /** ISO time of the server's answer. */
  readonly loadedAt: string
}

const keyOf = (viewerId: number) => `admin-accounts-last:${viewerId}`

export const readCachedAccounts = (viewerId: number): CachedAccounts | null => {
  try {
    const raw = sessionStorage.getItem(keyOf(viewerId))
    return raw === null ? null : (JSON.parse(raw) as CachedAccounts)
  } catch {
    return null
  }
}

export const writeCachedAccounts = (viewerId: number, cached: CachedAccounts): void => {
  try {
    sessionStorage.setItem(keyOf(viewerId), JSON.stringify(cached))
  } catch {
    // A full or refused storage only costs the offline copy.
  }
}
