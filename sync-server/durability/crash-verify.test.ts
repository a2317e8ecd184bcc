/**
 * The crash checks catch what they are for: a lost acknowledged write, a create applied twice, an
 * update applied twice, a reader's copy that misses a row. (crash.test.ts runs them on real crashes,
 * where they must find nothing; here they are shown records where they must.)
 */
import { describe, expect, it } from "vitest"
import type { DatabaseState, StoredRow } from "../test-support/durability/crash-database.ts"
import { Ledger, type SentRequest, type WriteCall } from "../test-support/durability/crash-ledger.ts"
import {
  acknowledgedProblems,
  duplicateProblems,
  exactlyOnceProblems,
  snapshotProblems,
} from "../test-support/durability/crash-verify.ts"

const employee = (id: number, version: number, name: string) =>
  JSON.stringify({ id, name, version, updatedAt: "2026-11-25T08:00:00.000Z" })

const stateOf = (rows: StoredRow[], deleted: string[] = []): DatabaseState => {
  const log = new Map(
    rows.map((row, i) => [`${row.entity}:${row.id}`, { seq: i + 1, op: "upsert", atMs: 0 }]),
  )
  for (const key of deleted) log.set(key, { seq: log.size + 1, op: "delete", atMs: 0 })
  return {
    rows: new Map(rows.map((row) => [`${row.entity}:${row.id}`, row])),
    log,
    maxSeq: log.size,
    keyCount: 0,
  }
}

const create = (key: string, marker: string): WriteCall => ({
  key,
  method: "POST",
  path: "/api/employees",
  body: { name: marker },
  intent: { kind: "create", entity: "employees", marker },
})

const update = (key: string, id: number): WriteCall => ({
  key,
  method: "PATCH",
  path: `/api/employees/${id}`,
  ifMatch: 1,
  body: { description: key },
  intent: { kind: "update", entity: "employees", id },
})

const answered = (ledger: Ledger, call: WriteCall, status: number, text: string) => {
  const request: SentRequest = { via: "api", calls: [call], anonymous: false, cycle: 1, answers: undefined }
  ledger.add(request)
  request.answers = [{ status, text, replayed: false }]
  ledger.noteAnswer(call.key, { status, text, replayed: false })
}

describe("crash checks", () => {
  it("an acknowledged create missing from the database is a lost write", () => {
    const ledger = new Ledger()
    const text = employee(7, 1, "#c1w1#")
    answered(ledger, create("k1", "#c1w1#"), 201, text)
    const stored = new Map([["k1", { status: 201, response: text }]])
    const problems = acknowledgedProblems(ledger, 1, stateOf([]), stored)
    expect(problems.map((p) => p.kind)).toEqual(["lost"])
    // The same record with the row in place finds nothing.
    const row = { entity: "employees" as const, id: 7, version: 1, data: text }
    expect(acknowledgedProblems(ledger, 1, stateOf([row]), stored)).toEqual([])
  })

  it("an acknowledged write whose key was not stored is reported", () => {
    const ledger = new Ledger()
    const text = employee(7, 1, "#c1w1#")
    answered(ledger, create("k1", "#c1w1#"), 201, text)
    const row = { entity: "employees" as const, id: 7, version: 1, data: text }
    expect(acknowledgedProblems(ledger, 1, stateOf([row]), new Map()).map((p) => p.kind)).toEqual(["lost"])
  })

  it("a marker on two rows is a duplicate create", () => {
    const rows = [
      { entity: "employees" as const, id: 7, version: 1, data: employee(7, 1, "#c1w1#") },
      { entity: "employees" as const, id: 8, version: 1, data: employee(8, 1, "#c1w1#") },
      { entity: "employees" as const, id: 9, version: 1, data: employee(9, 1, "#c1w12#") },
    ]
    expect(duplicateProblems(stateOf(rows)).map((p) => p.text)).toEqual([
      "#c1w1# is on 2 rows: employees:7, employees:8",
    ])
  })

  it("a version above 1 + the successful updates is an update applied twice", () => {
    const ledger = new Ledger()
    answered(ledger, create("k1", "#c1w1#"), 201, employee(7, 1, "#c1w1#"))
    answered(ledger, update("k2", 7), 200, employee(7, 2, "#c1w1#"))
    const twice = stateOf([{ entity: "employees", id: 7, version: 3, data: employee(7, 3, "#c1w1#") }])
    expect(exactlyOnceProblems(ledger, twice).map((p) => p.kind)).toEqual(["duplicate"])
    const once = stateOf([{ entity: "employees", id: 7, version: 2, data: employee(7, 2, "#c1w1#") }])
    expect(exactlyOnceProblems(ledger, once)).toEqual([])
  })

  it("a row deleted without a delete of ours is lost; with one and its tombstone it is not", () => {
    const ledger = new Ledger()
    answered(ledger, create("k1", "#c1w1#"), 201, employee(7, 1, "#c1w1#"))
    expect(exactlyOnceProblems(ledger, stateOf([], ["employees:7"])).map((p) => p.kind)).toEqual(["lost"])
    ledger.add({
      via: "api",
      calls: [
        {
          key: "k3",
          method: "DELETE",
          path: "/api/employees/7",
          intent: { kind: "delete", entity: "employees", id: 7 },
        },
      ],
      anonymous: false,
      cycle: 1,
      answers: undefined,
    })
    expect(exactlyOnceProblems(ledger, stateOf([], ["employees:7"]))).toEqual([])
  })

  it("a reader's copy that misses a row, or keeps a deleted one, does not match", () => {
    const row = { entity: "employees" as const, id: 7, version: 1, data: employee(7, 1, "#c1w1#") }
    const state = stateOf([row], ["employees:8"])
    const full = new Map<string, string | null>([
      ["employees:7", row.data],
      ["employees:8", null],
    ])
    expect(snapshotProblems("pull", full, 2, state)).toEqual([])
    expect(snapshotProblems("pull", new Map([["employees:8", null]]), 2, state).map((p) => p.kind)).toContain(
      "lost",
    )
    const stale = new Map(full).set("employees:8", employee(8, 1, "x"))
    expect(snapshotProblems("pull", stale, 2, state).length).toBeGreaterThan(0)
  })
})
