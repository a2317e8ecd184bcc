import { describe, expect, test } from "vitest"
import type { ContentCounts } from "../../../db/admin-queries.ts"
import { i18nObject } from "../../../i18n/i18n-util.ts"
import { loadAllLocales } from "../../../i18n/i18n-util.sync.ts"
import { countOf, countParts } from "./count-line.ts"

loadAllLocales()

const counts = (values: Partial<ContentCounts>): ContentCounts => ({
  employees: 0,
  teams: 0,
  projects: 0,
  tools: 0,
  blog: 0,
  collaborations: 0,
  newCollaborations: 0,
  ...values,
})

describe("the dashboard's count lines", () => {
  test("English: singular and plural, numbers grouped", () => {
    const LL = i18nObject("en")
    expect(countOf(LL, "employees", counts({ employees: 1 }))).toBe("1 digital employee")
    expect(countOf(LL, "employees", counts({ employees: 12 }))).toBe("12 digital employees")
    expect(countOf(LL, "teams", counts({ teams: 0 }))).toBe("0 digital teams")
    expect(countOf(LL, "projects", counts({ projects: 1 }))).toBe("1 project")
    expect(countOf(LL, "tools", counts({ tools: 3 }))).toBe("3 AI tools")
    expect(countOf(LL, "blog", counts({ blog: 1 }))).toBe("1 post")
    expect(countOf(LL, "collaborations", counts({ collaborations: 1, newCollaborations: 1 }))).toBe(
      "1 enquiry, 1 new",
    )
    expect(countOf(LL, "collaborations", counts({ collaborations: 100_000, newCollaborations: 1_234 }))).toBe(
      "100,000 enquiries, 1,234 new",
    )
    expect(countOf(LL, "settings", counts({}))).toBeUndefined()
    // Drawn in parts, each on one line: a narrow tile breaks between them.
    expect(countParts(LL, "collaborations", counts({ collaborations: 34, newCollaborations: 5 }))).toEqual([
      "34 enquiries",
      "5 new",
    ])
  })

  test("Chinese: one form, numbers grouped", () => {
    const LL = i18nObject("zh-CN")
    expect(countOf(LL, "employees", counts({ employees: 12 }))).toBe("12 位数字员工")
    expect(countOf(LL, "blog", counts({ blog: 1 }))).toBe("1 篇文章")
    expect(countOf(LL, "collaborations", counts({ collaborations: 34, newCollaborations: 5 }))).toBe(
      "34 条合作请求，5 条新请求",
    )
    expect(countOf(LL, "tools", counts({ tools: 12_345 }))).toBe("12,345 个 AI 工具")
  })

  test("the lists' count line in both languages", () => {
    expect(i18nObject("en").admin.common.showing({ shown: 50, total: 1234 })).toBe("Showing 50 of 1,234")
    expect(i18nObject("zh-CN").admin.common.showing({ shown: 50, total: 1234 })).toBe(
      "显示 50 条，共 1,234 条",
    )
  })
})
