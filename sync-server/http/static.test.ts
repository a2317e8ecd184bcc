/**
 * The built app's files over real HTTP: prerendered pages for their routes, index.html for every
 * other route, and the remembered file lookups (the build folder does not change while serving).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type RunningServer, startServer } from "../server.ts"
import { staticServerOptions } from "../test-support/static-server-options.ts"
import { openDatabase } from "../db/connection.ts"
import { publicContentStamp } from "../sync/change-log.ts"
import { loginAs } from "../test-support/test-server.ts"
import { sampleCollaboration, sampleEmployee } from "../test-support/client.ts"
import { cachedExists, prerenderStampFile, prerenderedFileFor } from "./static.ts"

describe("prerenderedFileFor", () => {
  test("maps a route to its file under prerendered/", () => {
    expect(prerenderedFileFor("/")).toBe("prerendered/index.html")
    expect(prerenderedFileFor("/employees")).toBe("prerendered/employees.html")
    expect(prerenderedFileFor("/employees/")).toBe("prerendered/employees.html")
    expect(prerenderedFileFor("/blog/3")).toBe("prerendered/blog/3.html")
    // The English addresses (issue 17), their home page too.
    expect(prerenderedFileFor("/en")).toBe("prerendered/en/index.html")
    expect(prerenderedFileFor("/en/")).toBe("prerendered/en/index.html")
    expect(prerenderedFileFor("/en/blog/3")).toBe("prerendered/en/blog/3.html")
  })

  test("refuses paths that cannot be a page: dots, escapes, /api", () => {
    for (const path of ["/../etc/passwd", "/a/..", "/%2e%2e", "/a.html", "/api", "/api/sync", "/a b"]) {
      expect(prerenderedFileFor(path), path).toBeUndefined()
    }
  })
})

describe("cachedExists", () => {
  test("asks the disk once per path: a file created later stays unknown", () => {
    const dir = mkdtempSync(join(tmpdir(), "cached-exists-"))
    try {
      const exists = cachedExists()
      const file = join(dir, "later.txt")
      expect(exists(file)).toBe(false)
      writeFileSync(file, "x")
      expect(exists(file)).toBe(false)
      expect(cachedExists()(file)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("serving prerendered pages", () => {
  let running: RunningServer
  let base: string
  let dir: string
  let dist: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sync-server-prerendered-"))
    dist = join(dir, ".tmp", "dist")
    mkdirSync(join(dist, "prerendered", "blog"), { recursive: true })
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>shell</title>")
    writeFileSync(join(dist, "prerendered", "index.html"), "<!doctype html><title>home</title>")
    writeFileSync(join(dist, "prerendered", "employees.html"), "<!doctype html><title>employees</title>")
    writeFileSync(join(dist, "prerendered", "blog", "3.html"), "<!doctype html><title>post 3</title>")
    writeFileSync(
      join(dist, "prerendered", "blog", "3.html.br"),
      brotliCompressSync("<!doctype html><title>post 3</title>"),
    )
    // The stamp of this database's content, as scripts/prerender.ts records it for its demo database
    // (the server compares it when it starts): a first start creates the database.
    const first = await startServer(staticServerOptions(join(dir, "site.db"), dist))
    await first.close()
    const db = openDatabase(`sqlite:${join(dir, "site.db")}`)
    writeFileSync(join(dist, prerenderStampFile), await publicContentStamp(db.knex))
    await db.knex.destroy()
    running = await startServer(staticServerOptions(join(dir, "site.db"), dist))
    base = `http://127.0.0.1:${running.port}`
  })
  afterAll(async () => {
    await running.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const titleOf = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers })
    expect(response.status, path).toBe(200)
    expect(response.headers.get("cache-control"), path).toBe("no-cache")
    return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1]
  }

  test("a prerendered route gets its page, revalidated each time", async () => {
    expect(await titleOf("/")).toBe("home")
    expect(await titleOf("/employees")).toBe("employees")
    expect(await titleOf("/employees/")).toBe("employees")
    expect(await titleOf("/employees?q=x")).toBe("employees")
    expect(await titleOf("/blog/3")).toBe("post 3")
  })

  test("the brotli copy of a prerendered page goes to a browser that accepts it", async () => {
    const response = await fetch(`${base}/blog/3`, { headers: { "accept-encoding": "br" } })
    expect(response.headers.get("content-encoding")).toBe("br")
    expect(response.headers.get("content-type")).toContain("text/html")
    expect(await response.text()).toContain("post 3")
  })

  test("every other route still gets index.html", async () => {
    for (const path of ["/employees/99", "/blog/abc", "/systemadmin/login", "/no-such-page", "/a/../b"]) {
      expect(await titleOf(path), path).toBe("shell")
    }
  })

  test("a file added under the build folder while serving is not picked up (lookups are remembered)", async () => {
    expect(await titleOf("/teams")).toBe("shell")
    writeFileSync(join(dist, "prerendered", "teams.html"), "<!doctype html><title>teams</title>")
    expect(await titleOf("/teams")).toBe("shell")
  })

  test("a database with other content than the snapshots' gets index.html, never the snapshots", async () => {
    const other = await startServer(staticServerOptions(join(dir, "other.db"), dist, { demoContent: true }))
    try {
      for (const path of ["/", "/employees", "/blog/3"]) {
        const response = await fetch(`http://127.0.0.1:${other.port}${path}`)
        expect(/<title>([^<]*)<\/title>/.exec(await response.text())?.[1], path).toBe("shell")
      }
    } finally {
      await other.close()
    }
  })

  test("/api is never answered with a page", async () => {
    const response = await fetch(`${base}/api/missing`)
    expect(response.status).toBe(404)
    expect(response.headers.get("content-type")).toContain("application/json")
  })
})

describe("prerendered pages after an edit", () => {
  let running: RunningServer
  let base: string
  let dir: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sync-server-prerendered-edit-"))
    const dist = join(dir, "dist")
    mkdirSync(join(dist, "prerendered"), { recursive: true })
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>shell</title>")
    writeFileSync(join(dist, "prerendered", "index.html"), "<!doctype html><title>home</title>")
    const options = staticServerOptions(join(dir, "site.db"), dist, { captchaTestText: "TEST" })
    const first = await startServer(options)
    await first.close()
    const db = openDatabase(options.databaseUrl)
    writeFileSync(join(dist, prerenderStampFile), await publicContentStamp(db.knex))
    await db.knex.destroy()
    running = await startServer(options)
    base = `http://127.0.0.1:${running.port}`
  })
  afterAll(async () => {
    await running.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const homeTitle = async () => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${base}/`)).text())?.[1]
  /** Longer than the server reuses its answer about the content's stamp. */
  const pastTheCheck = () => new Promise((resolve) => setTimeout(resolve, 1_100))

  test("a collaboration request changes no public page: the snapshot is still sent", async () => {
    expect(await homeTitle()).toBe("home")
    const sent = await fetch(`${base}/api/collaborations`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(sampleCollaboration()),
    })
    expect(sent.status).toBe(201)
    await pastTheCheck()
    expect(await homeTitle()).toBe("home")
  })

  test("once public content is edited, a first visit gets index.html, not the older snapshot", async () => {
    const cookie = await loginAs(base, { username: "admin", password: "admin-password", captcha: "TEST" })
    const created = await fetch(`${base}/api/employees`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify(sampleEmployee()),
    })
    expect(created.status).toBe(201)
    await pastTheCheck()
    expect(await homeTitle()).toBe("shell")
    expect(await homeTitle()).toBe("shell")
  })
})
