import { describe, expect, test, vi } from "vitest"
import { filterRows, inBothLanguages, matchesSearch, rowSearch } from "./search.ts"

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

describe("rowSearch (the lists' search, texts kept per row)", () => {
  const rows = [
    { id: 1, title: "Invoice Reconciliation", body: "Matches bank lines", status: "new" },
    { id: 2, title: "客服专员", body: "全渠道 invoice 答复", status: "done" },
    { id: 3, title: "Data analyst", body: "", status: "new" },
  ]
  type Row = (typeof rows)[number]
  const fields = [(row: Row) => row.title, (row: Row) => row.body]

  test("answers what filterRows answers, for every query and filter", () => {
    const search = rowSearch(fields).filter
    const keepNew = (row: Row) => row.status === "new"
    for (const query of ["", "  ", "invoice", "INVOICE", "客服", "bank lines", "nothing", "a"])
      for (const keep of [undefined, keepNew])
        expect(search(rows, query, keep)).toEqual(filterRows(rows, query, fields, keep))
  })

  test("a query never matches across two fields", () => {
    const search = rowSearch(fields).filter
    expect(search(rows, "reconciliationmatches")).toEqual([])
    expect(search(rows, "reconciliation\u0000matches")).toEqual([])
  })

  test("each row's fields are read once, however many searches follow; a new row object is read again", () => {
    let reads = 0
    const counted = [(row: Row) => (reads++, row.title)]
    const search = rowSearch(counted).filter
    for (const query of ["i", "in", "inv", "invo"]) search(rows, query)
    expect(reads).toBe(rows.length)
    const changed = { ...rows[0]!, title: "Invoice matching" }
    expect(search([changed, ...rows.slice(1)], "matching")).toEqual([changed])
    expect(reads).toBe(rows.length + 1)
  })
})

describe("rowSearch's warm-up", () => {
  test("works every row's text out in idle slices, after which a search reads no field; stopping stops it", () => {
    const idle: Array<(deadline: IdleDeadline) => void> = []
    vi.stubGlobal("requestIdleCallback", (callback: (deadline: IdleDeadline) => void) => idle.push(callback))
    vi.stubGlobal("cancelIdleCallback", () => idle.splice(0))
    try {
      let reads = 0
      const rows = Array.from({ length: 10 }, (_, id) => ({ id, title: `Post ${id}` }))
      const search = rowSearch([(row: (typeof rows)[number]) => (reads++, row.title)])
      // Each idle period has room for three rows.
      const period = () => {
        let room = 4
        return { didTimeout: false, timeRemaining: () => room-- } as IdleDeadline
      }
      search.warm(rows)
      while (idle.length > 0) idle.shift()!(period())
      expect(reads).toBe(10)
      expect(search.filter(rows, "post 7")).toEqual([rows[7]])
      expect(reads).toBe(10)

      const others = rows.map((row) => ({ ...row }))
      const stop = search.warm(others)
      idle.shift()!(period())
      stop()
      expect(idle).toHaveLength(0)
      expect(reads).toBe(13)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
