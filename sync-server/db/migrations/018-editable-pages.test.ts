/**
 * Migration 018 on a database written before it: the settings row keeps its version and every field
 * and gains the about, privacy and terms texts in both languages (the texts the pages carried); a text
 * already there is kept; the change log is untouched; `down` removes them (SQLite always; PostgreSQL
 * too under npm run test:pg).
 */
import { describe, expect, it } from "vitest"
import { editablePagesSeed } from "../../../schema/entities/editable-pages.ts"
import { migrateToLatest } from "../migrate.ts"
import {
  countRows,
  insertOldRow,
  migrationEngines,
  migrationUnderTest,
  storedRow,
} from "../../test-support/db/migration-test-support.ts"
import * as editablePages from "./018-editable-pages.ts"

const step = await migrationUnderTest(editablePages, "migration-018-")

const oldSettings = {
  id: 1,
  version: 7,
  updatedAt: "2026-01-02T03:04:05.000Z",
  siteName: "我的站点",
  contactEmail: "hello@example.org",
  contactAddress: "北京市 海淀区",
  contactAddressEn: "Haidian, Beijing",
}

describe.each(migrationEngines)("migration 018-editable-pages on %s", (engine) => {
  it("gives the settings row today's page texts in both languages, keeps its version; down removes them", async () => {
    const { knex } = await step.openBefore(engine)
    await insertOldRow(knex, "settings", oldSettings)

    await knex.migrate.latest({ migrationSource: step.through })
    const migrated = await storedRow(knex, "settings", 1)
    expect(migrated).toEqual({ version: 7, row: { ...editablePagesSeed, ...oldSettings } })
    expect(migrated.row.privacyBody).toContain("## Cookie 政策 {#cookies}")
    expect(migrated.row.termsBodyEn).toContain("## Limitation of liability")
    expect(migrated.row.aboutBody).toContain("## 我们的使命")
    // No placeholder contact details in any text: the pages draw them from the settings.
    for (const text of Object.values(migrated.row)) expect(String(text)).not.toMatch(/privacy@|legal@/)
    expect(await countRows(knex, "change_log")).toBe(0)

    await editablePages.down(knex)
    expect(await storedRow(knex, "settings", 1)).toEqual({ version: 7, row: oldSettings })
  })

  it("is found by its file name: the server's migrations run it, keeping a text already there", async () => {
    const { knex } = await step.openBefore(engine)
    await insertOldRow(knex, "settings", { ...oldSettings, privacyBody: "## 已写好的政策" })
    await migrateToLatest(knex)
    expect((await storedRow(knex, "settings", 1)).row).toMatchObject({
      privacyBody: "## 已写好的政策",
      privacyBodyEn: editablePagesSeed.privacyBodyEn,
      termsBody: editablePagesSeed.termsBody,
    })
  })
})
