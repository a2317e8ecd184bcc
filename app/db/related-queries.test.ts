import { describe, expect, test } from "vitest"
import { relatedCards, relatedKey, relatedKeyParts } from "./related-queries.ts"

const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id)

describe("related projects: description contains the employee name, first 3 in id order", () => {
  const projects = ["甲 数据分析师", "乙", "数据分析师 丙", "丁 数据分析师", "戊 数据分析师"].map(
    (description, index) => ({ id: 5 - index, description }),
  )
  test.each<[string, number[]]>([
    ["数据分析师", [1, 2, 3]],
    ["乙", [4]],
    ["不存在", []],
    ["  ", []],
  ])("%s -> ids %j", (name, expected) =>
    expect(ids(relatedCards("relatedProjects", { id: 1, name }, projects))).toEqual(expected),
  )
})

describe("related posts: same category, other id, published only, newest first, at most 3", () => {
  const post = (id: number, category: string, isPublished = true, createdAt = "2026-01-01") => ({
    id,
    category,
    isPublished,
    createdAt,
  })
  const current = post(1, "技术趋势")
  test.each<[string, ReturnType<typeof post>[], number[]]>([
    ["same category only", [post(2, "技术趋势"), post(3, "案例研究")], [2]],
    ["never itself", [current, post(4, "技术趋势")], [4]],
    ["drafts never feed them", [post(5, "技术趋势", false), post(6, "技术趋势")], [6]],
    ["at most 3, equal times in id order", [10, 9, 8, 7].map((id) => post(id, "技术趋势")), [7, 8, 9]],
    [
      "newest first",
      [post(11, "技术趋势", true, "2026-01-02"), post(12, "技术趋势", true, "2026-03-01")],
      [12, 11],
    ],
    ["none", [], []],
  ])("%s", (_label, posts, expected) =>
    expect(ids(relatedCards("relatedPosts", current, posts))).toEqual(expected),
  )
})

describe("a team's members and a project's teams: in the order the record names them", () => {
  const rows = [1, 2, 3, 4].map((id) => ({ id, name: `#${id}` }))
  test("members in composition order; an id with no row is left out", () => {
    expect(ids(relatedCards("teamMembers", { id: 9, composition: [3, 1, 42] }, rows))).toEqual([3, 1])
    expect(ids(relatedCards("projectTeams", { id: 9, teamComposition: [4, 2] }, rows))).toEqual([4, 2])
    expect(relatedCards("teamMembers", { id: 9, composition: "not a list" }, rows)).toEqual([])
  })
})

describe("the blocks' rows are cards", () => {
  test("detail-only fields and the device's partial mark are left out, the card's fields kept", () => {
    const post = {
      id: 2,
      category: "技术趋势",
      isPublished: true,
      createdAt: "",
      title: "T",
      content: "# Body",
    }
    const [card] = relatedCards("relatedPosts", { id: 1, category: "技术趋势" }, [
      { ...post, contentEn: "Body", partial: true },
    ])
    expect(card).toEqual({ id: 2, category: "技术趋势", isPublished: true, createdAt: "", title: "T" })
  })
})

describe("keys", () => {
  test("a related block's key reads back; other keys are not related keys", () => {
    expect(relatedKeyParts(relatedKey("teamMembers", 12))).toEqual({ relation: "teamMembers", ownerId: 12 })
    expect(relatedKeyParts(relatedKey("relatedPosts", -3))).toEqual({ relation: "relatedPosts", ownerId: -3 })
    for (const key of [
      "post:3",
      "employees",
      "relatedPosts:",
      "relatedPosts:1.5",
      "toString:1",
      "constructor:2",
    ])
      expect(relatedKeyParts(key)).toBeUndefined()
  })
})
