/** The app's one sync client: the app database, same-origin fetch with cookies, the shared status store. */
import { db } from "../db/database.ts"
import { createSyncClient } from "./client.ts"
import { createSyncStatus } from "./status-store.ts"
import { browserTransport } from "./transport.ts"
import { pullInWorker } from "./worker/pull-in-worker.ts"

export const appStatus = createSyncStatus()

const transport = browserTransport()

/**
 * A visitor's device pulls cards until it keeps the site offline (docs/sync.md, "What a first visit
 * pulls"); its pulls run in a worker, off the page's thread ("Where the pull runs").
 */
export const appClient = createSyncClient({
  db,
  transport,
  status: appStatus,
  fields: "cards",
  runPull: pullInWorker(db, transport, "cards"),
})
