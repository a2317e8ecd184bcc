/**
 * The site search's index follows the local database through sync (issue 32): a visitor's device
 * pulls from the real server what an administrator adds, edits, switches off and deletes, and the
 * index (search-store.ts) finds each change, updating only the rows that changed.
 */
import "fake-indexeddb/auto"
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest"
import type { SearchResults } from "../../../../shared/search/search-index.ts"
import { type TestServer, startRealServer } from "../../../sync/testing/real-server.ts"
import { newEmployee } from "../../../sync/testing/samples.ts"
import { createTestDevice } from "../../../sync/testing/test-device.ts"
import { createSearchStore } from "./search-store.ts"

let server: TestServer
beforeAll(async () => {
  server = await startRealServer({ demoContent: false })
})
afterAll(async () => server.stop())

const found = (results: SearchResults): string[] =>
  results.groups.flatMap((group) => group.hits.map((hit) => `${hit.kind}:${hit.id}`))

/** Waits until the index has taken in what the database holds now. */
const settle = async (store: ReturnType<typeof createSearchStore>, check: () => boolean) => {
  await vi.waitFor(
    async () => {
      await store.settled()
      if (!check()) throw new Error("not yet")
    },
    { timeout: 10_000, interval: 50 },
  )
}

describe("the search index through sync", () => {
  test("add, edit, switch off, switch on and delete reach the index, one row at a time", async () => {
    const admin = createTestDevice(server.url)
    const visitor = createTestDevice(server.url)
    await admin.signIn()
    await visitor.client.pull()
    const store = createSearchStore(visitor.db)
    const search = (query: string) => found(store.index.search(query, { language: "zh-CN" }))
    try {
      await settle(store, () => store.ready())
      const setSpy = vi.spyOn(store.index, "set")

      // Add: two employees; the index takes in exactly those two rows.
      const first = await admin.client.create("employees", {
        ...newEmployee("发票对账专员"),
        nameEn: "Invoice reconciliation agent",
      })
      const other = await admin.client.create("employees", newEmployee("合同审核专员"))
      await admin.client.push()
      const id = (await admin.db.receipts.get(first.key))?.id ?? 0
      const otherId = (await admin.db.receipts.get(other.key))?.id ?? 0
      await visitor.client.pull()
      await settle(store, () => search("对账").includes(`employee:${id}`))
      expect(search("invoice")).toEqual([`employee:${id}`])
      expect(setSpy).toHaveBeenCalledTimes(2)

      // Edit: the old words no longer find it; only the edited row is indexed again.
      setSpy.mockClear()
      await admin.client.change("employees", "update", id, { name: "报表分析专员", nameEn: "Report analyst" })
      await admin.client.push()
      await visitor.client.pull()
      await settle(store, () => search("报表").includes(`employee:${id}`))
      expect(search("对账")).toEqual([])
      expect(search("report")).toEqual([`employee:${id}`])
      expect(setSpy).toHaveBeenCalledTimes(1)
      expect(setSpy.mock.calls[0]?.[0].id).toBe(id)

      // Switched off (unpublished): gone from the index; switched on again: back.
      await admin.client.change("employees", "update", id, { isActive: false })
      await admin.client.push()
      await visitor.client.pull()
      await settle(store, () => !search("报表").includes(`employee:${id}`))
      await admin.client.change("employees", "update", id, { isActive: true })
      await admin.client.push()
      await visitor.client.pull()
      await settle(store, () => search("报表").includes(`employee:${id}`))

      // Deleted: gone; the other record stays.
      await admin.client.change("employees", "delete", id, {})
      await admin.client.push()
      await visitor.client.pull()
      await settle(store, () => search("报表").length === 0)
      expect(search("合同")).toEqual([`employee:${otherId}`])
      expect(store.index.size).toBe(1)
    } finally {
      store.stop()
      await admin.close()
      await visitor.close()
    }
  })
})
