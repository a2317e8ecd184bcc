import { describe, expect, test } from "vitest"
import type { EntityName } from "../../schema/sync.ts"
import type { OutboxEntry, OutboxOp } from "../db/local-row.ts"
import { remapEntry, remapFields, temporaryReferences } from "./remap.ts"

const entry = (entity: EntityName, op: OutboxOp, targetId: number, payload: Record<string, unknown> = {}) =>
  ({ key: "k", entity, op, targetId, payload }) as OutboxEntry

const employee = { entity: "employees" as const, from: -1, to: 42 }
const team = { entity: "teams" as const, from: -2, to: 7 }

describe("remapping a temporary id in later outbox entries", () => {
  // entry -> mapping -> expected target and payload
  const cases: Array<[string, OutboxEntry, typeof employee | typeof team, number, Record<string, unknown>]> =
    [
      [
        "a later PATCH of the created row",
        entry("employees", "update", -1, { name: "x" }),
        employee,
        42,
        { name: "x" },
      ],
      ["a later DELETE of the created row", entry("employees", "delete", -1), employee, 42, {}],
      [
        "a team listing the new employee",
        entry("teams", "create", -3, { composition: [5, -1, 6] }),
        employee,
        -3,
        { composition: [5, 42, 6] },
      ],
      [
        "a project listing the new team",
        entry("projects", "update", 9, { teamComposition: [-2] }),
        team,
        9,
        { teamComposition: [7] },
      ],
      [
        "same number, other entity: untouched",
        entry("teams", "update", -1, { name: "t" }),
        employee,
        -1,
        { name: "t" },
      ],
      [
        "a project is not remapped by an employee id",
        entry("projects", "update", 3, { teamComposition: [-1] }),
        employee,
        3,
        { teamComposition: [-1] },
      ],
      [
        "another temporary id: untouched",
        entry("employees", "update", -5, { name: "y" }),
        employee,
        -5,
        { name: "y" },
      ],
    ]
  test.each(cases)("%s", (_name, input, mapping, targetId, payload) => {
    const result = remapEntry(input, mapping)
    expect(result.targetId).toBe(targetId)
    expect(result.payload).toEqual(payload)
  })

  test("an entry with nothing to change is returned as the same object", () => {
    const untouched = entry("tools", "update", 3, { name: "z" })
    expect(remapEntry(untouched, employee)).toBe(untouched)
  })
})

describe("remapping references in local rows", () => {
  const cases: Array<
    [EntityName, Record<string, unknown>, typeof employee | typeof team, Record<string, unknown>]
  > = [
    ["teams", { composition: [-1, -1, 2] }, employee, { composition: [42, 42, 2] }],
    ["teams", { composition: [] }, employee, { composition: [] }],
    ["projects", { teamComposition: [1, -2] }, team, { teamComposition: [1, 7] }],
    ["employees", { composition: [-1] }, employee, { composition: [-1] }],
  ]
  test.each(cases)("%s %j", (holder, fields, mapping, expected) => {
    expect(remapFields(holder, fields, mapping)).toEqual(expected)
  })

  test("temporary references a payload waits for", () => {
    expect(temporaryReferences("teams", { composition: [1, -1, -4] })).toEqual([
      "employees:-1",
      "employees:-4",
    ])
    expect(temporaryReferences("projects", { teamComposition: [-2] })).toEqual(["teams:-2"])
    expect(temporaryReferences("tools", { composition: [-1] })).toEqual([])
  })
})
