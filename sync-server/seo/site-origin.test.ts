/**
 * Where absolute addresses start: PUBLIC_URL when it is set, whatever the request says; else the
 * request's own origin, X-Forwarded-Proto/-Host believed only from a proxy TRUST_PROXY names; a Host
 * header that is not a host gives a fixed origin, never text of its own.
 */
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { canonicalOf, metaOf, readHead } from "../test-support/seo/head-reader.ts"
import { type SeoTestServer, startSeoTestServer } from "../test-support/seo/seo-test-server.ts"

/** A GET with headers fetch() does not let a caller set (Host). */
const get = (base: string, path: string, headers: Record<string, string>): Promise<string> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, base)
    const call = request({ host: url.hostname, port: url.port, path: url.pathname, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
      response.on("error", reject)
    })
    call.on("error", reject)
    call.end()
  })

describe("with PUBLIC_URL", () => {
  let server: SeoTestServer
  beforeAll(async () => {
    server = await startSeoTestServer({ publicOrigin: "https://www.example.com" })
  })
  afterAll(() => server.stop())

  test("every absolute address is on the public origin, whatever the Host", async () => {
    const headers = { Host: "other.example:8080", "X-Forwarded-Host": "evil.example" }
    const head = readHead(await get(server.url, "/en/about", headers))
    expect(canonicalOf(head)).toBe("https://www.example.com/en/about")
    expect(metaOf(head, "og:image")).toBe("https://www.example.com/icons/icon-512.png")
    expect(await get(server.url, "/robots.txt", headers)).toContain(
      "Sitemap: https://www.example.com/sitemap.xml",
    )
    expect(await get(server.url, "/sitemap.xml", headers)).toContain(
      "<loc>https://www.example.com/sitemap-pages.xml</loc>",
    )
    expect(await get(server.url, "/sitemap-pages.xml", headers)).toContain(
      "<loc>https://www.example.com/en</loc>",
    )
    expect(await get(server.url, "/en/feed.xml", headers)).toContain(
      "<id>https://www.example.com/en/feed.xml</id>",
    )
  })
})

describe("without PUBLIC_URL", () => {
  let direct: SeoTestServer
  let proxied: SeoTestServer
  beforeAll(async () => {
    ;[direct, proxied] = await Promise.all([startSeoTestServer(), startSeoTestServer({ trustProxy: 1 })])
  })
  afterAll(async () => {
    await Promise.all([direct.stop(), proxied.stop()])
  })

  test("the request's Host names the origin; forwarded headers only from a trusted proxy", async () => {
    const forwarded = {
      Host: "site.example:8080",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "www.site.example",
    }
    expect(canonicalOf(readHead(await get(direct.url, "/teams", forwarded)))).toBe(
      "http://site.example:8080/teams",
    )
    expect(canonicalOf(readHead(await get(proxied.url, "/teams", forwarded)))).toBe(
      "https://www.site.example/teams",
    )
    expect(await get(proxied.url, "/robots.txt", forwarded)).toContain(
      "Sitemap: https://www.site.example/sitemap.xml",
    )
  })

  test("a Host that is not a host name gives a fixed origin, not its text", async () => {
    for (const host of [`x"><script>alert(1)</script>`, "a b", "evil.example/path"]) {
      const html = await get(direct.url, "/teams", { Host: host })
      expect(canonicalOf(readHead(html))).toBe("http://localhost/teams")
      expect(html).not.toContain("<script>alert")
    }
  })
})
