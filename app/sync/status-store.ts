/** The sync state every screen can show, as a valtio store (one per sync client; the app has one). */
import { proxy } from "valtio"
import type { EntryError } from "../db/local-row.ts"

export interface SyncStatus {
  online: boolean
  /** An entry is being sent right now. */
  pushing: boolean
  pulling: boolean
  /** Entries waiting to be sent (including ones retrying after a network error). */
  pending: number
  failed: number
  conflicts: number
  /** ISO time of the last completed pull. */
  lastSyncedAt: string | null
  /** The last problem met while syncing (a network error, a full disk...); null once a sync succeeds. */
  lastError: EntryError | null
  /** The change stream is open (issue 30): changes arrive within a second, not at the next 3-minute pull. */
  live: boolean
  /** A 401 paused the outbox: the back office asks the admin to log in, then calls resumeAfterLogin(). */
  needsLogin: boolean
}

export const createSyncStatus = (): SyncStatus =>
  proxy<SyncStatus>({
    online: typeof navigator === "undefined" ? true : navigator.onLine,
    pushing: false,
    pulling: false,
    pending: 0,
    failed: 0,
    conflicts: 0,
    lastSyncedAt: null,
    lastError: null,
    live: false,
    needsLogin: false,
  })
