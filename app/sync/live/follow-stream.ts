/**
 * What a sync client does with the change stream (live-updates.ts): pull when the announced position
 * is past the device's cursor (one pull at a time; announcements during a pull make one more after it),
 * show "live" in the status, tell the app when the session's account changed, and keep who else is
 * editing what (presence-store.ts).
 */
import type { SiteDatabase } from "../../db/database.ts"
import type { SyncStatus } from "../status-store.ts"
import { type LiveUpdates, startLiveUpdates } from "./live-updates.ts"
import { setPresenceEditors } from "./presence-store.ts"

/** Dispatched on `window` when the stream says the session's account changed (auth re-reads /api/user). */
export const accountChangedEvent = "sync:account-changed"

/**
 * Dispatched on `window` at each stream connection with the role the server says the session has
 * (`detail`: a role, or null when nobody is signed in); auth re-reads /api/user when it thinks otherwise.
 */
export const sessionRoleEvent = "sync:session-role"

const cursorOf = async (db: SiteDatabase): Promise<number> => {
  const value = (await db.meta.get("cursor"))?.value
  return typeof value === "number" ? value : 0
}

export const followChangeStream = (
  db: SiteDatabase,
  status: SyncStatus,
  pull: () => Promise<unknown>,
): LiveUpdates => {
  let running: Promise<void> | undefined
  let wanted = 0

  const pullUpTo = (seq: number): void => {
    wanted = Math.max(wanted, seq)
    if (running !== undefined) return
    running = (async () => {
      // Again while a later announcement came during the pull and the cursor is still short of it.
      while ((await cursorOf(db)) < wanted) {
        const before = await cursorOf(db)
        await pull()
        // A pull that moved nothing (offline, refused): the stream's next word or the timer retries.
        if ((await cursorOf(db)) === before) break
      }
    })().finally(() => {
      running = undefined
    })
  }

  return startLiveUpdates({
    name: db.name,
    newest: pullUpTo,
    account: () => {
      window.dispatchEvent(new Event(accountChangedEvent))
      void pull()
    },
    session: (role) => {
      window.dispatchEvent(new CustomEvent<string | null>(sessionRoleEvent, { detail: role }))
    },
    live: (live) => {
      status.live = live
    },
    presence: setPresenceEditors,
  })
}
