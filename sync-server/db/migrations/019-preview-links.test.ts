/**
 * Migration 019 on a database written before it: the preview links table is made (empty, content
 * rows and the change log untouched), keeps one row per link with its hash unique, and `down`
 * removes it (SQLite always; PostgreSQL too under npm run test:pg).
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
import * as previewLinks from "./019-preview-links.ts"

const step = await migrationUnderTest(previewLinks, "migration-019-")

const link = {
  entity: "blogPosts",
  record_id: 1,
  token_hash: "a".repeat(64),
  made_by: 1,
  made_by_name: "admin",
  made_ms: 1_000,
  expires_ms: 2_000,
}

describe.each(migrationEngines)("migration 019-preview-links on %s", (engine) => {
  it("makes an empty links table beside the content, a hash used once; down removes it", async () => {
    const { knex } = await step.openBefore(engine)
    const post = {
      id: 1,
      version: 2,
      title: "草稿",
      isPublished: false,
      createdAt: "2026-01-01T00:00:00.000Z",
    }
    await insertOldRow(knex, "blog_posts", post)

    await knex.migrate.latest({ migrationSource: step.through })
    expect(await storedRow(knex, "blog_posts", 1)).toEqual({ version: 2, row: post })
    expect(await countRows(knex, "preview_links")).toBe(0)
    expect(await countRows(knex, "change_log")).toBe(0)
    await knex("preview_links").insert(link)
    const stored = await knex("preview_links").first()
    expect(stored).toMatchObject({ entity: "blogPosts", record_id: 1, revoked_ms: null })
    await expect(knex("preview_links").insert({ ...link, record_id: 2 })).rejects.toThrow()

    await previewLinks.down(knex)
    expect(await knex.schema.hasTable("preview_links")).toBe(false)
  })

  it("is found by its file name: the server's migrations run it", async () => {
    const { knex } = await step.openBefore(engine)
    await migrateToLatest(knex)
    expect(await knex.schema.hasTable("preview_links")).toBe(true)
  })
})
