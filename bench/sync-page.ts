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
performance.setResourceTimingBufferSize(5000)
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
    performance.clearResourceTimings()
    const started = performance.now()
    const result = await client.pull()
    const ms = performance.now() - started
    const serverMs = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/api/sync"))
      .reduce((sum, entry) => sum + entry.duration, 0)
    return { ms, serverMs, result, rows: await contentRows() }
  },
  /**
   * The yardstick: the rows the cold pull stored, written again with IndexedDB alone into a fresh
   * database, one transaction and one put per row per page of the pull (what any engine must do at
   * least), in the same browser and the same run. `idsOnly`: as many records holding only an id, what
   * IndexedDB costs per record whatever it holds (the floor under any engine storing a row a record).
   */
  rawWrite: async (pageSize: number, idsOnly = false) => {
    const stored = (
      await Promise.all([db.employees, db.teams, db.projects, db.tools, db.blogPosts].map((t) => t.toArray()))
    ).flat()
    const rows = idsOnly ? stored.map((row) => ({ id: row.id })) : stored
    const raw = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(`sync-bench-raw-${Date.now()}`, 1)
      request.onupgradeneeded = () => request.result.createObjectStore("rows", { autoIncrement: true })
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const started = performance.now()
    for (let from = 0; from < rows.length; from += pageSize) {
      await new Promise<void>((resolve, reject) => {
        const transaction = raw.transaction("rows", "readwrite")
        const store = transaction.objectStore("rows")
        for (const row of rows.slice(from, from + pageSize)) store.put(row)
        transaction.oncomplete = () => resolve()
        transaction.onerror = () => reject(transaction.error)
      })
    }
    const ms = performance.now() - started
    raw.close()
    return { ms, rows: rows.length }
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
    performance.clearResourceTimings()
    await client.syncNow()
    const ms = performance.now() - started
    // Time spent waiting for the server's answers to the writes, to tell it from local work.
    const writes = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
      /\/api\/(sync\/push|employees\/\d+)$/.test(entry.name),
    )
    const serverMs = writes.reduce((sum, entry) => sum + entry.duration, 0)
    // Local work between one answer and the next request (what the engine adds per entry).
    const gapMs = writes
      .slice(1)
      .reduce((sum, entry, index) => sum + (entry.startTime - (writes[index]?.responseEnd ?? 0)), 0)
    return { ms, serverMs, gapMs, left: await db.outbox.count() }
  },
}

Object.assign(window, { syncBench })
export type SyncBench = typeof syncBench
