import { describe, expect, it } from "vitest"
import { type SearchKind, type SearchRow, searchDocumentOf } from "./documents.ts"
import { type Marked, snippetOf } from "./highlight.ts"
import { markdownText } from "./markdown-text.ts"
import { SearchIndex, type SearchResults } from "./search-index.ts"

const employee = (id: number, fields: Record<string, unknown>): SearchRow => ({
  id,
  name: "",
  nameEn: "",
  description: "",
  descriptionEn: "",
  isActive: true,
  ...fields,
})

const post = (id: number, fields: Record<string, unknown>): SearchRow => ({
  id,
  title: "",
  titleEn: "",
  summary: "",
  summaryEn: "",
  content: "",
  contentEn: "",
  category: "行业洞察",
  isPublished: true,
  ...fields,
})

const indexOf = (rows: ReadonlyArray<readonly [SearchKind, SearchRow]>): SearchIndex => {
  const index = new SearchIndex()
  for (const [kind, row] of rows) {
    const document = searchDocumentOf(kind, row)
    if (document !== undefined) index.set(document)
  }
  return index
}

const keys = (results: SearchResults): string[] =>
  results.groups.flatMap((group) => group.hits.map((hit) => `${hit.kind}:${hit.id}`))

/** The marked parts of a text, as strings. */
const markedParts = (marked: Marked | undefined): string[] =>
  (marked?.marks ?? []).map(([start, end]) => marked?.text.slice(start, end) ?? "")

const site = indexOf([
  [
    "employee",
    employee(1, {
      name: "财务对账专员",
      nameEn: "Invoice Reconciliation Agent",
      description: "自动完成发票对账与差异核查。",
      descriptionEn: "Reconciles invoices against payments and flags differences.",
      useCases: "发票对账,月末结账",
      useCasesEn: "invoice matching, month-end close",
    }),
  ],
  [
    "employee",
    employee(2, {
      name: "智能客服",
      nameEn: "Customer Service Agent",
      description: "全天候回答客户问题，处理退款和发票请求。",
      descriptionEn: "Answers customers around the clock, handles refunds and invoice requests.",
    }),
  ],
  [
    "tool",
    employee(3, {
      name: "发票识别 OCR",
      nameEn: "Invoice OCR",
      description: "识别纸质发票。",
      descriptionEn: "Reads paper invoices.",
    }),
  ],
  [
    "post",
    post(4, {
      title: "数字员工如何改变财务部门",
      titleEn: "How digital employees change finance teams",
      summary: "从对账到报表。",
      summaryEn: "From reconciliation to reporting.",
      content: "## 背景\n\n**发票对账**是财务中最耗时的工作之一。[了解更多](https://example.com)",
      contentEn:
        "## Background\n\n**Invoice reconciliation** takes the most time. [Read more](https://example.com)",
    }),
  ],
  ["post", post(5, { title: "草稿：发票", titleEn: "Draft: invoices", isPublished: false })],
  ["employee", employee(6, { name: "停用的发票员工", nameEn: "Inactive invoice agent", isActive: false })],
])

describe("ranking", () => {
  it.each([
    // query, language, expected order of the first results
    ["invoice", "en", ["employee:1", "employee:2", "tool:3", "post:4"]],
    ["Invoices", "en", ["employee:1", "employee:2", "tool:3", "post:4"]],
    ["INVOICING", "en", ["employee:1", "employee:2", "tool:3", "post:4"]],
    ["ＩＮＶＯＩＣＥ", "en", ["employee:1", "employee:2", "tool:3", "post:4"]],
    ["发票", "zh-CN", ["tool:3", "employee:1", "employee:2", "post:4"]],
    ["对账", "zh-CN", ["employee:1", "post:4"]],
    ["发票对账", "zh-CN", ["employee:1", "post:4"]],
    ["对", "zh-CN", ["employee:1", "post:4"]],
    ["reconcil", "en", ["employee:1", "post:4"]],
    ["invoice reconciliation", "en", ["employee:1", "post:4"]],
    ["customer service", "en", ["employee:2"]],
    ["智能客服", "zh-CN", ["employee:2"]],
    ["客服 refunds", "zh-CN", ["employee:2"]],
    ["财务对账专员", "zh-CN", ["employee:1"]],
    ["digital 员工", "en", ["post:4"]],
  ] as const)("%s (%s)", (query, language, expected) => {
    expect(keys(site.search(query, { language }))).toEqual(expected)
  })

  it.each(["", "   ", "，。！？", "!!!", "zzzz", "不存在的词语"])("%j finds nothing", (query) => {
    const results = site.search(query, { language: "zh-CN" })
    expect(results.total).toBe(0)
    expect(results.groups).toEqual([])
  })

  it("never finds drafts or switched-off records", () => {
    const found = keys(site.search("invoice", { language: "en" }))
    expect(found).not.toContain("post:5")
    expect(found).not.toContain("employee:6")
  })

  it("puts a title match over a body match, and an exact word over a word's start", () => {
    const index = indexOf([
      ["employee", employee(1, { name: "Helper", description: "An agent for contracts" })],
      ["employee", employee(2, { name: "Contract agent", description: "Helps" })],
      ["employee", employee(3, { name: "Finder", description: "Contractors found" })],
    ])
    expect(keys(index.search("contract", { language: "en" }))).toEqual([
      "employee:2",
      "employee:1",
      "employee:3",
    ])
  })

  it("prefers the page's language, and still matches the other", () => {
    const index = indexOf([
      ["employee", employee(1, { name: "Report", nameEn: "Writer" })],
      ["employee", employee(2, { name: "Writer", nameEn: "Report" })],
    ])
    expect(keys(index.search("report", { language: "en" }))).toEqual(["employee:2", "employee:1"])
    expect(keys(index.search("report", { language: "zh-CN" }))).toEqual(["employee:1", "employee:2"])
  })

  it("groups by kind, the group of the best match first, with totals", () => {
    const results = site.search("发票", { language: "zh-CN", perKind: 1 })
    expect(results.groups.map((group) => [group.kind, group.total, group.hits.length])).toEqual([
      ["tool", 1, 1],
      ["employee", 2, 1],
      ["post", 1, 1],
    ])
    expect(results.total).toBe(4)
  })
})

