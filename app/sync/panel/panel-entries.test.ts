import { describe, expect, test } from "vitest"
import type { OutboxEntry, OutboxState } from "../../db/local-row.ts"
import { panelEntries } from "./panel-entries.ts"

const entry = (key: string, targetId: number, state: OutboxState) =>
  ({ key, entity: "employees", targetId, state, payload: {}, op: "update" }) as OutboxEntry

describe("the sync panel's list", () => {
  test("lists every stuck entry and the first pending ones, and counts the rest", () => {
    const queue = [
      entry("p1", 1, "pending"),
      entry("p2", 2, "pending"),
      entry("f3", 3, "failed"),
      entry("p4", 4, "pending"),
      entry("c5", 5, "conflict"),
    ]
    const { shown, hidden } = panelEntries(queue, 2)
    expect(shown.map((e) => e.key)).toEqual(["p1", "p2", "f3", "c5"])
    expect(hidden).toBe(1)
    expect(panelEntries(queue, 10)).toMatchObject({ hidden: 0 })
  })

  test("marks the entries that wait behind a stuck entry of their row", () => {
    const queue = [
      entry("a", 1, "pending"),
      entry("b", 2, "failed"),
      entry("c", 2, "pending"),
      entry("d", 1, "pending"),
    ]
    expect([...panelEntries(queue).waiting]).toEqual(["c"])
  })
})
