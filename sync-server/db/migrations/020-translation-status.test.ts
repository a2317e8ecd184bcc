/**
 * Migration 020 on a database written before it: every row of a kind written in two languages keeps
 * its version and gains an empty basis, so its English counts as current (schema/translation-status.ts
 * finds nothing behind); a basis already there is kept; enquiries are left alone; the change log is
 * untouched; `down` takes the key away (SQLite always; PostgreSQL too under npm run test:pg).
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
import { staleEnglish } from "../../../schema/translation-status.ts"
import { translatedFieldsOf } from "../../../schema/translated-fields.ts"
import * as translationStatus from "./020-translation-status.ts"

const step = await migrationUnderTest(translationStatus, "migration-020-")

const oldPost = {
  id: 1,
  version: 3,
  updatedAt: "2026-01-02T03:04:05.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  title: "新标题",
  titleEn: "An English title written before the Chinese changed",
  content: "# 标题",
  contentEn: "# Title",
  summary: "摘要",
  summaryEn: "",
  isPublished: true,
}
const oldEmployee = { id: 2, version: 4, name: "员工", nameEn: "Employee", isActive: true }
const oldEnquiry = { id: 7, version: 1, name: "张三", company: "公司", status: "pending" }

describe.each(migrationEngines)("migration 020-translation-status on %s", (engine) => {
  it("gives every translated row an empty basis (its English current), keeps versions; down removes it", async () => {
    const { knex } = await step.openBefore(engine)
    await insertOldRow(knex, "blog_posts", oldPost)
    await insertOldRow(knex, "employees", oldEmployee)
    await insertOldRow(knex, "collaborations", oldEnquiry)

    await knex.migrate.latest({ migrationSource: step.through })
    const post = await storedRow(knex, "blog_posts", 1)
    expect(post).toEqual({ version: 3, row: { englishBasis: {}, ...oldPost } })
    expect(staleEnglish(translatedFieldsOf("blogPosts"), post.row)).toEqual([])
    expect(await storedRow(knex, "employees", 2)).toEqual({
      version: 4,
      row: { englishBasis: {}, ...oldEmployee },
    })
    expect((await storedRow(knex, "collaborations", 7)).row).toEqual(oldEnquiry)
    expect(await countRows(knex, "change_log")).toBe(0)

    await translationStatus.down(knex)
    expect(await storedRow(knex, "blog_posts", 1)).toEqual({ version: 3, row: oldPost })
  })

  it("is found by its file name: the server's migrations run it, keeping a basis already there", async () => {
    const { knex } = await step.openBefore(engine)
    await insertOldRow(knex, "employees", { ...oldEmployee, englishBasis: { name: "abc" } })
    await migrateToLatest(knex)
    expect((await storedRow(knex, "employees", 2)).row).toMatchObject({ englishBasis: { name: "abc" } })
  })
})
