/**
 * `npm run db:backup` and `npm run db:restore` as real commands against a real server process that
 * keeps writing during the backup. SQLite only by nature: the files are SQLite whatever
 * TEST_POSTGRES_URL says, so the suite runs the same under `npm run test:pg`.
 */
import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import { existsSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sampleEmployee } from "../test-support/client.ts"
import { nextPageOf } from "../test-support/list-pages.ts"
import { nodeArgsFor } from "../test-support/built-app.ts"
import {
  type ServerProcess,
  adminCredentials,
  repoRoot,
  startServerProcess,
} from "../test-support/durability/child-server.ts"
import { type HttpClient, httpClient, logIn } from "../test-support/durability/http-client.ts"
import { type ScratchDatabase, scratchSqlite } from "../test-support/durability/scratch-database.ts"

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

const names = (file: string): string[] => {
  const db = new Database(file, { readonly: true })
  try {
    return (db.prepare("select data from employees").all() as Array<{ data: string }>).map(
      (row) => (JSON.parse(row.data) as { name: string }).name,
    )
  } finally {
    db.close()
  }
}

const integrityOf = (file: string): unknown => {
  const db = new Database(file, { readonly: true })
  try {
    return db.pragma("integrity_check", { simple: true })
  } finally {
    db.close()
  }
}

let database: ScratchDatabase
let server: ServerProcess
let client: HttpClient
let cookie: string

const createEmployee = async (name: string, description = "备份测试") => {
  const answer = await client.send({
    method: "POST",
    path: "/api/employees",
    headers: { Cookie: cookie, "Idempotency-Key": randomUUID() },
    body: { ...sampleEmployee(name), description },
  })
  return answer.status
}

beforeAll(async () => {
  database = scratchSqlite()
  server = await startServerProcess({ databaseUrl: database.url })
  client = httpClient(server.url)
  cookie = await logIn(client, adminCredentials)
  // Some bulk first (about 3 MB), so the copy takes several steps and the writes below can restart it.
  const filler = "长".repeat(1500)
  for (let batch = 0; batch < 8; batch++) {
    const mutations = Array.from({ length: 100 }, (_, i) => ({
      key: randomUUID(),
      method: "POST",
      path: "/api/employees",
      body: { ...sampleEmployee(`填充 ${batch}-${i}`), description: filler },
    }))
    const answer = await client.send({
      method: "POST",
      path: "/api/sync/push",
      headers: { Cookie: cookie },
      body: { mutations },
    })
    expect(answer.status).toBe(200)
  }
}, 240_000)

afterAll(async () => {
  client?.close()
  server?.kill("SIGTERM")
  await server?.exited
  await database?.drop()
})

describe("db:backup and db:restore", () => {
  it("copies the live database while it takes writes; the copy holds every write acknowledged before it began", async () => {
    const acknowledged: string[] = []
    let writing = true
    let counter = 0
    const writer = (async () => {
      while (writing) {
        const name = `写入中 ${++counter}`
        if ((await createEmployee(name)) === 201) acknowledged.push(name)
      }
    })()
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20))
    const before = [...acknowledged]
    const copy = join(database.file as string, "..", "copy.db")
    const backup = await cli("backup", [copy, "--force"], database.url)
    const duringBackup = acknowledged.length - before.length
    writing = false
    await writer

    console.log(backup.stdout)
    expect(backup.stderr).toBe("")
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(/with SQLite's online backup/)
    expect(backup.stdout).toMatch(/copy restarted \d+ time\(s\) by writes/)
    expect(duringBackup).toBeGreaterThan(0) // the server was writing while the copy was taken
    expect(integrityOf(copy)).toBe("ok")
    const copied = names(copy)
    for (const name of before) expect(copied.filter((n) => n === name)).toEqual([name])
    expect(existsSync(`${copy}-wal`)).toBe(false) // one self-contained file

    // Restored into a fresh path, a server serves it: the rows come back over HTTP.
    const restoredDir = scratchSqlite()
    try {
      const restore = await cli("restore", [copy], restoredDir.url)
      expect(restore.stderr).toBe("")
      expect(restore.code).toBe(0)
      expect(restore.stdout).toMatch(/integrity_check: ok/)
      const restored = await startServerProcess({ databaseUrl: restoredDir.url })
      const reader = httpClient(restored.url)
      try {
        const session = await logIn(reader, adminCredentials)
        // The list is paged (schema/list-paging.ts): every page, by its Link.
        const served: string[] = []
        for (let path: string | undefined = "/api/employees"; path !== undefined;) {
          const list = await reader.send({ method: "GET", path, headers: { Cookie: session } })
          expect(list.status).toBe(200)
          served.push(...(JSON.parse(list.text) as Array<{ name: string }>).map((row) => row.name))
          path = nextPageOf(typeof list.headers.link === "string" ? list.headers.link : null)
        }
        expect(served.length).toBe(copied.length)
        for (const name of before) expect(served).toContain(name)
      } finally {
        reader.close()
        restored.kill("SIGTERM")
        await restored.exited
      }
    } finally {
      await restoredDir.drop()
    }
  }, 240_000)

  it("refuses PostgreSQL (pointing to pg_dump / pg_restore), a missing database and an existing target", async () => {
    const target = join(database.file as string, "..", "refused.db")
    const postgres = await cli("backup", [target], "postgres://site@db.internal:5432/site")
    expect(postgres.code).toBe(1)
    expect(postgres.stderr).toMatch(/pg_dump --format=custom/)
    const missing = await cli("backup", [target], `sqlite:${join(database.file as string, "..", "none.db")}`)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/there is no database at/)
    writeFileSync(target, "keep me")
    const existing = await cli("backup", [target], database.url)
    expect(existing.code).toBe(1)
    expect(existing.stderr).toMatch(/already exists: choose another file, or add --force/)
    const restorePostgres = await cli("restore", [target], "postgres://site@db.internal:5432/site")
    expect(restorePostgres.code).toBe(1)
    expect(restorePostgres.stderr).toMatch(/pg_restore --clean/)
  }, 120_000)

  it("restore refuses a file that is not a backup, and a database a running server has open", async () => {
    const junk = join(database.file as string, "..", "junk.db")
    writeFileSync(junk, "not a database at all")
    const notBackup = await cli(
      "restore",
      [junk],
      `sqlite:${join(database.file as string, "..", "fresh.db")}`,
    )
    expect(notBackup.code).toBe(1)
    expect(notBackup.stderr).toMatch(/is not a readable SQLite database/)

    const copy = join(database.file as string, "..", "copy-for-restore.db")
    expect((await cli("backup", [copy], database.url)).code).toBe(0)
    const before = names(database.file as string).length
    expect(await createEmployee("恢复被拒之后仍在")).toBe(201)
    const inUse = await cli("restore", [copy], database.url)
    expect(inUse.code).toBe(1)
    expect(inUse.stderr).toMatch(/is in use \(a server is running on it\?\): stop the server, then restore/)
    // Nothing changed: the server still has its newest row.
    expect(names(database.file as string)).toContain("恢复被拒之后仍在")
    expect(names(database.file as string).length).toBe(before + 1)
  }, 120_000)
})
