/**
 * The browser side of `npm run bench:sync`: the app's own sync client (app/sync/client.ts) over a
 * fresh IndexedDB, with a network switch, exposed as `window.syncBench` for the runner (bench/sync.ts).
 */
import { SiteDatabase } from "../app/db/database.ts"
import { createSyncClient } from "../app/sync/client.ts"
import type { Transport } from "../app/sync/transport.ts"

let online = true
const transport: Transport = {
  baseUrl: "",
  fetch: (input, init) =>
    online ? fetch(input, { credentials: "include", ...init }) : Promise.reject(new TypeError("offline")),
  language: () => "zh-CN",
}
const db = new SiteDatabase(`sync-bench-${Date.now()}`)
const client = createSyncClient({ db, transport, autoPush: false })

const contentRows = async () =>
  (
    await Promise.all(
      [db.employees, db.teams, db.projects, db.tools, db.blogPosts].map((table) => table.count()),
    )
  ).reduce((sum, count) => sum + count, 0)

const syncBench = {
  login: async (): Promise<number> => {
    await fetch(`/api/captcha?t=${Date.now()}`)
    const response = await fetch("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin-password", captcha: "TEST" }),
    })
    return response.status
  },
  pull: async () => {
    const started = performance.now()
    const result = await client.pull()
    return { ms: performance.now() - started, result, rows: await contentRows() }
  },
  /** Queue one edit on each of `count` employees with the network off; returns what was edited. */
  queueEdits: async (count: number, skip: number) => {
    online = false
    const rows = await db.employees.orderBy("id").offset(skip).limit(count).toArray()
    for (const row of rows)
      await client.change("employees", "update", row.id, { profession: `bench-${row.id}` })
    return rows.map((row) => ({ id: row.id, version: row.version }))
  },
  replay: async () => {
    online = true
    const started = performance.now()
    await client.syncNow()
    return { ms: performance.now() - started, left: await db.outbox.count() }
  },
}

Object.assign(window, { syncBench })
export type SyncBench = typeof syncBench
