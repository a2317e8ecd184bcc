/**
 * Migration 010 on a database written before it: every picture survives with its alt texts and gets
 * `file_name` null (no name was kept then); a name up to 255 characters (Chinese too) can be stored;
 * down removes the column and keeps the rows (SQLite always; PostgreSQL too under npm run test:pg).
 */
import type { Knex } from "knex"
import { describe, expect, it } from "vitest"
import { migrateToLatest } from "../migrate.ts"
import {
  type Migration,
  migrationDatabases,
  migrationsBefore,
  sourceOf,
} from "../../test-support/db/migration-test-support.ts"
import * as mediaFileName from "./010-media-file-name.ts"

const before010: ReadonlyArray<Migration> = await migrationsBefore(mediaFileName)
const openOn = migrationDatabases("migration-010-")

const oldPicture = (id: number) => ({
  id,
  content_hash: String(id).repeat(64).slice(0, 64),
  original_type: "png",
  width: 640,
  height: 480,
  bytes: 1234,
  variants: "[]",
  alt: "旧图片",
  alt_en: "An old picture",
  uploaded_by: null,
  created_ms: 1_700_000_000_000,
})

const rows = async (knex: Knex) =>
  (await knex("media").select("*").orderBy("id")) as Array<Record<string, unknown>>

const engines = process.env.TEST_POSTGRES_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)

describe.each(engines)("migration 010-media-file-name on %s", (engine) => {
  it("gives every picture `file_name` null, stores 255 characters, and down removes the column", async () => {
    const { knex } = await openOn(engine)
    await knex.migrate.latest({ migrationSource: sourceOf(before010) })
    await knex("media").insert([oldPicture(1), oldPicture(2)])

    await migrateToLatest(knex)

    const migrated = await rows(knex)
    expect(migrated.map((row) => [row.alt, row.alt_en, row.file_name])).toEqual([
      ["旧图片", "An old picture", null],
      ["旧图片", "An old picture", null],
    ])
    const longest = `${"图".repeat(251)}.jpg`
    await knex("media").where({ id: 2 }).update({ file_name: longest })
    expect((await rows(knex))[1]?.file_name).toBe(longest)

    await mediaFileName.down(knex)
    const after = await rows(knex)
    expect(after).toHaveLength(2)
    expect(after.every((row) => !("file_name" in row))).toBe(true)
    expect(after[0]?.alt_en).toBe("An old picture")
  })
})
