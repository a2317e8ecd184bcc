import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type AdminSession, startAdminSession } from "../test-support/admin-session.ts"
import { type RunningServer, startServer } from "../server.ts"
import { staticServerOptions } from "../test-support/static-server-options.ts"
import type { TestServer } from "../test-support/test-server.ts"
import { sampleEmployee } from "../test-support/client.ts"
import { bodyLimitBytes } from "./body.ts"

let server: TestServer
let cookie: string
let api: AdminSession["api"]

beforeAll(async () => {
  ;({ server, api, cookie } = await startAdminSession())
})
afterAll(() => server.stop())

describe("the API's edge", () => {
  test("malformed JSON is 400, in the asked language", async () => {
    const response = await api.post("/api/employees", {
      cookie,
      body: "{oops",
      headers: { "Accept-Language": "en-GB" },
    })
    expect(response).toMatchObject({
      status: 400,
      body: { code: "MALFORMED_JSON", message: "The request body is not valid JSON" },
    })
    const zh = await api.post("/api/collaborations", { body: "[1," })
    expect(zh.body.message).toBe("请求体不是有效的 JSON")
  })

  test("an oversize body is 413", async () => {
    const huge = JSON.stringify({ ...sampleEmployee(), description: "x".repeat(bodyLimitBytes) })
    const response = await api.post("/api/employees", { cookie, body: huge })
    expect(response).toMatchObject({ status: 413, body: { code: "PAYLOAD_TOO_LARGE" } })
  })

  test("a body that is not JSON is 415", async () => {
    const response = await api.post("/api/collaborations", {
      body: "companyName=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    })
    expect(response).toMatchObject({ status: 415, body: { code: "UNSUPPORTED_MEDIA_TYPE" } })
  })

  test("JSON that is not an object is a validation error, not a crash", async () => {
    for (const body of ["123", '"text"', "null", "[]"]) {
      const response = await api.post("/api/employees", { cookie, body })
      expect(response.status).toBe(400)
    }
  })

  test("an unknown /api route is a JSON 404", async () => {
    for (const response of [await api.get("/api/nothing"), await api.request("PUT", "/api/employees/1")]) {
      expect(response).toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: "资源不存在" } })
    }
  })

  test("an id that is not valid percent-encoding is 400", async () => {
    const response = await api.get("/api/employees/%E0%A4%A")
    expect(response).toMatchObject({ status: 400, body: { code: "VALIDATION" } })
  })

  test("health reports the database", async () => {
    const response = await api.get("/api/health")
    expect(response.status).toBe(200)
    const engine = process.env.TEST_POSTGRES_URL ? "postgres" : "sqlite"
    expect(response.body).toEqual({ status: "ok", database: "ok", engine })
  })

  test("no stack trace in any answer", async () => {
    const response = await api.post("/api/employees", { cookie, body: "{oops" })
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts|node_modules/)
  })
})

describe("the built app", () => {
  let running: RunningServer
  let base: string
  let dir: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sync-server-static-"))
    // Under a dot-folder on purpose, like `STATIC_DIR=.tmp/dist-x`: `send` refuses such absolute paths.
    mkdirSync(join(dir, ".tmp", "dist", "assets"), { recursive: true })
    writeFileSync(join(dir, ".tmp", "dist", "index.html"), "<!doctype html><title>app</title>")
    writeFileSync(join(dir, ".tmp", "dist", "assets", "main-abc123.js"), "console.log(1)")
    writeFileSync(join(dir, ".tmp", "dist", "assets", "big-abc123.js"), "console.log(2)")
    writeFileSync(
      join(dir, ".tmp", "dist", "assets", "big-abc123.js.br"),
      brotliCompressSync("console.log(2)"),
    )
    running = await startServer(staticServerOptions(join(dir, "site.db"), join(dir, ".tmp", "dist")))
    base = `http://127.0.0.1:${running.port}`
  })
  afterAll(async () => {
    await running.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test("every non-/api route gets index.html, revalidated each time", async () => {
    for (const path of ["/", "/employees/3", "/systemadmin/login"]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe("no-cache")
      expect(await response.text()).toContain("<title>app</title>")
    }
  })

  test("hashed assets are cached for a long time", async () => {
    const response = await fetch(`${base}/assets/main-abc123.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toContain("immutable")
  })

  test("a precompressed copy goes to a browser that accepts it, the plain file to one that does not", async () => {
    const compressed = await fetch(`${base}/assets/big-abc123.js`, { headers: { "accept-encoding": "br" } })
    expect(compressed.headers.get("content-encoding")).toBe("br")
    expect(compressed.headers.get("content-type")).toContain("javascript")
    expect(compressed.headers.get("cache-control")).toContain("immutable")
    expect(await compressed.text()).toBe("console.log(2)") // fetch decodes it
    const plain = await fetch(`${base}/assets/big-abc123.js`, { headers: { "accept-encoding": "identity" } })
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(await plain.text()).toBe("console.log(2)")
  })

  test("a malformed or escaping path is a plain answer, never a 500", async () => {
    for (const path of ["/assets/%E0%A4%A.js", "/..%2f..%2fetc%2fpasswd", "/assets/..%2f..%2fsite.db"]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBeLessThan(500)
      expect(await response.text(), path).not.toContain("SQLite")
    }
  })

  test("/api is never answered with the app", async () => {
    const response = await fetch(`${base}/api/missing`)
    expect(response.status).toBe(404)
    expect(response.headers.get("content-type")).toContain("application/json")
  })
})
