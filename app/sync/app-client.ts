/** The app's one sync client: the app database, same-origin fetch with cookies, the shared status store. */
import { db } from "../db/database.ts"
import { createSyncClient } from "./client.ts"
import { createSyncStatus } from "./status-store.ts"
import { browserTransport } from "./transport.ts"

export const appStatus = createSyncStatus()

export const appClient = createSyncClient({ db, transport: browserTransport(), status: appStatus })
