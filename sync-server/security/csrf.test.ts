/**
 * Cross-site request forgery against the real server over HTTP: a state-changing call that carries a
 * valid admin session cookie but comes from another site (its Origin, or Sec-Fetch-Site) answers 403
 * and changes nothing; the same call from the site itself goes through.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type RunningServer, startServer } from "../server.ts"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { type Json, apiClient, sampleEmployee } from "../test-support/client.ts"
import { staticServerOptions } from "../test-support/static-server-options.ts"
import { loginAs } from "../test-support/test-server.ts"

const admin = adminSessionPerFile()
const evil = "https://evil.example"
const credentials = { username: "admin", password: "admin-password", captcha: "TEST" }

const expectRefused = (answer: { status: number; body: Json }) => {
  expect(answer.status).toBe(403)
  expect(answer.body.code).toBe("CROSS_SITE_REQUEST")
}

const employeeNames = async (): Promise<string[]> =>
  ((await admin.api.get("/api/employees", { cookie: admin.cookie })).body as Json[]).map((row) => row.name)

const createEmployee = async (name: string): Promise<Json> => {
  const answer = await admin.api.post("/api/employees", { cookie: admin.cookie, body: sampleEmployee(name) })
  expect(answer.status).toBe(201)
  return answer.body
}

describe("a cross-origin write with a valid admin session", () => {
  test("POST answers 403 in the reader's language and creates nothing", async () => {
    for (const [language, text] of [
      ["zh-CN", "请求被拒绝：它来自其他网站"],
      ["en", "Request refused: it came from another site"],
    ] as const) {
      const answer = await admin.api.post("/api/employees", {
        cookie: admin.cookie,
        body: sampleEmployee(`伪造新建 ${language}`),
        headers: { Origin: evil, "Accept-Language": language },
      })
      expectRefused(answer)
      expect(answer.body.message).toBe(text)
    }
    expect(await employeeNames()).not.toContain("伪造新建 zh-CN")
    expect(await employeeNames()).not.toContain("伪造新建 en")
  })

  test("PATCH answers 403 and the row is as it was", async () => {
    const row = await createEmployee("跨站修改对象")
    const answer = await admin.api.patch(`/api/employees/${row.id}`, {
      cookie: admin.cookie,
      body: { profession: "被篡改" },
      headers: { Origin: evil, "If-Match": `"${row.version}"` },
    })
    expectRefused(answer)
    const after = (await admin.api.get(`/api/employees/${row.id}`, { cookie: admin.cookie })).body
    expect(after).toEqual(row)
  })

  test("DELETE answers 403 and the row is still there", async () => {
    const row = await createEmployee("跨站删除对象")
    const answer = await admin.api.delete(`/api/employees/${row.id}`, {
      cookie: admin.cookie,
      headers: { Origin: evil },
    })
    expectRefused(answer)
    expect((await admin.api.get(`/api/employees/${row.id}`, { cookie: admin.cookie })).body).toEqual(row)
  })

  test("POST /api/sync/push answers 403 and applies none of its mutations", async () => {
    const row = await createEmployee("跨站批量对象")
    const answer = await admin.api.post("/api/sync/push", {
      cookie: admin.cookie,
      headers: { Origin: evil },
      body: {
        mutations: [
          { key: randomUUID(), method: "POST", path: "/api/employees", body: sampleEmployee("跨站批量新建") },
          { key: randomUUID(), method: "DELETE", path: `/api/employees/${row.id}` },
        ],
      },
    })
    expectRefused(answer)
    expect(await employeeNames()).not.toContain("跨站批量新建")
    expect((await admin.api.get(`/api/employees/${row.id}`, { cookie: admin.cookie })).body).toEqual(row)
  })

  test("Sec-Fetch-Site cross-site or same-site without Origin is refused; Origin: null is refused", async () => {
    const forged: Array<Record<string, string>> = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "null" },
      // The right host under another scheme or port is another origin.
      { Origin: admin.server.url.replace("http:", "https:") },
      { Origin: `http://127.0.0.1:${admin.server.port + 1}` },
    ]
    for (const headers of forged) {
      const answer = await admin.api.post("/api/employees", {
        cookie: admin.cookie,
        body: sampleEmployee("跨站无来源"),
        headers,
      })
      expect(answer.status, JSON.stringify(headers)).toBe(403)
    }
    expect(await employeeNames()).not.toContain("跨站无来源")
  })
})

describe("the same writes from the site itself", () => {
  test("POST, PATCH, DELETE and push with the site's own Origin go through", async () => {
    const own = { Origin: admin.server.url, "Sec-Fetch-Site": "same-origin" }
    const made = await admin.api.post("/api/employees", {
      cookie: admin.cookie,
      body: sampleEmployee("同源新建"),
      headers: own,
    })
    expect(made.status).toBe(201)
    const patched = await admin.api.patch(`/api/employees/${made.body.id}`, {
      cookie: admin.cookie,
      body: { profession: "同源修改" },
      headers: { ...own, "If-Match": `"${made.body.version}"` },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.profession).toBe("同源修改")
    const pushed = await admin.api.post("/api/sync/push", {
      cookie: admin.cookie,
      headers: own,
      body: {
        mutations: [
          { key: randomUUID(), method: "POST", path: "/api/employees", body: sampleEmployee("同源批量") },
        ],
      },
    })
    expect(pushed.status).toBe(200)
    expect(pushed.body.results[0].status).toBe(201)
    const deleted = await admin.api.delete(`/api/employees/${made.body.id}`, {
      cookie: admin.cookie,
      headers: own,
    })
    expect(deleted.status).toBe(200)
    expect(await employeeNames()).toContain("同源批量")
    expect(await employeeNames()).not.toContain("同源修改")
  })

  test("a client with neither Origin nor Sec-Fetch-Site (curl, another server) is not a browser: allowed", async () => {
    const answer = await admin.api.post("/api/employees", {
      cookie: admin.cookie,
      body: sampleEmployee("无头客户端"),
    })
    expect(answer.status).toBe(201)
  })

  test("Sec-Fetch-Site same-origin or none without Origin is allowed", async () => {
    for (const site of ["same-origin", "none"]) {
      const answer = await admin.api.post("/api/employees", {
        cookie: admin.cookie,
        body: sampleEmployee(`来源 ${site}`),
        headers: { "Sec-Fetch-Site": site },
      })
      expect(answer.status, site).toBe(201)
    }
  })
})

describe("login, logout and the captcha", () => {
  test("a cross-site login is refused and starts no session (login CSRF)", async () => {
    const api = apiClient(admin.server.url)
    const captcha = await fetch(`${admin.server.url}/api/captcha?t=${Date.now()}`)
    const cookie = captcha.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ")
    const refused = await api.post("/api/login", { cookie, body: credentials, headers: { Origin: evil } })
    expectRefused(refused)
    expect((await api.get("/api/user", { cookie })).status).toBe(401)
    // The captcha was not used up by the refused call: the same captcha cookie logs in from the site.
    const own = await api.post("/api/login", {
      cookie,
      body: credentials,
      headers: { Origin: admin.server.url },
    })
    expect(own.status).toBe(200)
  })

  test("a cross-site logout is refused: the session still works", async () => {
    const cookie = await loginAs(admin.server.url, credentials)
    const api = apiClient(admin.server.url)
    expectRefused(await api.post("/api/logout", { cookie, headers: { "Sec-Fetch-Site": "cross-site" } }))
    expect((await api.get("/api/user", { cookie })).status).toBe(200)
    expect((await api.post("/api/logout", { cookie, headers: { Origin: admin.server.url } })).status).toBe(
      200,
    )
    expect((await api.get("/api/user", { cookie })).status).toBe(401)
  })

  test("the captcha (it sets the captcha cookie) is refused to another site, served to the site's own page", async () => {
    const api = apiClient(admin.server.url)
    const foreign = await api.get(`/api/captcha?t=${Date.now()}`, {
      headers: { "Sec-Fetch-Site": "cross-site" },
    })
    expectRefused(foreign)
    expect(foreign.headers.getSetCookie()).toEqual([])
    const own = await api.get(`/api/captcha?t=${Date.now()}`, {
      headers: { "Sec-Fetch-Site": "same-origin" },
    })
    expect(own.status).toBe(200)
    expect(own.headers.get("content-type")).toContain("image/webp")
  })

  test("reads are not checked: an anonymous GET from another site still gets the public list", async () => {
    const answer = await apiClient(admin.server.url).get("/api/employees", {
      headers: { Origin: evil, "Sec-Fetch-Site": "cross-site" },
    })
    expect(answer.status).toBe(200)
  })
})

describe("the site's origin from PUBLIC_URL, and behind a trusted proxy", () => {
  let dir: string
  let publicSite: RunningServer
  let proxied: RunningServer
  const publicOrigin = "https://site.example"

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "csrf-origin-"))
    const options = (name: string) =>
      staticServerOptions(join(dir, name), join(dir, "no-build"), { captchaTestText: "TEST" })
    publicSite = await startServer({ ...options("public.db"), publicOrigin })
    proxied = await startServer({ ...options("proxied.db"), trustProxy: "loopback" })
  })
  afterAll(async () => {
    await publicSite.close()
    await proxied.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const login = (port: number, headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(credentials),
    })

  test("with PUBLIC_URL, only that origin may write, not the address the request came to", async () => {
    expect((await login(publicSite.port, { Origin: `http://127.0.0.1:${publicSite.port}` })).status).toBe(403)
    // Past the check: the call itself answers (no captcha in this session).
    expect((await login(publicSite.port, { Origin: publicOrigin })).status).toBe(400)
  })

  test("behind a trusted proxy that says https, the site's origin is https", async () => {
    const host = `127.0.0.1:${proxied.port}`
    const viaProxy = { "X-Forwarded-Proto": "https" }
    expect((await login(proxied.port, { ...viaProxy, Origin: `https://${host}` })).status).toBe(400)
    expect((await login(proxied.port, { ...viaProxy, Origin: `http://${host}` })).status).toBe(403)
  })
})
