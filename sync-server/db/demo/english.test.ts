/**
 * Every demo text has a real English twin (issue 17): filled, not a copy of the Chinese (unless it is a
 * product name with no Chinese in it), lists item for item.
 */
import { describe, expect, it } from "vitest"
import { blogPostEnglishFields } from "../../../schema/entities/blog-post.ts"
import { employeeEnglishFields } from "../../../schema/entities/employee.ts"
import { projectEnglishFields } from "../../../schema/entities/project.ts"
import { teamEnglishFields } from "../../../schema/entities/team.ts"
import { toolEnglishFields } from "../../../schema/entities/tool.ts"
import * as demo from "./content.ts"

const sets = [
  ["employees", demo.demoEmployees, employeeEnglishFields],
  ["teams", demo.demoTeams, teamEnglishFields],
  ["projects", demo.demoProjects, projectEnglishFields],
  ["tools", demo.demoTools, toolEnglishFields],
  ["blogPosts", demo.demoBlogPosts, blogPostEnglishFields],
] as const

const hasChinese = /[\u4e00-\u9fff]/
/** Twins of names (issue 27): a product name such as "GPT-4o" is its own English, so it may be copied. */
const nameTwins: ReadonlyArray<string> = ["modelBaseEn"]

describe.each(sets)("demo %s in English", (_entity, rows, fields) => {
  it("fills every twin of every row whose Chinese field is filled", () => {
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows as ReadonlyArray<Record<string, unknown>>) {
      for (const field of fields) {
        const chinese = row[field.slice(0, -2)]
        const english = row[field]
        if (chinese === undefined || chinese === null || chinese === "") continue
        if (Array.isArray(chinese)) {
          expect(english, `${String(row.name ?? row.title)} ${field}`).toHaveLength(chinese.length)
          for (const item of english as string[]) expect(item).not.toMatch(hasChinese)
        } else {
          expect(typeof english, `${String(row.name ?? row.title)} ${field}`).toBe("string")
          if (!nameTwins.includes(field) || hasChinese.test(chinese as string))
            expect(english).not.toBe(chinese)
          expect((english as string).length).toBeGreaterThan(0)
          expect(english).not.toMatch(hasChinese)
        }
      }
    }
  })
})
