import { describe, expect, it } from "vitest"
import { renderMarkdown } from "../blog/markdown.ts"
import { withHeadingAnchors } from "./heading-anchors.ts"

describe("heading anchors in an editable page's Markdown", () => {
  it("gives a heading ending with {#name} that id and takes the mark out of its text", () => {
    expect(withHeadingAnchors(renderMarkdown("## Cookie 政策 {#cookies}\n\ntext"))).toBe(
      '<h2 id="cookies">Cookie 政策</h2>\n<p>text</p>',
    )
  })

  it("anchors only the heading that carries the mark, with inline markup kept", () => {
    expect(withHeadingAnchors(renderMarkdown("## One\n\ntext\n\n## *Two* {#two}"))).toBe(
      '<h2>One</h2>\n<p>text</p>\n<h2 id="two"><em>Two</em></h2>',
    )
  })

  it("leaves any other braces, and an id that is not a plain name, as written", () => {
    const html = renderMarkdown('## A {#Bad"id}\n\n## B {#x} tail\n\n{#cookies}')
    expect(withHeadingAnchors(html)).toBe(html)
    expect(withHeadingAnchors(html)).not.toContain(" id=")
  })
})
