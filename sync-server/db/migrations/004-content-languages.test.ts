/**
 * Migration 004 on a database written before it: every row survives with its Chinese texts and
 * version, and gains empty English twins (SQLite always; PostgreSQL too under npm run test:pg).
 */
import type { Knex } from "knex"
import { describe, expect, it } from "vitest"
import { migrateToLatest } from "../migrate.ts"
import { type Migration, migrationDatabases, sourceOf } from "../../test-support/db/migration-test-support.ts"
import * as initial from "./001-initial.ts"
import * as loginThrottle from "./002-login-throttle.ts"
import * as auditLog from "./003-audit-log.ts"
import * as contentLanguages from "./004-content-languages.ts"

const before004: ReadonlyArray<Migration> = [initial, loginThrottle, auditLog]
/** Up to this migration only: later ones add keys of their own (011-english-lists) to the same rows. */
const through004 = sourceOf([...before004, contentLanguages])
const openOn = migrationDatabases("migration-004-")

/** Rows as a server before issue 17 stored them: Chinese only. */
const oldEmployee = {
  id: 1,
  version: 3,
  updatedAt: "2026-01-02T03:04:05.000Z",
  name: "智能客服专员",
  image: "/demo/employees/customer-service.svg",
  description: "7×24 小时在线的客服数字员工。",
  profession: "客户服务",
  useCases: "售前咨询, 售后服务",
  technicalDetails: null,
  capabilities: ["多轮对话", "意图识别"],
  integrations: ["企业微信"],
  modelBase: null,
  agentVersion: "1.0",
  url: null,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
}
const oldPost = {
  id: 1,
  version: 1,
  updatedAt: "2026-01-02T03:04:05.000Z",
  title: "标题",
  content: "# 正文",
  summary: "摘要",
  image: "/demo/blog/x.svg",
  category: "技术趋势",
  createdAt: "2026-01-01T00:00:00.000Z",
  isPublished: true,
  readTime: 5,
}
const oldSettings = { id: 1, version: 2, updatedAt: "2026-01-02T03:04:05.000Z", siteName: "我的站点" }

const storedRow = async (knex: Knex, table: string, id: number) => {
  const stored = (await knex(table).select("version", "data").where({ id }).first()) as {
    version: number
    data: string
  }
  return { version: Number(stored.version), row: JSON.parse(stored.data) as Record<string, unknown> }
}

const engines = process.env.TEST_POSTGRES_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)

describe.each(engines)("migration 004-content-languages on %s", (engine) => {
  it("keeps every existing row and gives it empty English twins; down removes them again", async () => {
    const { knex } = await openOn(engine)
    await knex.migrate.latest({ migrationSource: sourceOf(before004) })
    for (const [table, row] of [
      ["employees", oldEmployee],
      ["blog_posts", oldPost],
      ["settings", oldSettings],
    ] as const) {
      await knex(table).insert({
        id: row.id,
        version: row.version,
        visible: true,
        created_ms: 0,
        data: JSON.stringify(row),
      })
    }

    await knex.migrate.latest({ migrationSource: through004 })

    const employee = await storedRow(knex, "employees", 1)
    expect(employee.version).toBe(3)
    expect(employee.row).toEqual({
      ...oldEmployee,
      nameEn: "",
      descriptionEn: "",
      professionEn: "",
      useCasesEn: "",
      technicalDetailsEn: "",
      capabilitiesEn: [],
    })
    expect((await storedRow(knex, "blog_posts", 1)).row).toEqual({
      ...oldPost,
      titleEn: "",
      contentEn: "",
      summaryEn: "",
    })
    const settings = await storedRow(knex, "settings", 1)
    expect(settings.row).toMatchObject({ siteName: "我的站点", siteNameEn: "", heroHeadingEn: "" })
    // No row was re-sent: the change log is untouched by the migration.
    expect(Number(((await knex("change_log").count({ n: "*" }).first()) as { n: string }).n)).toBe(0)

    await contentLanguages.down(knex)
    expect((await storedRow(knex, "employees", 1)).row).toEqual(oldEmployee)
  })

  it("keeps an English twin that is already there", async () => {
    const { knex } = await openOn(engine)
    await knex.migrate.latest({ migrationSource: sourceOf(before004) })
    await knex("employees").insert({
      id: 7,
      version: 1,
      visible: true,
      created_ms: 0,
      data: JSON.stringify({ ...oldEmployee, id: 7, nameEn: "Support Agent" }),
    })
    await migrateToLatest(knex)
    expect((await storedRow(knex, "employees", 7)).row).toMatchObject({
      nameEn: "Support Agent",
      descriptionEn: "",
    })
  })
})
