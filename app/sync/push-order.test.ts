import { describe, expect, test } from "vitest"
import type { EntityName } from "../../schema/sync.ts"
import type { OutboxEntry, OutboxState } from "../db/local-row.ts"
import { backoffCapMs, backoffDelay } from "./backoff.ts"
import { nextEntry } from "./push.ts"

const entry = (key: string, entity: EntityName, targetId: number, state: OutboxState, payload = {}) =>
  ({ key, entity, targetId, state, payload, op: "update" }) as OutboxEntry

describe("which entry goes next", () => {
  // queue -> key of the entry sent next (undefined: nothing may go)
  const cases: Array<[string, OutboxEntry[], string | undefined]> = [
    [
      "the first pending one",
      [entry("a", "employees", 1, "pending"), entry("b", "employees", 2, "pending")],
      "a",
    ],
    [
      "a failed entry does not block other rows",
      [entry("a", "employees", 1, "failed"), entry("b", "employees", 2, "pending")],
      "b",
    ],
    [
      "later edits of a failed row wait",
      [entry("a", "employees", 1, "failed"), entry("b", "employees", 1, "pending")],
      undefined,
    ],
    [
      "later edits of a row in conflict wait",
      [
        entry("a", "teams", 3, "conflict"),
        entry("b", "teams", 3, "pending"),
        entry("c", "tools", 3, "pending"),
      ],
      "c",
    ],
    [
      "a team waits for its stuck new member",
      [entry("a", "employees", -1, "failed"), entry("b", "teams", 5, "pending", { composition: [-1] })],
      undefined,
    ],
    ["empty queue", [], undefined],
  ]
  test.each(cases)("%s", (_name, queue, expected) => {
    expect(nextEntry(queue)?.key).toBe(expected)
  })
})

describe("backoff", () => {
  test.each([0, 1, 3, 6, 20])("attempt %i stays within half to all of its ceiling, capped", (attempts) => {
    const ceiling = Math.min(backoffCapMs, 1000 * 2 ** attempts)
    expect(backoffDelay(attempts, () => 0)).toBe(ceiling / 2)
    expect(backoffDelay(attempts, () => 1)).toBe(ceiling)
  })
})
