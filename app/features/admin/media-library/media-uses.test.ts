import { expect, test } from "vitest"
import { usesByHash, usesOf, addressOfUse } from "./media-uses.ts"

const hashA = "a".repeat(32)
const hashB = "b".repeat(32)
const address = (hash: string) => `/media/${hash}-1280.jpg#1280x960`

test("every row naming a picture's address uses it: picture fields, Markdown bodies, the settings", () => {
  const employees = [
    { id: 1, name: "客服专员", image: address(hashA) },
    { id: 2, name: "分析师", image: "/demo/x.svg" },
  ]
  const posts = [
    { id: 7, title: "发布说明", content: `正文 ![图](${address(hashA)}) 与 ![图](${address(hashB)})` },
  ]
  const settings = [{ id: 1, heroCtaUrl: address(hashB) }]
  const uses = usesByHash([
    { entity: "employees", rows: employees, nameOf: (row: { name: string }) => row.name },
    { entity: "blogPosts", rows: posts, nameOf: (row: { title: string }) => row.title },
    { entity: "settings", rows: settings, nameOf: () => "" },
  ])
  expect(usesOf(uses, `${hashA}${"0".repeat(32)}`)).toEqual([
    { entity: "employees", id: 1, name: "客服专员" },
    { entity: "blogPosts", id: 7, name: "发布说明" },
  ])
  expect(usesOf(uses, hashB).map((site) => site.entity)).toEqual(["blogPosts", "settings"])
  expect(usesOf(uses, "c".repeat(64))).toEqual([])
})

test("a use links to its list searched for the row; the settings to the settings screen", () => {
  expect(addressOfUse({ entity: "blogPosts", id: 7, name: "发布 & 说明" })).toBe(
    `/systemadmin/blog?q=${encodeURIComponent("发布 & 说明")}`,
  )
  expect(addressOfUse({ entity: "settings", id: 1, name: "" })).toBe("/systemadmin/settings")
})
