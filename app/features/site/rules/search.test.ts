import { describe, expect, test } from "vitest"
import {
  allCategories,
  categoriesOf,
  filterEmployees,
  filterPosts,
  filterProjects,
  filterTeams,
  filterTools,
} from "./search.ts"

const employees = [
  {
    id: 1,
    name: "智能客服专员",
    description: "answers Customers",
    profession: "客户服务",
    useCases: "售后,咨询",
  },
  { id: 2, name: "Data Analyst", description: "reports", profession: "数据分析", useCases: "报表" },
]
const teams = [
  { id: 1, name: "热门 · 全渠道客服团队", description: "Omnichannel service" },
  { id: 2, name: "电商增长团队", description: "growth" },
]
const projects = [
  { id: 1, name: "Bank audit", description: "报销审核", teamDescription: "金融服务" },
  { id: 2, name: "美妆客服", description: "全渠道", teamDescription: "电子商务" },
]
const tools = [
  { id: 1, name: "Mail Assistant", description: "drafts replies" },
  { id: 2, name: "企业知识库", description: "RAG search" },
]
const ids = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id)

describe("list search: live, case-insensitive substring on the card's fields", () => {
  test.each<[string, number[]]>([
    ["", [1, 2]],
    ["   ", [1, 2]],
    ["customers", [1]],
    ["DATA", [2]],
    ["咨询", [1]],
    ["数据分析", [2]],
    ["nothing", []],
  ])("employees %j -> %j", (query, expected) =>
    expect(ids(filterEmployees(employees, query))).toEqual(expected),
  )

  test.each<[string, number[]]>([
    ["热门", [1]],
    ["OMNI", [1]],
    ["GROWTH", [2]],
    ["团队", [1, 2]],
  ])("teams %j -> %j", (query, expected) => expect(ids(filterTeams(teams, query))).toEqual(expected))

  test.each<[string, number[]]>([
    ["bank", [1]],
    ["电子商务", [2]],
    ["审核", [1]],
  ])("projects %j -> %j", (query, expected) => expect(ids(filterProjects(projects, query))).toEqual(expected))

  test.each<[string, number[]]>([
    ["mail", [1]],
    ["rag", [2]],
    ["x", []],
  ])("tools %j -> %j", (query, expected) => expect(ids(filterTools(tools, query))).toEqual(expected))
})

describe("blog search: title, summary, content; category exact", () => {
  const posts = [
    { id: 1, title: "Agent Trends", summary: "s", content: "body", category: "技术趋势" },
    { id: 2, title: "案例", summary: "Bank REVIEW", content: "", category: "案例研究" },
    { id: 3, title: "t", summary: "s", content: "Markdown **memory**", category: "技术趋势" },
  ]
  test.each<[string, string, number[]]>([
    ["", allCategories, [1, 2, 3]],
    ["trends", allCategories, [1]],
    ["review", allCategories, [2]],
    ["MEMORY", allCategories, [3]],
    ["", "技术趋势", [1, 3]],
    ["trends", "案例研究", []],
    ["", "技术", []],
  ])("%j in %j -> %j", (query, category, expected) => {
    expect(ids(filterPosts(posts, query, category))).toEqual(expected)
  })
  test("the category is text too; a card without its body (a cards pull) matches on the rest", () => {
    const card = { id: 4, title: "卡片", summary: "only the card", category: "案例研究" }
    expect(ids(filterPosts([...posts, card], "案例研究", allCategories))).toEqual([2, 4])
    expect(ids(filterPosts([card], "card", allCategories))).toEqual([4])
    expect(ids(filterPosts([card], "body", allCategories))).toEqual([])
  })
  test("categories present, distinct, first-seen order", () => {
    expect(categoriesOf(posts)).toEqual(["技术趋势", "案例研究"])
  })
})

describe("either language (issue 17)", () => {
  const english = {
    name: "智能客服专员",
    description: "全渠道客服",
    profession: "客户服务",
    useCases: "售前咨询",
    nameEn: "Customer Service Agent",
    descriptionEn: "Omnichannel support",
    professionEn: "Customer service",
    useCasesEn: "Pre-sales questions",
  }
  test("finds a record by its English text as well as its Chinese", () => {
    expect(filterEmployees([english], "service agent")).toHaveLength(1)
    expect(filterEmployees([english], "客服")).toHaveLength(1)
    expect(filterEmployees([english], "billing")).toHaveLength(0)
  })
})
