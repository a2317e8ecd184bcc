/**
 * The variant files on disk: written whole (temporary name, then rename), and the sweep of files left
 * without a row (a crash between writing them and committing the row): only old ones, never a file of
 * a picture that has a row, never a young one whose upload may still commit.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { sweepGraceMs, sweepOrphanFiles, variantFileName, writeVariantFiles } from "./media-files.ts"

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "media-files-"))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const kept = "a".repeat(32)
const orphan = "b".repeat(32)

const age = (path: string, ms: number) => {
  const when = new Date(Date.now() - ms)
  utimesSync(path, when, when)
}

describe("media files", () => {
  it("writes each file under its content-hashed name, leaving no temporary behind", async () => {
    const dir = join(tempDir(), "nested", "media")
    await writeVariantFiles(dir, [
      { name: variantFileName(kept, 320, "webp"), data: Buffer.from("one") },
      { name: variantFileName(kept, 320, "jpeg"), data: Buffer.from("two") },
    ])
    expect(readdirSync(dir).sort()).toEqual([`${kept}-320.jpg`, `${kept}-320.webp`])
  })

  it("sweeps old files without a row and old temporaries, and nothing else", async () => {
    const dir = tempDir()
    const names = {
      keptOld: `${kept}-320.webp`,
      orphanOld: `${orphan}-320.webp`,
      orphanYoung: `${orphan}-640.webp`,
      tempOld: ".upload-0011-x.webp",
      other: "README.txt",
    }
    for (const name of Object.values(names)) writeFileSync(join(dir, name), "x")
    for (const name of [names.keptOld, names.orphanOld, names.tempOld, names.other])
      age(join(dir, name), sweepGraceMs + 60_000)
    const removed = await sweepOrphanFiles(dir, new Set([kept]), Date.now())
    expect(removed.sort()).toEqual([names.tempOld, names.orphanOld].sort())
    expect(existsSync(join(dir, names.keptOld))).toBe(true)
    expect(existsSync(join(dir, names.orphanYoung))).toBe(true)
    expect(existsSync(join(dir, names.other))).toBe(true)
  })

  it("a missing folder is nothing to sweep", async () => {
    expect(await sweepOrphanFiles(join(tempDir(), "absent"), new Set(), Date.now())).toEqual([])
  })
})
