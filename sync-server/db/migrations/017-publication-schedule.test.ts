/**
 * Migration 017 on a database written before it: every post, project and tool survives with its
 * version and gains an empty schedule; a schedule already there is kept; the change log is untouched;
 * the schedule table is made and `down` removes both (SQLite always; PostgreSQL too under
 * npm run test:pg).
 */
import { describe, expect, it } from "vitest"
import { migrateToLatest } from "../migrate.ts"
import {
  countRows,
  insertOldRow,
  migrationEngines,
  migrationUnderTest,
  storedRow,
} from "../../test-support/db/migration-test-support.ts"
import * as schedule from "./017-publication-schedule.ts"

const step = await migrationUnderTest(schedule, "migration-017-")

const oldPost = {
  id: 1,
  version: 3,
  updatedAt: "2026-01-02T03:04:05.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  title: "草稿",
  titleEn: "",
  content: "# 标题",
  contentEn: "",
  summary: "摘要",
  summaryEn: "",
  image: "/demo/blog/test.svg",
  category: "技术趋势",
  isPublished: false,
  readTime: 5,
}
const oldTool = { id: 4, version: 2, name: "工具", isActive: true, createdAt: "2026-01-01T00:00:00.000Z" }

describe.each(migrationEngines)("migration 017-publication-schedule on %s", (engine) => {
  it("gives every post, project and tool an empty schedule, keeps versions; down removes it", async () => {
    const { knex } = await step.openBefore(engine)
    await insertOldRow(knex, "blog_posts", oldPost)
    await insertOldRow(knex, "tools", oldTool)
    await insertOldRow(knex, "projects", { ...oldTool, id: 9, name: "项目" })
    await insertOldRow(knex, "employees", { ...oldTool, id: 2, name: "员工" })

    await knex.migrate.latest({ migrationSource: step.through })
    expect(await storedRow(knex, "blog_posts", 1)).toEqual({
      version: 3,
      row: { ...oldPost, publishAt: null, unpublishAt: null },
    })
    expect((await storedRow(knex, "tools", 4)).row).toMatchObject({ publishAt: null, unpublishAt: null })
    expect((await storedRow(knex, "projects", 9)).row).toMatchObject({ publishAt: null, unpublishAt: null })
    // Employees are not scheduled.
    expect((await storedRow(knex, "employees", 2)).row).not.toHaveProperty("publishAt")
    expect(await countRows(knex, "change_log")).toBe(0)
    expect(await countRows(knex, "publication_schedule")).toBe(0)

    await schedule.down(knex)
    expect(await storedRow(knex, "blog_posts", 1)).toEqual({ version: 3, row: oldPost })
    expect(await knex.schema.hasTable("publication_schedule")).toBe(false)
  })

  it("is found by its file name: the server's migrations run it, keeping a schedule already there", async () => {
    const { knex } = await step.openBefore(engine)
    await insertOldRow(knex, "blog_posts", { ...oldPost, id: 5, publishAt: "2026-12-07T01:00:00.000Z" })
    await migrateToLatest(knex)
    expect((await storedRow(knex, "blog_posts", 5)).row).toMatchObject({
      publishAt: "2026-12-07T01:00:00.000Z",
      unpublishAt: null,
    })
  })
})
