/** The app's one sync client: the app database, same-origin fetch with cookies, the shared status store. */
import { db } from "../db/database.ts"
import { createSyncClient } from "./client.ts"
import { createSyncStatus } from "./status-store.ts"
import { browserTransport } from "./transport.ts"

export const appStatus = createSyncStatus()

/** A visitor's device pulls cards until it keeps the site offline (docs/sync.md, "What a first visit pulls"). */
export const appClient = createSyncClient({
  db,
  transport: browserTransport(),
  status: appStatus,
  fields: "cards",
})
