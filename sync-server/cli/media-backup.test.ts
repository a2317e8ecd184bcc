/**
 * `npm run db:backup` and `npm run db:restore` with pictures, as real commands against a real server
 * process: the backup holds exactly the files of its media rows beside the database copy (a picture
 * deleted before it and a stray file are left out), a restore brings them back so the restored server
 * serves every picture, and a backup missing a row's file is refused before anything changes. SQLite
 * only, like the database backup itself.
 */
import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sampleEmployee } from "../test-support/client.ts"
import { nodeArgsFor } from "../test-support/built-app.ts"
import {
  type ServerProcess,
  adminCredentials,
  repoRoot,
  startServerProcess,
} from "../test-support/durability/child-server.ts"
import { type HttpClient, httpClient, logIn } from "../test-support/durability/http-client.ts"
import { type ScratchDatabase, scratchSqlite } from "../test-support/durability/scratch-database.ts"
import { type Json, makePicture, upload } from "../test-support/media/media-test-support.ts"
import { mediaFolderOf } from "./media-backup.ts"

interface CliResult {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const cli = (script: "backup" | "restore", args: string[], databaseUrl: string): Promise<CliResult> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [...nodeArgsFor(`sync-server/cli/${script}.ts`), ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    )
  })

let database: ScratchDatabase
let server: ServerProcess
let client: HttpClient
let cookie: string
let kept: Json
let deleted: Json

const filesOf = (record: Json): string[] =>
  (record.variants as Array<{ url: string }>).map((variant) => variant.url.replace("/media/", "")).sort()

beforeAll(async () => {
  database = scratchSqlite()
  server = await startServerProcess({ databaseUrl: database.url })
  client = httpClient(server.url)
  cookie = await logIn(client, adminCredentials)
  // Two pictures; one used by an employee, the other deleted again (its files removed).
  kept = (await upload(server.url, await makePicture(800, 500, "jpeg", { seed: 401 }), { cookie })).body
  deleted = (await upload(server.url, await makePicture(300, 300, "png", { seed: 402 }), { cookie })).body
  const employee = await client.send({
    method: "POST",
    path: "/api/employees",
    headers: { Cookie: cookie, "Idempotency-Key": randomUUID() },
    body: { ...sampleEmployee("备份图片员工"), image: kept.src },
  })
  expect(employee.status).toBe(201)
  const removed = await client.send({
    method: "DELETE",
    path: `/api/media/${deleted.id}`,
    headers: { Cookie: cookie },
  })
  expect(removed.status).toBe(200)
}, 240_000)

afterAll(async () => {
  client?.close()
  server?.kill("SIGTERM")
  await server?.exited
  await database?.drop()
})

describe("pictures in db:backup and db:restore", () => {
  it("backs up exactly the files of the copy's pictures beside it, and a restored server serves them", async () => {
    const mediaDir = join(dirname(database.file as string), "media")
    // A file of a picture without a row (an upload that never committed): not part of the backup.
    const stray = `${"ab".repeat(16)}-320.webp`
    writeFileSync(join(mediaDir, stray), "orphan")
    const copy = join(dirname(database.file as string), "with-pictures.db")
    const backup = await cli("backup", [copy], database.url)
    expect(backup.stderr).toBe("")
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(/pictures: 1 \(7 files, \d+ bytes\)/)
    const folder = mediaFolderOf(copy)
    expect(readdirSync(folder).sort()).toEqual(filesOf(kept))
    for (const name of filesOf(kept))
      expect(readFileSync(join(folder, name)).equals(readFileSync(join(mediaDir, name)))).toBe(true)

    // A second backup to the same place needs --force, for the pictures' folder too.
    rmSync(copy)
    const again = await cli("backup", [copy], database.url)
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(
      /with-pictures\.db\.media already exists: choose another file, or add --force/,
    )
    expect((await cli("backup", [copy, "--force"], database.url)).code).toBe(0)

    const restoredDb = scratchSqlite()
    try {
      const restore = await cli("restore", [copy], restoredDb.url)
      expect(restore.stderr).toBe("")
      expect(restore.code).toBe(0)
      expect(restore.stdout).toMatch(/pictures: 1 \(7 files, \d+ bytes\) into /)
      const restoredMedia = join(dirname(restoredDb.file as string), "media")
      expect(readdirSync(restoredMedia).sort()).toEqual(filesOf(kept))
      const restored = await startServerProcess({ databaseUrl: restoredDb.url })
      try {
        for (const variant of kept.variants as Array<{ url: string; bytes: number }>) {
          const answer = await fetch(`${restored.url}${variant.url}`)
          expect(answer.status).toBe(200)
          expect((await answer.arrayBuffer()).byteLength).toBe(variant.bytes)
        }
        const gone = await fetch(`${restored.url}${deleted.src}`)
        expect(gone.status).toBe(404)
      } finally {
        restored.kill("SIGTERM")
        await restored.exited
      }
    } finally {
      await restoredDb.drop()
    }
  }, 240_000)

  it("refuses to restore a backup whose pictures' folder lacks a row's file, changing nothing", async () => {
    const copy = join(dirname(database.file as string), "incomplete.db")
    expect((await cli("backup", [copy], database.url)).code).toBe(0)
    rmSync(join(mediaFolderOf(copy), filesOf(kept)[0] as string))
    const target = scratchSqlite()
    try {
      const restore = await cli("restore", [copy], target.url)
      expect(restore.code).toBe(1)
      expect(restore.stderr).toMatch(
        /names 7 picture file\(s\), and 1 of them are not in .*incomplete\.db\.media/,
      )
      expect(existsSync(target.file as string)).toBe(false)
      expect(existsSync(join(dirname(target.file as string), "media"))).toBe(false)
    } finally {
      await target.drop()
    }
  }, 120_000)
})
