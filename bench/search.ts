/**
 * `npm run bench:search` (issue 32, item 1): the site search's index (shared/search/) over
 * BENCH_RECORDS (10,000) records of mixed Chinese and English text: employees, teams, projects, tools
 * and posts with Markdown bodies, in both languages, made from a fixed seed (the same records each
 * run). Printed: the time to build the index, p50/p95/max per query over BENCH_QUERIES (400) queries
 * of each sort (English words, English prefixes, Chinese words, Chinese runs, mixed, no match), in
 * both languages, and the time of one incremental update (a record edited, unpublished, added back).
 * The goal is under 50 ms per query; figures are printed, never asserted.
 */
import { performance } from "node:perf_hooks"
import { type SearchKind, type SearchRow, searchDocumentOf, searchKinds } from "../shared/search/documents.ts"
import { SearchIndex } from "../shared/search/search-index.ts"

const recordCount = Number(process.env.BENCH_RECORDS ?? 10_000)
const queriesPerSort = Number(process.env.BENCH_QUERIES ?? 400)

/** A small deterministic generator (mulberry32): the same records every run. */
const random = (() => {
  let seed = 32
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
})()
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const some = <T>(items: readonly T[], count: number): T[] => Array.from({ length: count }, () => pick(items))

const zhWords = [
  "数字员工",
  "发票",
  "对账",
  "客服",
  "财务",
  "报表",
  "合同",
  "审核",
  "数据分析",
  "营销",
  "内容",
  "供应链",
  "库存",
  "预测",
  "招聘",
  "面试",
  "培训",
  "知识库",
  "工单",
  "自动化",
  "流程",
  "风险",
  "合规",
  "质检",
  "客户",
  "订单",
  "物流",
  "采购",
  "结算",
  "预算",
  "智能",
  "模型",
  "部署",
  "集成",
  "安全",
  "隐私",
  "效率",
  "团队",
  "协作",
  "项目",
  "工具",
  "平台",
  "接口",
  "文档",
  "翻译",
  "会议",
  "纪要",
  "销售",
  "线索",
  "运营",
]
const enWords = [
  "digital",
  "employee",
  "invoice",
  "reconciliation",
  "customer",
  "service",
  "finance",
  "report",
  "contract",
  "review",
  "analytics",
  "marketing",
  "content",
  "supply",
  "chain",
  "inventory",
  "forecast",
  "recruiting",
  "interview",
  "training",
  "knowledge",
  "ticket",
  "automation",
  "workflow",
  "risk",
  "compliance",
  "quality",
  "orders",
  "logistics",
  "procurement",
  "settlement",
  "budget",
  "intelligent",
  "model",
  "deployment",
  "integration",
  "security",
  "privacy",
  "efficiency",
  "team",
  "collaboration",
  "project",
  "tool",
  "platform",
  "api",
  "documents",
  "translation",
  "meeting",
  "minutes",
  "sales",
  "leads",
  "operations",
  "agents",
  "running",
]
const zhText = (words: number) => `${some(zhWords, words).join("")}。`
const enText = (words: number) => `${some(enWords, words).join(" ")}.`
const paragraphs = (count: number, english: boolean) =>
  Array.from({ length: count }, (_, index) =>
    index % 3 === 0
      ? `## ${english ? enText(3) : zhText(3)}\n\n**${english ? enText(4) : zhText(4)}** ${english ? enText(30) : zhText(30)}`
      : `- ${english ? enText(12) : zhText(12)} GPT-4 ${english ? "" : "与 AI 协作"}`,
  ).join("\n\n")

const rowOf = (kind: SearchKind, id: number): SearchRow => {
  const common = { id, isActive: true }
  if (kind === "post")
    return {
      ...common,
      title: zhText(4),
      titleEn: enText(5),
      summary: zhText(15),
      summaryEn: enText(20),
      content: paragraphs(8, false),
      contentEn: paragraphs(8, true),
      category: "行业洞察",
      isPublished: true,
    }
  return {
    ...common,
    name: `${zhText(2)} ${pick(["Pro", "AI", "X1", ""])}`.trim(),
    nameEn: enText(3),
    description: zhText(25),
    descriptionEn: enText(35),
    profession: zhText(2),
    professionEn: enText(2),
    useCases: some(zhWords, 4).join(","),
    useCasesEn: some(enWords, 4).join(", "),
    capabilities: some(zhWords, 5),
    capabilitiesEn: some(enWords, 5),
    technicalDetails: zhText(40),
    technicalDetailsEn: enText(50),
  }
}

const records = Array.from({ length: recordCount }, (_, index) => {
  const kind = searchKinds[index % searchKinds.length] as SearchKind
  return { kind, row: rowOf(kind, index + 1) }
})

const ms = (start: number) => performance.now() - start
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms`
}

const index = new SearchIndex()
let start = performance.now()
for (const { kind, row } of records) {
  const document = searchDocumentOf(kind, row)
  if (document !== undefined) index.set(document)
}
console.log(`search bench: ${recordCount} records (${searchKinds.join(", ")}), mixed Chinese and English`)
console.log(`index built in ${ms(start).toFixed(0)} ms (${index.size} documents)`)

const sorts: ReadonlyArray<readonly [string, () => string]> = [
  ["English word", () => pick(enWords)],
  ["English two words", () => `${pick(enWords)} ${pick(enWords)}`],
  ["English prefix", () => pick(enWords).slice(0, 4)],
  ["Chinese word", () => pick(zhWords)],
  ["Chinese run (two words)", () => `${pick(zhWords)}${pick(zhWords)}`],
  ["Chinese character", () => pick(pick(zhWords).split(""))],
  ["mixed", () => `${pick(enWords)} ${pick(zhWords)}`],
  ["full-width", () => pick(enWords).replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))],
  ["no match", () => `zq${pick(enWords)}x`],
]

const all: number[] = []
for (const [name, make] of sorts) {
  const times: number[] = []
  let found = 0
  for (let round = 0; round < queriesPerSort; round++) {
    const query = make()
    const language = round % 2 === 0 ? "zh-CN" : "en"
    start = performance.now()
    const results = index.search(query, { language, perKind: 10 })
    times.push(ms(start))
    found += results.total
  }
  all.push(...times)
  console.log(
    `${name.padEnd(26)} ${figures(times)} (on average ${(found / queriesPerSort).toFixed(0)} matches)`,
  )
}
console.log(`${"every query".padEnd(26)} ${figures(all)} (goal: under 50 ms)`)

const updates: number[] = []
for (let round = 0; round < 200; round++) {
  const { kind, row } = pick(records)
  start = performance.now()
  index.set(searchDocumentOf(kind, { ...row, name: zhText(3), nameEn: enText(3), title: zhText(4) })!)
  updates.push(ms(start))
}
const removals: number[] = []
const additions: number[] = []
for (let round = 0; round < 200; round++) {
  const { kind, row } = pick(records)
  start = performance.now()
  index.remove(kind, row.id)
  removals.push(ms(start))
  start = performance.now()
  index.set(searchDocumentOf(kind, row)!)
  additions.push(ms(start))
}
console.log(`incremental edit of one record: ${figures(updates)}`)
console.log(`incremental unpublish (remove): ${figures(removals)}`)
console.log(`incremental publish (add):      ${figures(additions)}`)
