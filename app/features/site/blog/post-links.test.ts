/** Same-site links in a post's body lead to the reader's language (post-links.ts). */
import { describe, expect, test } from "vitest"
import { renderMarkdown } from "./markdown.ts"
import { postLinksIn } from "./post-links.ts"

const body = [
  "See [an employee](/employees/3), [the home page](/), [a team](/teams/2?tab=1#members),",
  "[English already](/en/blog/4), [the back office](/systemadmin/employees), [the API](/api/employees),",
  "[another site](https://example.com/employees/3), [a protocol-relative one](//example.com/x)",
  "and [an anchor](#top).",
].join(" ")

describe("a post's same-site links", () => {
  test("on an English page they lead to the English addresses; other links stay", () => {
    const html = postLinksIn(renderMarkdown(body), "en")
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])
    expect(hrefs).toEqual([
      "/en/employees/3",
      "/en",
      "/en/teams/2?tab=1#members",
      "/en/blog/4",
      "/systemadmin/employees",
      "/api/employees",
      "https://example.com/employees/3",
      // (A protocol-relative link is refused by the renderer, as the URL rule refuses it: its text stays.)
      "#top",
    ])
    // Only the addresses changed: the text and the rest of the markup are micromark's.
    expect(html.replaceAll('href="/en', 'href="').replace('href=""', 'href="/"')).toBe(
      renderMarkdown(body).replace('href="/en/blog/4"', 'href="/blog/4"'),
    )
  })

  test("on a Chinese page the post is as written", () => {
    const html = renderMarkdown(body)
    expect(postLinksIn(html, "zh-CN")).toBe(html)
  })

  test("a picture's address is not a link and stays", () => {
    const html = renderMarkdown("![a picture](/media/abc-640.jpg) and [a link](/tools)")
    expect(postLinksIn(html, "en")).toBe(html.replace('href="/tools"', 'href="/en/tools"'))
  })
})
