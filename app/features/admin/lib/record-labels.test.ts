import { describe, expect, test } from "vitest"
import type { AuditRecord } from "../../../../schema/audit.ts"
import { actorKind, changedFields, recordName, screenOf } from "./record-labels.ts"

const record = (part: Partial<AuditRecord>): AuditRecord => ({
  id: 1,
  at: "2026-11-25T10:00:00.000Z",
  madeAt: null,
  actor: { id: 1, username: "admin" },
  action: "update",
  entity: "employees",
  entityId: 7,
  before: null,
  after: null,
  changed: [],
  userAgent: null,
  address: null,
  idempotencyKey: null,
  ...part,
})

const accounts = [
  { id: 1, username: "admin" },
  { id: 2, username: "editor" },
]

describe("the row a record is about", () => {
  test("is named from the row after the change, or before it for a delete", () => {
    expect(recordName(record({ after: { name: "小智", nameEn: "Zhi" } }), "zh-CN", accounts)).toBe("小智")
    expect(recordName(record({ after: { name: "小智", nameEn: "Zhi" } }), "en", accounts)).toBe("Zhi")
    expect(recordName(record({ after: { name: "小智", nameEn: "" } }), "en", accounts)).toBe("小智")
    const picture = record({ entity: "media", after: { alt: "客服头像", altEn: "Support avatar" } })
    expect(recordName(picture, "zh-CN", accounts)).toBe("客服头像")
    expect(recordName(picture, "en", accounts)).toBe("Support avatar")
    expect(screenOf("media")).toBe("/systemadmin/media")
    expect(
      recordName(
        record({ action: "delete", entity: "blogPosts", before: { title: "旧文章" } }),
        "zh-CN",
        accounts,
      ),
    ).toBe("旧文章")
    expect(
      recordName(record({ entity: "collaborations", after: { companyName: "某公司" } }), "en", accounts),
    ).toBe("某公司")
  })

  test("an account is named by its username; settings and unknown names have none", () => {
    expect(recordName(record({ action: "login", entity: "users", entityId: 2 }), "en", accounts)).toBe(
      "editor",
    )
    expect(
      recordName(record({ action: "login_failed", entity: "users", entityId: null }), "en", accounts),
    ).toBeUndefined()
    expect(
      recordName(record({ entity: "settings", after: { siteName: "站点" } }), "en", accounts),
    ).toBeUndefined()
    expect(recordName(record({ after: { name: "  " } }), "zh-CN", accounts)).toBeUndefined()
  })

  test("has the screen of its kind, accounts none", () => {
    expect(screenOf("blogPosts")).toBe("/systemadmin/blog")
    expect(screenOf("settings")).toBe("/systemadmin/settings")
    expect(screenOf("users")).toBeUndefined()
    expect(screenOf(null)).toBeUndefined()
  })
})

describe("who and what", () => {
  test("a record without an account is the system's for a password change, else anonymous", () => {
    expect(actorKind(record({}))).toBe("account")
    expect(actorKind(record({ actor: null, action: "password_change" }))).toBe("system")
    expect(actorKind(record({ actor: null, action: "login_failed" }))).toBe("anonymous")
    expect(actorKind(record({ actor: null, action: "create", entity: "collaborations" }))).toBe("anonymous")
    expect(
      actorKind(
        record({ actor: null, automatic: "enquiryRetention", action: "delete", entity: "collaborations" }),
      ),
    ).toBe("retention")
  })

  test("the changed fields of an edit are named, without the server's bookkeeping; a create or delete none", () => {
    expect(changedFields(record({ changed: ["description", "profession", "version"] }))).toEqual([
      "description",
      "profession",
    ])
    expect(changedFields(record({ action: "create", changed: ["name", "profession"] }))).toEqual([])
    expect(changedFields(record({ action: "delete", changed: ["name"] }))).toEqual([])
  })
})
