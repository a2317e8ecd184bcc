import { describe, expect, test } from "vitest"
import type { EntityName } from "../../schema/sync.ts"
import type { OutboxEntry, OutboxState } from "../db/local-row.ts"
import { backoffCapMs, backoffDelay } from "./backoff.ts"
import { nextBatch } from "./push.ts"

const entry = (key: string, entity: EntityName, targetId: number, state: OutboxState, payload = {}) =>
  ({ key, entity, targetId, state, payload, op: "update" }) as OutboxEntry

const create = (key: string, entity: EntityName, targetId: number, payload = {}) =>
  ({ ...entry(key, entity, targetId, "pending", payload), op: "create" }) as OutboxEntry

describe("which entries go in the next batch", () => {
  // queue -> keys of the entries sent together next (empty: nothing may go)
  const cases: Array<[string, OutboxEntry[], string[]]> = [
    [
      "pending entries of different rows go together, in order",
      [entry("a", "employees", 1, "pending"), entry("b", "employees", 2, "pending")],
      ["a", "b"],
    ],
    [
      "a failed entry does not block other rows",
      [entry("a", "employees", 1, "failed"), entry("b", "employees", 2, "pending")],
      ["b"],
    ],
    [
      "later edits of a failed row wait",
      [entry("a", "employees", 1, "failed"), entry("b", "employees", 1, "pending")],
      [],
    ],
    [
      "later edits of a row in conflict wait",
      [
        entry("a", "teams", 3, "conflict"),
        entry("b", "teams", 3, "pending"),
        entry("c", "tools", 3, "pending"),
      ],
      ["c"],
    ],
    [
      "a team waits for its stuck new member",
      [entry("a", "employees", -1, "failed"), entry("b", "teams", 5, "pending", { composition: [-1] })],
      [],
    ],
    [
      "a second edit of a row in the batch waits for the first one's answer (its new version)",
      [
        entry("a", "employees", 1, "pending"),
        entry("b", "tools", 1, "pending"),
        entry("c", "employees", 1, "pending"),
        entry("d", "tools", 2, "pending"),
      ],
      ["a", "b"],
    ],
    [
      "a team naming a member created in the batch waits for the member's real id",
      [create("a", "employees", -1), entry("b", "teams", 5, "pending", { composition: [-1] })],
      ["a"],
    ],
    [
      "an edit of a row created in the batch waits for its real id",
      [create("a", "employees", -1), entry("b", "employees", -1, "pending")],
      ["a"],
    ],
    ["empty queue", [], []],
  ]
  test.each(cases)("%s", (_name, queue, expected) => {
    expect(nextBatch(queue).map((e) => e.key)).toEqual(expected)
  })

  test("a batch holds at most the limit of entries, and of payload unless it is one entry", () => {
    const queue = Array.from({ length: 5 }, (_, i) =>
      entry(`e${i}`, "employees", i + 1, "pending", { t: "x".repeat(100) }),
    )
    expect(nextBatch(queue, 0, { entries: 3, payloadChars: 1e6 })).toHaveLength(3)
    expect(nextBatch(queue, 0, { entries: 10, payloadChars: 250 })).toHaveLength(2)
    expect(nextBatch(queue, 0, { entries: 10, payloadChars: 10 })).toHaveLength(1)
  })

  test("an entry still backing off ends the batch", () => {
    const waiting = { ...entry("b", "employees", 2, "pending"), notBefore: 5000 }
    const queue = [entry("a", "employees", 1, "pending"), waiting, entry("c", "employees", 3, "pending")]
    expect(nextBatch(queue, 1000).map((e) => e.key)).toEqual(["a"])
    expect(nextBatch(queue, 6000).map((e) => e.key)).toEqual(["a", "b", "c"])
  })
})

describe("backoff", () => {
  test.each([0, 1, 3, 6, 20])("attempt %i stays within half to all of its ceiling, capped", (attempts) => {
    const ceiling = Math.min(backoffCapMs, 1000 * 2 ** attempts)
    expect(backoffDelay(attempts, () => 0)).toBe(ceiling / 2)
    expect(backoffDelay(attempts, () => 1)).toBe(ceiling)
  })
})