describe("titles and snippets", () => {
  it("shows the title in the page's language with the matches marked", () => {
    const [hit] = site.search("reconciliation", { language: "en" }).groups[0]?.hits ?? []
    expect(hit?.title.text).toBe("Invoice Reconciliation Agent")
    expect(markedParts(hit?.title)).toEqual(["Reconciliation"])
  })

  it("marks Chinese matches in the Chinese title and the snippet", () => {
    const results = site.search("对账", { language: "zh-CN" })
    const hit = results.groups.find((group) => group.kind === "employee")?.hits[0]
    expect(markedParts(hit?.title)).toEqual(["对账"])
    expect(markedParts(hit?.snippet)).toEqual(["对账"])
    expect(hit?.snippet?.text).toBe("自动完成发票对账与差异核查。")
  })

  it("marks the stemmed word whole", () => {
    const hit = site.search("invoicing", { language: "en" }).groups.find((group) => group.kind === "employee")
      ?.hits[0]
    expect(markedParts(hit?.snippet)).toEqual(["invoices"])
  })

  it("quotes a post's body without its Markdown", () => {
    const hit = site.search("最耗时", { language: "zh-CN" }).groups[0]?.hits[0]
    expect(hit?.snippet?.text).toBe("背景 发票对账是财务中最耗时的工作之一。了解更多")
    expect(markedParts(hit?.snippet)).toEqual(["最耗时"])
  })

  it("falls back to the other language's title when the page's is empty", () => {
    const index = indexOf([["employee", employee(1, { name: "发票助手", nameEn: "" })]])
    const hit = index.search("发票", { language: "en" }).groups[0]?.hits[0]
    expect(hit?.title.text).toBe("发票助手")
    expect(hit?.titleLanguage).toBe("zh-CN")
  })

  it("cuts a long snippet around the first match, with ellipses", () => {
    const text = `${"lorem ipsum ".repeat(30)}needle ${"dolor sit ".repeat(30)}`
    const at = text.indexOf("needle")
    const snippet = snippetOf({ text, marks: [[at, at + 6]] }, 80)
    expect(snippet.text.startsWith("…")).toBe(true)
    expect(snippet.text.endsWith("…")).toBe(true)
    expect(snippet.text.length).toBeLessThanOrEqual(82)
    expect(markedParts(snippet)).toEqual(["needle"])
  })
})

describe("incremental updates", () => {
  const fresh = () =>
    indexOf([
      ["employee", employee(1, { name: "发票助手", nameEn: "Invoice helper" })],
      ["tool", employee(2, { name: "Calendar", nameEn: "Calendar" })],
    ])

  it("adds a document", () => {
    const index = fresh()
    index.set(searchDocumentOf("team", employee(7, { name: "发票团队", nameEn: "Invoice team" }))!)
    expect(keys(index.search("invoice", { language: "en" }))).toEqual(["employee:1", "team:7"])
    expect(index.size).toBe(3)
  })

  it("edits a document: the old words no longer find it, the new ones do", () => {
    const index = fresh()
    expect(
      index.set(searchDocumentOf("employee", employee(1, { name: "合同助手", nameEn: "Contract helper" }))!),
    ).toBe(true)
    expect(keys(index.search("invoice", { language: "en" }))).toEqual([])
    expect(keys(index.search("发票", { language: "zh-CN" }))).toEqual([])
    expect(keys(index.search("contract", { language: "en" }))).toEqual(["employee:1"])
    expect(keys(index.search("helper", { language: "en" }))).toEqual(["employee:1"])
    expect(index.size).toBe(2)
  })

  it("an unchanged document is not re-indexed", () => {
    const index = fresh()
    expect(
      index.set(searchDocumentOf("employee", employee(1, { name: "发票助手", nameEn: "Invoice helper" }))!),
    ).toBe(false)
  })

  it("unpublishes (a row that is no longer public has no document) and deletes", () => {
    const index = fresh()
    expect(searchDocumentOf("employee", employee(1, { name: "发票助手", isActive: false }))).toBeUndefined()
    expect(index.remove("employee", 1)).toBe(true)
    expect(keys(index.search("invoice", { language: "en" }))).toEqual([])
    expect(index.remove("employee", 1)).toBe(false)
    expect(index.remove("tool", 2)).toBe(true)
    expect(index.size).toBe(0)
    expect(index.search("calendar", { language: "en" }).total).toBe(0)
  })
})

describe("markdownText", () => {
  it.each([
    ["# Title\n\nSome **bold** and _em_ text.", "Title\nSome bold and em text."],
    ["- one\n- two\n1. three", "one\ntwo\nthree"],
    ["![a cat](/c.png) [link](https://x.y) `code`", "a cat link code"],
    ["> quoted\n\n```js\nlet x = 1\n```", "quoted\nlet x = 1"],
    ["| a | b |\n|---|---|\n| 1 | 2 |", "a b\n1 2"],
    ["<b>html</b> \\*not em\\*", "html *not em*"],
  ])("%j", (markdown, expected) => {
    expect(markdownText(markdown)).toBe(expected)
  })
})
