/**
 * The site search's results page rendered by the server (issue 32, item 1), over real HTTP with the
 * real build and the demo content: what a reader without scripts (or a crawler) gets at /search?q=
 * and /en/search?q=: the results, grouped by kind, with the matches marked; `noindex`; no draft.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { builtAppDir } from "../test-support/built-app.ts"
import { type TestServer, startTestServer } from "../test-support/test-server.ts"

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ demoContent: true, staticDir: builtAppDir })
})
afterAll(async () => {
  await server.stop()
})

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  const html = await response.text()
  const markup = /<div id="root"[^>]*>([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? ""
  return { status: response.status, html, markup }
}

const noindex = '<meta name="robots" content="noindex">'

describe("the search results page, rendered by the server", () => {
  test("Chinese: results grouped by kind, the matches marked, noindex, no canonical", async () => {
    const { status, html, markup } = await page(`/search?q=${encodeURIComponent("智能客服")}`)
    expect(status).toBe(200)
    expect(html).toContain(noindex)
    expect(html).not.toContain('rel="canonical"')
    expect(html).toMatch(/<title>搜索 \| /)
    expect(markup).toContain('data-testid="search-group-employee"')
    expect(markup).toContain('data-testid="search-group-post"')
    expect(markup).toContain("<mark")
    expect(markup).toMatch(/<mark[^>]*>智能客服<\/mark>/)
    expect(markup).toMatch(/找到 \d+ 条与“智能客服”相关的结果/)
    // Links to the records' own pages, in the page's language.
    expect(markup).toMatch(/href="\/employees\/\d+"/)
    // Drafts never appear.
    expect(markup).not.toContain("草稿")
  })

  test("English: the English texts, the other language matched too", async () => {
    const english = await page("/en/search?q=customer+service")
    expect(english.status).toBe(200)
    expect(english.html).toContain(noindex)
    expect(english.html).toContain('<html lang="en"')
    expect(english.markup).toMatch(/<mark[^>]*>Customer<\/mark> <mark[^>]*>Service<\/mark> Agent/)
    expect(english.markup).toMatch(/\d+ results? for “customer service”/)
    expect(english.markup).toMatch(/href="\/en\/employees\/\d+"/)
    // A Chinese query on the English page finds the same records, shown in English.
    const chinese = await page(`/en/search?q=${encodeURIComponent("智能客服")}`)
    expect(chinese.markup).toContain("Customer Service Agent")
  })

  test("an empty query, a query with no match, punctuation only, a repeated q", async () => {
    const empty = await page("/search")
    expect(empty.status).toBe(200)
    expect(empty.html).toContain(noindex)
    expect(empty.markup).toContain("输入关键词")
    const none = await page("/en/search?q=zzzqqq")
    expect(none.markup).toContain("No results for “zzzqqq”")
    const punctuation = await page(`/search?q=${encodeURIComponent("，。！")}`)
    expect(punctuation.status).toBe(200)
    expect(punctuation.markup).not.toContain('data-testid="search-result"')
    const repeated = await page("/en/search?q=agent&q=other")
    expect(repeated.markup).toContain("for “agent”")
  })

  test("text from the query is escaped", async () => {
    const { markup, html } = await page(
      `/en/search?q=${encodeURIComponent('</script><script>alert(1)</script>"')}`,
    )
    expect(markup).not.toContain("<script>alert(1)")
    expect(html).not.toContain("<script>alert(1)")
  })
})
