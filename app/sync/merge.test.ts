import { describe, expect, test } from "vitest"
import type { AnyRow } from "../db/local-row.ts"
import { threeWayMerge } from "./merge.ts"

const row = (fields: Record<string, unknown>): AnyRow => ({ id: 1, version: 2, ...fields })

// base | mine (fields sent) | theirs (server now) -> what is sent again | conflicting fields
const cases: Array<
  [
    string,
    Record<string, unknown> | null,
    Record<string, unknown>,
    Record<string, unknown>,
    Record<string, unknown>,
    string[],
  ]
> = [
  ["only I changed a field", { a: 1, b: 1 }, { a: 2 }, { a: 1, b: 1 }, { a: 2 }, []],
  ["they changed another field", { a: 1, b: 1 }, { a: 2 }, { a: 1, b: 9 }, { a: 2 }, []],
  ["both changed the same field alike", { a: 1 }, { a: 2 }, { a: 2 }, {}, []],
  ["both changed the same field differently", { a: 1 }, { a: 2 }, { a: 3 }, {}, ["a"]],
  ["mixed: one merges, one conflicts", { a: 1, b: 1 }, { a: 2, b: 2 }, { a: 1, b: 3 }, { a: 2 }, ["b"]],
  ["my value equals the base (no real change)", { a: 1 }, { a: 1 }, { a: 5 }, {}, []],
  ["lists compare by value", { l: [1, 2] }, { l: [1, 2, 3] }, { l: [1, 2] }, { l: [1, 2, 3] }, []],
  ["lists changed on both sides", { l: [1] }, { l: [1, 2] }, { l: [3] }, {}, ["l"]],
  ["null and absent are the same", { n: null }, { n: "x" }, { n: undefined }, { n: "x" }, []],
  ["no base (edit of defaults): keep mine", null, { a: 2 }, { a: 3 }, { a: 2 }, []],
]

describe("three-way merge", () => {
  test.each(cases)("%s", (_name, base, mine, theirs, payload, conflicts) => {
    const result = threeWayMerge(base, mine, row(theirs))
    expect(result.payload).toEqual(payload)
    expect(result.conflicts).toEqual(conflicts)
  })
})
