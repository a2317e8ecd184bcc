import { describe, expect, test } from "vitest"
import type { AnyRow, OutboxEntry, OutboxOp, OutboxState } from "../db/local-row.ts"
import { foldEntries } from "./fold.ts"

const theirs: AnyRow = { id: 1, version: 5, name: "theirs", profession: "p" }
const base: AnyRow = { id: 1, version: 4, name: "base", profession: "p" }

const entry = (op: OutboxOp, state: OutboxState, payload: Record<string, unknown> = {}): OutboxEntry => ({
  key: `${op}-${state}`,
  entity: "employees",
  op,
  targetId: 1,
  payload,
  baseVersion: 4,
  baseRow: base,
  createdAt: "",
  attempts: 0,
  state,
  lastError: null,
  notBefore: 0,
  conflict: state === "conflict" ? { fields: ["name"], theirs } : null,
})

describe("folding later edits of a row into its stuck entry", () => {
  // head + later -> op, state, payload, conflicting fields (undefined: not folded)
  const cases: Array<
    [string, OutboxEntry, OutboxEntry, [OutboxOp, OutboxState, object, string[] | null] | undefined]
  > = [
    [
      "a later edit joins a conflict; its own fields merge",
      entry("update", "conflict", { name: "mine" }),
      entry("update", "pending", { profession: "new" }),
      ["update", "conflict", { name: "mine", profession: "new" }, ["name"]],
    ],
    [
      "a later edit that takes their value settles the conflict",
      entry("update", "conflict", { name: "mine" }),
      entry("update", "pending", { name: "theirs" }),
      ["update", "pending", {}, null],
    ],
    [
      "a later delete turns a conflict into a delete conflict",
      entry("update", "conflict", { name: "mine" }),
      entry("delete", "pending"),
      ["delete", "conflict", {}, []],
    ],
    [
      "a later delete replaces a failed edit",
      entry("update", "failed", { name: "bad" }),
      entry("delete", "pending"),
      ["delete", "pending", {}, null],
    ],
    [
      "a later edit joins a failed one",
      entry("update", "failed", { name: "bad" }),
      entry("update", "pending", { profession: "x" }),
      ["update", "failed", { name: "bad", profession: "x" }, null],
    ],
    [
      "a publish does not join an update",
      entry("update", "failed", { name: "bad" }),
      entry("publish", "pending"),
      undefined,
    ],
    ["nothing joins a pending entry", entry("update", "pending"), entry("update", "pending"), undefined],
  ]
  test.each(cases)("%s", (_name, head, later, expected) => {
    const folded = foldEntries(head, later)
    if (expected === undefined) return expect(folded).toBeUndefined()
    const [op, state, payload, fields] = expected
    expect(folded).toMatchObject({ key: head.key, op, state, payload })
    expect(folded?.conflict?.fields ?? null).toEqual(fields)
  })
})
