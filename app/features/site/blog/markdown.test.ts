import { afterEach, describe, expect, test, vi } from "vitest"
import { beginMatchingRender, endMatchingRender, recordedResults } from "../../../db/prerendered-data.ts"
import { postHtml, renderMarkdown, renderMarkdownCached } from "./markdown.ts"

describe("Markdown rendering keeps only safe HTML and link protocols", () => {
  test.each([
    ["[x](javascript:alert(1))", "javascript:"],
    ["[x](JaVaScRiPt:alert(1))", "javascript:"],
    ["[x](data:text/html;base64,PHNjcmlwdD4=)", "data:"],
    ["<script>alert(1)</script>", "<script"],
    ['<img src="x" onerror="alert(1)">', "<img"],
    ["![x](vbscript:msgbox)", "vbscript:"],
  ])("%s renders without %s", (markdown, forbidden) => {
    expect(renderMarkdown(markdown).toLowerCase()).not.toContain(forbidden)
  })

  test.each([
    ["[site](https://example.com)", '<a href="https://example.com">site</a>'],
    ["[mail](mailto:a@example.com)", '<a href="mailto:a@example.com">mail</a>'],
    ["[page](/blog/1)", '<a href="/blog/1">page</a>'],
    ["## Title", "<h2>Title</h2>"],
    ["**bold**", "<strong>bold</strong>"],
    ["- a\n- b", "<li>a</li>"],
  ])("%s renders %s", (markdown, html) => {
    expect(renderMarkdown(markdown)).toContain(html)
  })
})

describe("renderMarkdownCached", () => {
  test("gives what renderMarkdown gives, the first time and again for the same text", () => {
    const markdown = "## Title\n\n[x](javascript:alert(1)) and [site](https://example.com)"
    const first = renderMarkdownCached(markdown)
    expect(first).toBe(renderMarkdown(markdown))
    expect(first.toLowerCase()).not.toContain("javascript:")
    expect(renderMarkdownCached(markdown)).toBe(first)
  })

  test("texts that differ render differently, also after many other texts", () => {
    const texts = Array.from({ length: 20 }, (_, index) => `# Post ${index}`)
    for (const text of texts) expect(renderMarkdownCached(text)).toBe(`<h1>Post ${texts.indexOf(text)}</h1>`)
    expect(renderMarkdownCached(texts[0] ?? "")).toBe("<h1>Post 0</h1>")
  })
})

describe("postHtml: a prerendered post page hydrates with the HTML it carries", () => {
  afterEach(() => {
    endMatchingRender()
    vi.unstubAllGlobals()
  })

  test("the prerender records a post's HTML; the hydration reads it for that text only", () => {
    vi.stubGlobal("window", { __prerendering: true })
    const post = "## 发布\n\n今天，我们正式发布**智能体构建器 3.0**。"
    const html = postHtml(post)
    expect(html).toBe(renderMarkdown(post))
    const keys = [...recordedResults().keys()].filter((key) => key.startsWith("markdown:"))
    expect(keys).toHaveLength(1)
    const key = keys[0] ?? ""
    expect(recordedResults().get(key)).toBe(html)

    vi.unstubAllGlobals()
    // What the page carries is what its markup shows: the hydration takes it as it is.
    beginMatchingRender(new Map([[key, "<p>as prerendered</p>"]]))
    expect(postHtml(post)).toBe("<p>as prerendered</p>")
    // A text edited since the build is not that post: it is rendered.
    expect(postHtml(`${post} 更新`)).toBe(renderMarkdown(`${post} 更新`))
    expect([...endMatchingRender()]).toEqual([key])
  })
})
