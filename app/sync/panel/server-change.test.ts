import { expect, test } from "vitest"
import type { AuditPage } from "../../../schema/audit.ts"
import { changeOf } from "./server-change.ts"

const record = (version: number, username: string | null, at: string) => ({
  after: { version },
  actor: username === null ? null : { id: 1, username },
  at,
})

test("the conflict's server side is the record of the version it met: who and when", () => {
  const page = {
    records: [record(5, "lisi", "2026-11-26T10:05:00.000Z"), record(4, "admin", "2026-11-26T10:00:00.000Z")],
  } as unknown as AuditPage
  expect(changeOf(page, 4)).toEqual({ who: "admin", at: "2026-11-26T10:00:00.000Z" })
  expect(changeOf(page, 5)).toEqual({ who: "lisi", at: "2026-11-26T10:05:00.000Z" })
  expect(changeOf(page, 9)).toBeNull()
})

test("a change made by no account (the console, a visitor) names nobody", () => {
  const page = { records: [record(2, null, "2026-11-26T10:00:00.000Z")] } as unknown as AuditPage
  expect(changeOf(page, 2)).toEqual({ who: null, at: "2026-11-26T10:00:00.000Z" })
})
