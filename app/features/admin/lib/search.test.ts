import { describe, expect, test } from "vitest"
import { filterRows, inBothLanguages, matchesSearch } from "./search.ts"

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

describe("admin search in both languages (issue 17, spec section 5)", () => {
  const employee = {
    name: "智能客服专员",
    nameEn: "Customer Service Agent",
    description: "全渠道客服数字员工",
    descriptionEn: "An omnichannel customer service employee",
  }
  const bilingual = inBothLanguages<typeof employee>("name", "description")

  test("a query in either language finds the row", () => {
    expect(matchesSearch(employee, "客服专员", bilingual)).toBe(true)
    expect(matchesSearch(employee, "service AGENT", bilingual)).toBe(true)
    expect(matchesSearch(employee, "omnichannel", bilingual)).toBe(true)
    expect(matchesSearch(employee, "finance", bilingual)).toBe(false)
  })

  test("a row without English (stored before the twins) is still found by its Chinese", () => {
    const old = { name: "财务审核员", description: "报销审核" }
    const fields = inBothLanguages<typeof old>("name", "description")
    expect(filterRows([old], "审核", fields)).toEqual([old])
    expect(filterRows([old], "auditor", fields)).toEqual([])
  })
})
