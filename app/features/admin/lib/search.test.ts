import { describe, expect, test } from "vitest"
import { filterRows, matchesSearch } from "./search.ts"

const row = { name: "Customer Service Agent", profession: "客服", description: null as string | null }
const fields = [(r: typeof row) => r.name, (r: typeof row) => r.profession, (r: typeof row) => r.description]

describe("admin search", () => {
  test("an empty or blank query matches every row", () => {
    expect(matchesSearch(row, "", fields)).toBe(true)
    expect(matchesSearch(row, "   ", fields)).toBe(true)
  })
  test("matches a substring case-insensitively on any named field", () => {
    expect(matchesSearch(row, "service AG", fields)).toBe(true)
    expect(matchesSearch(row, "客服", fields)).toBe(true)
  })
  test("null fields and unmatched text do not match", () => {
    expect(matchesSearch(row, "finance", fields)).toBe(false)
  })
  test("filterRows applies both the query and the extra filter", () => {
    const rows = [
      { name: "a1", status: "new" },
      { name: "a2", status: "completed" },
      { name: "b", status: "new" },
    ]
    expect(filterRows(rows, "a", [(r) => r.name], (r) => r.status === "new")).toEqual([rows[0]])
  })
})
