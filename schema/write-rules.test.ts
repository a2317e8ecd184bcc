/**
 * The write contract both sides apply (write-rules.ts): the device's outbox and the server's routes
 * import these, so what is checked here holds for a write wherever it is made.
 */
import { describe, expect, it } from "vitest"
import { BlogPublish } from "./entities/blog-post.ts"
import { EnquiryNoteCreate } from "./entities/collaboration.ts"
import { EmployeeCreate, employeeDefaults } from "./entities/employee.ts"
import { SettingsUpdate } from "./entities/settings.ts"
import { contentSchemas, newRowFields, prepareInput, withoutEmptyUrls, writeSchema } from "./write-rules.ts"

describe("the write contract", () => {
  it("checks each kind of write with its schema, and nothing for a delete", () => {
    expect(writeSchema("employees", "create")).toBe(EmployeeCreate)
    expect(writeSchema("teams", "update")).toBe(contentSchemas.teams.update)
    expect(writeSchema("blogPosts", "publish")).toBe(BlogPublish)
    expect(writeSchema("collaborations", "note")).toBe(EnquiryNoteCreate)
    expect(writeSchema("settings", "update")).toBe(SettingsUpdate)
    expect(writeSchema("settings", "create")).toBeUndefined()
    expect(writeSchema("tools", "delete")).toBeUndefined()
  })

  it("gives a new row the kind's defaults, its payload, and makes a new post a draft", () => {
    const now = "2026-11-27T08:00:00.000Z"
    expect(newRowFields("employees", { name: "客服" }, now)).toEqual({
      ...employeeDefaults,
      name: "客服",
      createdAt: now,
    })
    const post = newRowFields("blogPosts", { title: "T", isPublished: true }, now)
    expect(post).toMatchObject({ readTime: 5, title: "T", isPublished: false, createdAt: now })
    expect(newRowFields("collaborations", {}, now)).toEqual({ status: "new", createdAt: now })
  })

  it("lets a post's read time fall back to 5 before checking, numbers and other kinds as sent", () => {
    expect(prepareInput("blogPosts", { readTime: "abc" })).toEqual({ readTime: 5 })
    expect(prepareInput("blogPosts", { readTime: 0 })).toEqual({ readTime: 0 })
    expect(prepareInput("employees", { readTime: "abc" })).toEqual({ readTime: "abc" })
    expect(prepareInput("blogPosts", null)).toBeNull()
  })

  it("stores an empty address as no address", () => {
    expect(withoutEmptyUrls({ url: "", apiDocUrl: "", image: "", name: "" })).toEqual({
      url: null,
      apiDocUrl: null,
      image: null,
      name: "",
    })
  })
})
