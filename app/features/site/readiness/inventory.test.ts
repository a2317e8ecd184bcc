import { describe, expect, it } from "vitest"
import { heroPictures } from "../content/hero-pictures.ts"
import { allPictures, publicAddresses, staticPaths, withinLimit } from "./inventory.ts"

const none = { employees: [], teams: [], projects: [], tools: [], blogPosts: [] }

describe("publicAddresses", () => {
  it("lists every page with no record in both languages, the home's English address being /en", () => {
    const addresses = publicAddresses(none)
    expect(addresses).toHaveLength(staticPaths.length * 2)
    expect(addresses.slice(0, 4)).toEqual(["/", "/en", "/employees", "/en/employees"])
    expect(addresses).toEqual(expect.arrayContaining(["/offline", "/en/offline", "/privacy", "/en/terms"]))
  })
  it("adds each record's page in both languages: published posts only, never a row the server has not numbered", () => {
    const addresses = publicAddresses({
      employees: [{ id: 3 }, { id: -2 }],
      teams: [{ id: 1 }],
      projects: [{ id: 7 }],
      tools: [{ id: 2 }],
      blogPosts: [
        { id: 5, isPublished: true },
        { id: 6, isPublished: false },
      ],
    })
    const records = addresses.slice(staticPaths.length * 2)
    expect(records).toEqual([
      "/employees/3",
      "/en/employees/3",
      "/teams/1",
      "/en/teams/1",
      "/projects/7",
      "/en/projects/7",
      "/tools/2",
      "/en/tools/2",
      "/blog/5",
      "/en/blog/5",
    ])
  })
})

describe("allPictures", () => {
  it("always has the home page's hero pictures (no record names them), each file once", () => {
    const files = allPictures(["/media/a-640.avif", heroPictures[1], "/demo/fallback-team.svg"])
    expect(files).toEqual([...heroPictures, "/media/a-640.avif", "/demo/fallback-team.svg"])
  })
})

describe("withinLimit", () => {
  it("keeps the first items up to the cache's bound and counts the rest", () => {
    expect(withinLimit([1, 2, 3], 2)).toEqual({ kept: [1, 2], overLimit: 1 })
    expect(withinLimit([1], 2)).toEqual({ kept: [1], overLimit: 0 })
  })
})
