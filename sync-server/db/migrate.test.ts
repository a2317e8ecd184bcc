/**
 * The migrations are found by their file names (migration-files.ts), under tsx/vitest and in the
 * compiled server alike: the names knex has stored in databases stay as they were, in the same order,
 * tests and helpers of the folder are not migrations, and the compiled list is the folder's.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { build } from "esbuild"
import { afterAll, describe, expect, it } from "vitest"
import { compiledMigrationFiles, isMigrationFile, migrationFileNames } from "./migration-files.ts"
import { loadMigrations } from "./migrate.ts"

/** The names databases already hold in knex_migrations, in the order they ran. */
const released = [
  "001-initial",
  "002-login-throttle",
  "003-audit-log",
  "004-content-languages",
  "005-media",
  "006-tool-image",
  "007-captcha-tokens-used",
  "008-enquiry-limits",
  "009-list-paging",
  "010-media-file-name",
  "011-english-lists",
  "012-employee-deployment-time",
  "013-team-accounts",
]

const out = mkdtempSync(join(tmpdir(), "migration-files-"))
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe("the migrations", () => {
  it("are the folder's NNN-name.ts files in name order, the released ones first and unchanged", async () => {
    const names = (await loadMigrations()).map((migration) => migration.name)
    expect(names.slice(0, released.length)).toEqual(released)
    expect(names).toEqual([...names].sort())
    expect(new Set(names.map((name) => name.slice(0, 3))).size).toBe(names.length)
    expect(names).toEqual(migrationFileNames().map((file) => file.replace(/\.ts$/, "")))
  })

  it("leave out the folder's tests and helpers", () => {
    expect(isMigrationFile("012-employee-hours.ts")).toBe(true)
    expect(isMigrationFile("011-english-lists.test.ts")).toBe(false)
    expect(isMigrationFile("rewrite-rows.ts")).toBe(false)
    expect(isMigrationFile("12-short.ts")).toBe(false)
  })

  it("are the same in the compiled server: the folder's files, imported statically", async () => {
    await build({
      entryPoints: [join(import.meta.dirname, "migrate.ts")],
      outfile: join(out, "migrate.mjs"),
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      plugins: [compiledMigrationFiles],
      logLevel: "silent",
    })
    const bundle = readFileSync(join(out, "migrate.mjs"), "utf8")
    expect(bundle).not.toContain("readdirSync")
    expect(bundle).not.toContain("vitest")
    const compiled = (await import(pathToFileURL(join(out, "migrate.mjs")).href)) as {
      loadMigrations: typeof loadMigrations
    }
    const names = (await compiled.loadMigrations()).map((migration) => migration.name)
    expect(names).toEqual((await loadMigrations()).map((migration) => migration.name))
  })
})
