import { expect, test } from "vitest"
import { homeCounts, homeSkeletons, isHotTeam, useCaseTags } from "./home-rules.ts"

test("the home page shows 3 employees, 2 teams, 3 projects and 8 tools, with 4 tool skeletons", () => {
  expect(homeCounts).toEqual({ employees: 3, teams: 2, projects: 3, tools: 8 })
  expect(homeSkeletons.tools).toBe(4)
})

test("a team is hot when its name contains the word for hot", () => {
  expect(isHotTeam("热门 · 全渠道客服团队")).toBe(true)
  expect(isHotTeam("Hot sales team")).toBe(true)
  expect(isHotTeam("电商增长团队")).toBe(false)
  expect(isHotTeam("Photography team")).toBe(false)
})

test("use cases split on either comma, trimmed, empties dropped, at most 3 shown plus the rest counted", () => {
  expect(useCaseTags("售前咨询， 售后服务,,订单查询, 投诉处理")).toEqual({
    shown: ["售前咨询", "售后服务", "订单查询"],
    more: 1,
  })
  expect(useCaseTags(" ")).toEqual({ shown: [], more: 0 })
})
