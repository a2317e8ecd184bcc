/**
 * Pulls asked for while one is under way (a first visit's start, its change stream and its drained
 * outbox ask at once) do not read the same pages again: one more pull follows the one under way, and
 * every caller gets its end (client.ts, pullNow).
 */
import "fake-indexeddb/auto"
import { afterEach, expect, test, vi } from "vitest"
import { SiteDatabase } from "../db/database.ts"
import { createSyncClient } from "./client.ts"
import type { PullResult } from "./pull.ts"

const databases: SiteDatabase[] = []
afterEach(async () => {
  for (const db of databases.splice(0)) {
    db.close()
    await db.delete()
  }
})

/** A client on a database of its own whose pulls are `runPull`'s. */
const clientWith = (runPull: () => Promise<PullResult>) => {
  const db = new SiteDatabase(`single-flight-${databases.length}-${Date.now()}`)
  databases.push(db)
  return createSyncClient({
    db,
    transport: { baseUrl: "http://127.0.0.1:9", fetch, language: () => "en" },
    runPull,
  })
}

/** A client whose pulls are held until the test ends each one, with the result it chooses. */
const heldPulls = () => {
  const ends: Array<(result: PullResult) => void> = []
  const client = clientWith(() => new Promise<PullResult>((resolve) => ends.push(resolve)))
  return { client, ends }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

test("three pulls asked at once run as the one under way and one more after it", async () => {
  const { client, ends } = heldPulls()
  const asked = [client.pull(), client.pull(), client.pull()]
  await settled()
  expect(ends).toHaveLength(1)
  ends[0]?.("done")
  // The second read starts only once the first has ended, and only once for both later callers.
  await vi.waitFor(() => expect(ends).toHaveLength(2))
  await settled()
  expect(ends).toHaveLength(2)
  ends[1]?.("offline")
  expect(await Promise.all(asked)).toEqual(["offline", "offline", "offline"])
  expect(client.status.pulling).toBe(false)
})

test("a pull asked after the last one ended starts a new read", async () => {
  const { client, ends } = heldPulls()
  const first = client.pull()
  await settled()
  ends[0]?.("done")
  expect(await first).toBe("done")
  const second = client.pull()
  await vi.waitFor(() => expect(ends).toHaveLength(2))
  ends[1]?.("done")
  expect(await second).toBe("done")
})

test("a pull that fails ends the run; the next call pulls again", async () => {
  let calls = 0
  const client = clientWith(async () => {
    calls += 1
    if (calls === 1) throw new Error("worker died")
    return "done"
  })
  await expect(client.pull()).rejects.toThrow("worker died")
  expect(await client.pull()).toBe("done")
  expect(calls).toBe(2)
})

test("keep offline while a pull is under way: the switch to full rows waits for it, then reads from 0", async () => {
  // Each held run notes where it starts; a run's end writes its cursor, as a pull's last page does.
  const starts: Array<{ fields: unknown; cursor: unknown }> = []
  const ends: Array<(result: PullResult) => void> = []
  const client = clientWith(async () => {
    const [fields, cursor] = await client.db.meta.bulkGet(["fields", "cursor"])
    starts.push({ fields: fields?.value, cursor: cursor?.value })
    const result = await new Promise<PullResult>((resolve) => ends.push(resolve))
    await client.db.meta.put({ key: "cursor", value: 40 + starts.length })
    return result
  })
  await client.db.meta.bulkPut([
    { key: "fields", value: "cards" },
    { key: "cursor", value: 40 },
  ])
  const underWay = client.pull()
  await vi.waitFor(() => expect(ends).toHaveLength(1))
  const kept = client.pullEverything()
  await settled()
  // Nothing is switched beside the pull under way: it would write its cursor over the restart.
  expect(await client.db.meta.get("fields")).toEqual({ key: "fields", value: "cards" })
  ends[0]?.("done")
  await vi.waitFor(() => expect(ends).toHaveLength(2))
  expect(starts).toEqual([
    { fields: "cards", cursor: 40 },
    { fields: "full", cursor: 0 },
  ])
  ends[1]?.("done")
  expect(await Promise.all([underWay, kept])).toEqual(["done", "done"])
})
