/**
 * The security headers on every kind of answer, over real HTTP from the real server serving the real
 * build (built-app.ts), whose pages it renders from the database: API answers (Express and the fast
 * path before it), errors, static files, pages, the service worker; Strict-Transport-Security only
 * over HTTPS as a trusted proxy reports it; and the policy's hashes are those of the pages' inline
 * scripts and styles.
 */
import { createHash } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { linkedStylesheet, templateScripts } from "../../shared/prerender-html.ts"
import { type RunningServer, startServer } from "../server.ts"
import { builtAppDir } from "../test-support/built-app.ts"
import { staticServerOptions } from "../test-support/static-server-options.ts"

const template = readFileSync(join(builtAppDir, "index.html"), "utf8")
const entryScript = templateScripts(template).entry
const cssText = readFileSync(join(builtAppDir, linkedStylesheet(template)), "utf8")

const securityHeaderNames = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-frame-options",
]

/** The policy as a map of directive to its sources. */
const directivesOf = (response: Response): Map<string, string[]> => {
  const policy = response.headers.get("content-security-policy") ?? ""
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== "")
      .map(([name = "", ...sources]) => [name, sources]),
  )
}

const expectSecurityHeaders = (response: Response, what: string) => {
  for (const name of securityHeaderNames)
    expect(response.headers.get(name), `${what}: ${name}`).not.toBeNull()
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff")
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin")
  expect(response.headers.get("cross-origin-opener-policy"), what).toBe("same-origin")
  expect(response.headers.get("cross-origin-resource-policy"), what).toBe("same-origin")
  expect(response.headers.get("x-frame-options"), what).toBe("DENY")
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(response.headers.get("permissions-policy"), what).toContain(`${feature}=()`)
  const directives = directivesOf(response)
  expect(directives.get("frame-ancestors"), what).toEqual(["'none'"])
  expect(directives.get("object-src"), what).toEqual(["'none'"])
  expect(directives.get("base-uri"), what).toEqual(["'self'"])
  expect(directives.get("form-action"), what).toEqual(["'self'"])
  expect(directives.get("default-src"), what).toEqual(["'self'"])
  expect(directives.get("worker-src"), what).toEqual(["'self'"])
  expect(directives.get("img-src"), what).toEqual(["'self'", "data:", "https:"])
  const scriptSources = directives.get("script-src") ?? []
  expect(scriptSources[0], what).toBe("'self'")
  expect(scriptSources, what).not.toContain("'unsafe-inline'")
  expect(scriptSources, what).not.toContain("'unsafe-eval'")
  // Over plain HTTP: no HSTS, no upgrade of the pictures' URLs.
  expect(response.headers.get("strict-transport-security"), what).toBeNull()
  expect(directives.has("upgrade-insecure-requests"), what).toBe(false)
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

/** The inline elements of a page that a browser checks against the policy. */
const inlineElements = (html: string) => ({
  scripts: [...html.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)]
    // Data blocks (the page's JSON, the JSON-LD of seo/) are never run, and CSP does not check them.
    .filter(
      (match) => !/ src=|type="application\/(ld\+)?json"/.test(match[0].slice(0, match[0].indexOf(">"))),
    )
    .map((match) => match[1] ?? ""),
  dataBlocks: [...html.matchAll(/<script type="application\/json"[^>]*>/g)].length,
  styles: [...html.matchAll(/<style(?: [^>]*)?>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? ""),
})

describe("security headers", () => {
  let dir: string
  let running: RunningServer
  let proxied: RunningServer
  let base: string
  let proxiedBase: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "security-headers-"))
    const options = staticServerOptions(join(dir, "site.db"), builtAppDir, { demoContent: true })
    running = await startServer(options)
    base = `http://127.0.0.1:${running.port}`
    proxied = await startServer({
      ...staticServerOptions(join(dir, "proxied.db"), builtAppDir),
      trustProxy: "loopback",
    })
    proxiedBase = `http://127.0.0.1:${proxied.port}`
  })
  afterAll(async () => {
    await running.close()
    await proxied.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test("an API answer from Express", async () => {
    const health = await fetch(`${base}/api/health`)
    expect(health.status).toBe(200)
    expectSecurityHeaders(health, "/api/health")
    // A session-cookie request is never taken by the fast path: Express answers the list.
    const list = await fetch(`${base}/api/employees`, { headers: { Cookie: "sid=not-a-session" } })
    expect(list.status).toBe(200)
    expectSecurityHeaders(list, "/api/employees with a cookie")
  })

  test("answers of the fast path before Express (list, settings, snapshot; 200, gzip and 304)", async () => {
    for (const path of [
      "/api/employees",
      "/api/blog-posts?published=true",
      "/api/settings",
      "/api/sync?since=0",
    ]) {
      const answer = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "gzip" } })
      expect(answer.status, path).toBe(200)
      expectSecurityHeaders(answer, path)
      const etag = answer.headers.get("etag") ?? ""
      const again = await fetch(`${base}${path}`, {
        headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
      })
      expect(again.status, path).toBe(304)
      expectSecurityHeaders(again, `${path} (304)`)
    }
    // An uncached page size of the snapshot: written by its own writeHead.
    const odd = await fetch(`${base}/api/sync?since=0&limit=7`)
    expect(odd.status).toBe(200)
    expectSecurityHeaders(odd, "/api/sync?since=0&limit=7")
  })

  test("error answers: 404, 400, 403, and a write to a page path", async () => {
    const missing = await fetch(`${base}/api/missing`)
    expect(missing.status).toBe(404)
    expectSecurityHeaders(missing, "/api/missing")
    const malformed = await fetch(`${base}/api/collaborations`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    })
    expect(malformed.status).toBe(400)
    expectSecurityHeaders(malformed, "malformed JSON")
    const forged = await fetch(`${base}/api/collaborations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: "{}",
    })
    expect(forged.status).toBe(403)
    expectSecurityHeaders(forged, "cross-site write")
    // Nothing answers a POST to a page: our 404, not Express's final handler (which sets its own policy).
    const postToPage = await fetch(`${base}/employees`, { method: "POST" })
    expect(postToPage.status).toBe(404)
    expectSecurityHeaders(postToPage, "POST /employees")
  })

  test("static files, the service worker and the manifest", async () => {
    for (const path of [entryScript, "/sw.js", "/manifest.webmanifest", "/csp-hashes.json"]) {
      const answer = await fetch(`${base}${path}`)
      expect(answer.status, path).toBe(200)
      expectSecurityHeaders(answer, path)
    }
  })

  test("rendered pages (plain and brotli), the not-found page and the back office's index.html", async () => {
    for (const [path, encoding, status] of [
      ["/", "identity", 200],
      ["/employees", "br", 200],
      ["/systemadmin", "identity", 200],
      ["/no-such-page", "identity", 404],
    ] as const) {
      const answer = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": encoding } })
      expect(answer.status, path).toBe(status)
      expect(answer.headers.get("content-type"), path).toContain("text/html")
      expectSecurityHeaders(answer, path)
    }
  })

  test("the policy's hashes are those of the pages' inline scripts and styles, the same on every page", async () => {
    const pages = await Promise.all(
      ["/", "/en/employees"].map(async (path) => (await fetch(`${base}${path}`)).text()),
    )
    const policy = directivesOf(await fetch(`${base}/`))
    const scriptSources = policy.get("script-src") ?? []
    const styleSources = policy.get("style-src-elem") ?? []
    expect(pages[0]).toContain('<html lang="zh-CN"')
    expect(pages[1]).toContain("Digital Employees")
    const [home, employees] = pages.map((page) => inlineElements(page))
    if (home === undefined || employees === undefined) throw new Error("no pages")
    // The head script and the loader: the same text on both pages, whatever their language.
    expect(home.scripts).toHaveLength(2)
    expect(employees.scripts).toEqual(home.scripts)
    // Per-page data in blocks the browser does not run: the content and the preloads.
    expect(home.dataBlocks).toBe(2)
    for (const script of home.scripts) expect(scriptSources).toContain(sha256(script))
    for (const style of [...home.styles, ...employees.styles]) expect(styleSources).toContain(sha256(style))
    // The page's own styles: react-aria's rule, the inlined stylesheet, the prerender's rule.
    expect(home.styles).toHaveLength(3)
    expect(home.styles).toContain(cssText)
    // Nothing else is allowed inline: 'self' and exactly these hashes.
    expect(scriptSources).toEqual(["'self'", ...home.scripts.map(sha256).sort()])
    expect(new Set(styleSources)).toEqual(new Set(["'self'", ...home.styles.map(sha256)]))
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"])
    expect(policy.get("script-src-attr")).toEqual(["'none'"])
  })

  test("Strict-Transport-Security only for HTTPS reported by a trusted proxy", async () => {
    for (const path of ["/api/health", "/api/employees", "/"]) {
      const secure = await fetch(`${proxiedBase}${path}`, { headers: { "X-Forwarded-Proto": "https" } })
      expect(secure.headers.get("strict-transport-security"), path).toBe("max-age=31536000")
      expect(directivesOf(secure).has("upgrade-insecure-requests"), path).toBe(true)
      // The same proxy, plain http: none.
      const plain = await fetch(`${proxiedBase}${path}`, { headers: { "X-Forwarded-Proto": "http" } })
      expect(plain.headers.get("strict-transport-security"), path).toBeNull()
      expectSecurityHeaders(plain, `${path} via the proxy over http`)
      // No proxy is trusted (TRUST_PROXY off, the default): the header is anyone's word, and ignored.
      const untrusted = await fetch(`${base}${path}`, { headers: { "X-Forwarded-Proto": "https" } })
      expect(untrusted.headers.get("strict-transport-security"), path).toBeNull()
      expectSecurityHeaders(untrusted, `${path} with an untrusted X-Forwarded-Proto`)
    }
  })
})
