import { expect, test } from "vitest"
import type { Project } from "../../../../schema/entities/project.ts"
import type { Team } from "../../../../schema/entities/team.ts"
import { listedNames, projectsWithTeam, teamsWithMember } from "./delete-references.ts"

const team = (id: number, name: string, composition: number[]) =>
  ({ id, name, composition }) as unknown as Team
const project = (id: number, name: string, teamComposition: number[]) =>
  ({ id, name, teamComposition }) as unknown as Project

test("an employee's delete names every team it is a member of, and only those", () => {
  const teams = [team(1, "电商增长团队", [3, 4]), team(2, "财务共享团队", [5]), team(3, "智能制造团队", [4])]
  expect(teamsWithMember(teams, 4)).toEqual(["电商增长团队", "智能制造团队"])
  expect(teamsWithMember(teams, 9)).toEqual([])
})

test("a team's delete names every project that lists it", () => {
  const projects = [project(1, "美妆客服", [1]), project(2, "银行报销", [2, 1]), project(3, "饮品营销", [])]
  expect(projectsWithTeam(projects, 1)).toEqual(["美妆客服", "银行报销"])
  expect(projectsWithTeam(projects, 3)).toEqual([])
})

test("names are listed as each language lists them; none gives no sentence", () => {
  expect(listedNames(["A", "B", "C"], "en")).toBe("A, B, and C")
  expect(listedNames(["甲", "乙", "丙"], "zh-CN")).toBe("甲、乙和丙")
  expect(listedNames([], "en")).toBeNull()
})
