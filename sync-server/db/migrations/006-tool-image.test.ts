/**
 * Migration 006 on a database written before it: every tool survives with its texts and version and
 * gains `image: null`; a picture already there is kept; down removes the key again (SQLite always;
 * PostgreSQL too under npm run test:pg).
 */
import type { Knex } from "knex"
import { describe, expect, it } from "vitest"
import { type Migration, migrationDatabases, sourceOf } from "../../test-support/db/migration-test-support.ts"
import * as initial from "./001-initial.ts"
import * as loginThrottle from "./002-login-throttle.ts"
import * as auditLog from "./003-audit-log.ts"
import * as contentLanguages from "./004-content-languages.ts"
import * as media from "./005-media.ts"
import * as toolImage from "./006-tool-image.ts"

const before006: ReadonlyArray<Migration> = [initial, loginThrottle, auditLog, contentLanguages, media]
/** Up to this migration only: later ones add keys of their own (011-english-lists) to the same rows. */
const through006 = sourceOf([...before006, toolImage])
const openOn = migrationDatabases("migration-006-")

/** A tool as a server before issue 18's tool pictures stored it: no `image` key. */
const oldTool = {
  id: 1,
  version: 4,
  updatedAt: "2026-01-02T03:04:05.000Z",
  name: "智能对话引擎",
  description: "核心引擎",
  technicalDescription: null,
  icon: "MessageSquare",
  category: "communication",
  features: ["多轮对话记忆"],
  nameEn: "Conversation Engine",
  descriptionEn: "",
  technicalDescriptionEn: "",
  featuresEn: [],
  compatibility: ["Web"],
  apiDocUrl: null,
  url: null,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
}
const ownPicture = "/media/0123456789abcdef0123456789abcdef-1280.jpg#1280x960"

const insertTool = (knex: Knex, row: Record<string, unknown> & { id: number; version: number }) =>
  knex("tools").insert({
    id: row.id,
    version: row.version,
    visible: true,
    created_ms: 0,
    data: JSON.stringify(row),
  })

const storedRow = async (knex: Knex, id: number) => {
  const stored = (await knex("tools").select("version", "data").where({ id }).first()) as {
    version: number
    data: string
  }
  return { version: Number(stored.version), row: JSON.parse(stored.data) as Record<string, unknown> }
}

const engines = process.env.TEST_POSTGRES_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)

describe.each(engines)("migration 006-tool-image on %s", (engine) => {
  it("gives every tool `image: null`, keeps its version and a picture already there; down removes it", async () => {
    const { knex } = await openOn(engine)
    await knex.migrate.latest({ migrationSource: sourceOf(before006) })
    await insertTool(knex, oldTool)
    await insertTool(knex, { ...oldTool, id: 2, version: 1, image: ownPicture })

    await knex.migrate.latest({ migrationSource: through006 })

    const first = await storedRow(knex, 1)
    expect(first.version).toBe(4)
    expect(first.row).toEqual({ ...oldTool, image: null })
    expect((await storedRow(knex, 2)).row).toEqual({ ...oldTool, id: 2, version: 1, image: ownPicture })
    // No row was re-sent: the change log is untouched by the migration.
    expect(Number(((await knex("change_log").count({ n: "*" }).first()) as { n: string }).n)).toBe(0)

    await toolImage.down(knex)
    expect((await storedRow(knex, 1)).row).toEqual(oldTool)
    expect((await storedRow(knex, 2)).row).toEqual({ ...oldTool, id: 2, version: 1 })
  })
})
