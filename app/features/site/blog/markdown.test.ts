import { describe, expect, test } from "vitest"
import { renderMarkdown, renderMarkdownCached } from "./markdown.ts"

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
