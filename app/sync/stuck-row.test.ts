/**
 * The two cases the property test found (fast-check seed -1462686916): an edit queued behind an edit
 * that then became a conflict (or was refused) must be folded into it, not left waiting; and resolving
 * a conflict after a pull brought the row's deletion must not bring the deleted row back.
 */
import "fake-indexeddb/auto"
import { afterEach, describe, expect, test } from "vitest"
import { SiteDatabase } from "../db/database.ts"
import type { AnyRow } from "../db/local-row.ts"
import { applyRejected, applyVersionConflict } from "./apply-result.ts"
import { queueChange } from "./local-writes.ts"
import { rebuildRow } from "./local-view.ts"
import { resolve } from "./resolve.ts"
import { newEmployee } from "./testing/samples.ts"

const row: AnyRow = { ...newEmployee("原名"), id: 7, version: 3, updatedAt: "2026-01-01T00:00:00.000Z" }
let db: SiteDatabase

const freshDb = async () => {
  db = new SiteDatabase(`stuck-row-${Math.random().toString(36).slice(2)}`)
  await db.employees.put(row as never)
  return db
}
afterEach(async () => {
  db.close()
  await db.delete()
})

/** Two queued edits of row 7, the first then answered by the server. */
const twoEdits = async () => {
  await freshDb()
  await queueChange(db, "employees", "update", 7, { name: "我的名字" }, "zh-CN")
  await queueChange(db, "employees", "update", 7, { profession: "我的职业" }, "zh-CN")
  return db.outbox.orderBy("seq").toArray()
}

describe("a later edit of a row joins the row's stuck entry", () => {
  // answer to the first edit -> state of the one entry left, its payload
  const cases: Array<[string, (first: Awaited<ReturnType<typeof twoEdits>>[0]) => Promise<unknown>, string]> =
    [
      [
        "a 409 that conflicts",
        (first) => applyVersionConflict(db, first, { ...row, version: 4, name: "他们的名字" }),
        "conflict",
      ],
      ["a 422", (first) => applyRejected(db, first, { kind: "rejected", status: 422 }), "failed"],
    ]
  test.each(cases)("%s", async (_name, answer, state) => {
    const [first] = await twoEdits()
    await answer(first!)
    const left = await db.outbox.toArray()
    expect(left.map((entry) => [entry.key, entry.state])).toEqual([[first!.key, state]])
    expect(left[0]?.payload).toEqual({ name: "我的名字", profession: "我的职业" })
    expect((await db.employees.get(7))?.syncState).toBe(state)
  })
})

describe("resolving a conflict uses the newest server row the device knows", () => {
  const conflictThenPulled = async (server: AnyRow | null) => {
    await freshDb()
    await queueChange(db, "employees", "delete", 7, {}, "zh-CN")
    const [entry] = await db.outbox.toArray()
    await applyVersionConflict(db, entry!, { ...row, version: 4, name: "他们的名字" })
    // What a pull does with a newer server row of a row that has entries.
    await db.transaction("rw", [db.employees, db.outbox, db.shadows], async () => {
      await rebuildRow(db, "employees", 7, server, await db.outbox.toArray())
    })
    return entry!.key
  }
  // server row pulled after the 409 -> the local row after "take theirs"
  const cases: Array<[string, AnyRow | null, AnyRow | undefined]> = [
    ["deleted on the server since", null, undefined],
    [
      "changed again on the server since",
      { ...row, version: 5, name: "更新的名字" },
      { ...row, version: 5, name: "更新的名字" },
    ],
  ]
  test.each(cases)("%s", async (_name, pulled, expected) => {
    const key = await conflictThenPulled(pulled)
    await resolve(db, key, "theirs", "zh-CN")
    expect(await db.outbox.count()).toBe(0)
    expect(await db.employees.get(7)).toEqual(expected)
  })
})
