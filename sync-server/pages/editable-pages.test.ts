/**
 * The about, privacy and terms pages editors can reach (issue 31, item 4), over real HTTP with the real
 * build and a real database: their Markdown texts (settings fields) and the settings' contact details
 * changed through the API show in the pages the server renders, in both languages (an empty English
 * text shows the Chinese, marked); the history records the change; bad input is refused in the
 * person's language and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { editablePagesSeed, maxPageBodyLength } from "../../schema/entities/editable-pages.ts"
import { builtAppDir } from "../test-support/built-app.ts"
import { type Json, apiClient } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServer } from "../test-support/test-server.ts"

let server: TestServer
let cookie: string
let api: ReturnType<typeof apiClient>

beforeAll(async () => {
  server = await startTestServer({ demoContent: true, staticDir: builtAppDir })
  api = apiClient(server.url)
  cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
})
afterAll(async () => {
  await server.stop()
})

/** The markup inside #root: what a reader (or a crawler) gets before any script runs. */
const markupOf = async (path: string): Promise<string> => {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return /<div id="root"[^>]*>([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? ""
}

const changeSettings = async (changes: Record<string, unknown>, language = "zh-CN") => {
  const current = await api.get("/api/settings", { cookie })
  return api.patch("/api/settings", {
    cookie,
    body: changes,
    headers: {
      "If-Match": `"${(current.body as { version: number }).version}"`,
      "Accept-Language": language,
    },
  })
}

describe("the editable pages, rendered by the server", () => {
  test("a new site's pages carry today's texts and the settings' contact details, no placeholder", async () => {
    const privacy = await markupOf("/privacy")
    expect(privacy).toContain('<h2 id="cookies">Cookie 政策</h2>')
    expect(privacy).toContain("最后更新：2026 年 1 月 1 日")
    expect(privacy).toContain('href="mailto:contact@example.com"')
    expect(privacy).toContain("中国 上海市 浦东新区 示例路 100 号")
    const englishPrivacy = await markupOf("/en/privacy")
    expect(englishPrivacy).toContain('<h2 id="cookies">Cookie policy</h2>')
    expect(englishPrivacy).toContain("100 Example Road, Pudong New Area, Shanghai, China")
    expect(await markupOf("/en/terms")).toContain("<h2>Limitation of liability</h2>")
    expect(await markupOf("/about")).toContain("<h2>我们的使命</h2>")
    for (const path of ["/privacy", "/terms", "/about", "/en/privacy", "/en/terms", "/en/about"]) {
      const markup = await markupOf(path)
      expect(markup, path).not.toMatch(/privacy@example\.com|legal@example\.com/)
      expect(markup, path).not.toContain('data-testid="chinese-only"')
    }
  })

  test("texts and contact details edited through the API show on every page, in both languages", async () => {
    const changed = await changeSettings({
      privacyBody: "## 新的隐私条款 {#cookies}\n\n我们**不**收集任何信息。<script>alert(1)</script>",
      privacyBodyEn: "",
      termsBody: "## 新条款\n\n请阅读 [联系页面](/contact)。",
      termsBodyEn: "## New terms\n\nSee the [contact page](/contact).",
      aboutBodyEn: "## Who we are\n\nA small team.",
      contactEmail: "legal@new.example",
      contactPhone: "+86 21 5555 0000",
      contactAddress: "北京市 海淀区 新地址 1 号",
      contactAddressEn: "1 New Street, Haidian, Beijing",
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)

    const privacy = await markupOf("/privacy")
    expect(privacy).toContain('<h2 id="cookies">新的隐私条款</h2>')
    expect(privacy).toContain("我们<strong>不</strong>收集任何信息。")
    // The blog renderer's safety rules: raw HTML is shown as text, never run.
    expect(privacy).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
    expect(privacy).not.toContain("<script>alert(1)")
    expect(privacy).toContain('href="mailto:legal@new.example"')
    expect(privacy).toContain('href="tel:+862155550000"')
    expect(privacy).toContain("北京市 海淀区 新地址 1 号")
    expect(privacy).not.toContain("contact@example.com")

    // No English text: the Chinese one, marked 中文, and the English address.
    const englishPrivacy = await markupOf("/en/privacy")
    expect(englishPrivacy).toContain('<h2 id="cookies">新的隐私条款</h2>')
    expect(englishPrivacy).toContain('data-testid="chinese-only"')
    expect(englishPrivacy).toContain("1 New Street, Haidian, Beijing")
    expect(englishPrivacy).toContain("legal@new.example")

    expect(await markupOf("/terms")).toContain('<a href="/contact">联系页面</a>')
    const englishTerms = await markupOf("/en/terms")
    expect(englishTerms).toContain("<h2>New terms</h2>")
    // Same-site links lead to the reader's language, as in a post.
    expect(englishTerms).toContain('<a href="/en/contact">contact page</a>')
    expect(englishTerms).not.toContain('data-testid="chinese-only"')
    expect(await markupOf("/en/about")).toContain("<h2>Who we are</h2>")
    expect(await markupOf("/about")).toContain("<h2>我们的使命</h2>")
    expect(await markupOf("/en/contact")).toContain("1 New Street, Haidian, Beijing")
  })

  test("the history records a page text's change, before and after", async () => {
    const before = (await api.get("/api/settings", { cookie })).body as Json
    const changed = await changeSettings({ termsBody: "## 历史里的条款" })
    expect(changed.status).toBe(200)
    const history = await api.get("/api/history/settings/1", { cookie })
    expect(history.status).toBe(200)
    const newest = (history.body as Json).records[0]
    expect(newest.after.termsBody).toBe("## 历史里的条款")
    expect(newest.before.termsBody).toBe(before.termsBody)
  })

  test("bad input: an over-long text or a text that is not one is refused in the person's language, nothing changed", async () => {
    const before = (await api.get("/api/settings", { cookie })).body
    for (const [language, message] of [
      ["zh-CN", "内容过长"],
      ["en", "Too long"],
    ] as const) {
      const refused = await changeSettings(
        { privacyBodyEn: "x".repeat(maxPageBodyLength + 1), aboutBody: "新的" },
        language,
      )
      expect(refused.status).toBe(400)
      expect((refused.body as Json).issues).toEqual([
        expect.objectContaining({ path: ["privacyBodyEn"], code: "tooLong", message }),
      ])
    }
    const notText = await changeSettings({ termsBody: 42 }, "en")
    expect(notText.status).toBe(400)
    expect((notText.body as Json).issues).toEqual([expect.objectContaining({ path: ["termsBody"] })])
    expect((await api.get("/api/settings", { cookie })).body).toEqual(before)
    // The seed's length is far from the bound.
    expect(editablePagesSeed.privacyBody.length).toBeLessThan(maxPageBodyLength / 10)
  })
})
