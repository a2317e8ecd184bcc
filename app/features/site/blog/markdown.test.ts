import { afterEach, describe, expect, test, vi } from "vitest"
import { beginMatchingRender, endMatchingRender, recordedResults } from "../../../db/prerendered-data.ts"
import { postHtml, renderMarkdown, renderMarkdownCached, responsiveImages } from "./markdown.ts"

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
    ["# Launch", "<h2>Launch</h2>"],
    ["Launch\n===", "<h2>Launch</h2>"],
    ["**bold**", "<strong>bold</strong>"],
    ["- a\n- b", "<li>a</li>"],
  ])("%s renders %s", (markdown, html) => {
    expect(renderMarkdown(markdown)).toContain(html)
  })
})

test("the page's title stays its only first-level heading: no <h1> from the text, raw HTML still escaped", () => {
  const html = renderMarkdown("# One\n\n<h1>raw</h1>\n\n`<h1>`")
  expect(html).not.toContain("<h1>")
  expect(html).toContain("&lt;h1&gt;raw&lt;/h1&gt;")
  expect(html).toContain("<code>&lt;h1&gt;</code>")
})

describe("a protocol-relative address (another site, refused by the URL rule) is refused like a refused protocol: the link or picture is drawn as its text", () => {
  test.each([
    ["[a](//evil.example)", "<p>a</p>"],
    ['[a](//evil.example/path?q=1 "title")', "<p>a</p>"],
    ["[a](/\\/evil.example)", "<p>a</p>"],
    ["[a](\\/\\/evil.example)", "<p>a</p>"],
    ["[a](<//evil.example>)", "<p>a</p>"],
    ["[a]\n\n[a]: //evil.example", "<p>a</p>"],
    ["[**bold** link](//evil.example) after", "<p><strong>bold</strong> link after</p>"],
    ["![i](//evil.example/x.png)", "<p>i</p>"],
    ["![i](//evil.example/x.png 't')", "<p>i</p>"],
  ])("%j renders %s", (markdown, html) => {
    expect(renderMarkdown(markdown)).toContain(html)
    expect(renderMarkdown(markdown)).not.toContain("evil.example")
    expect(renderMarkdown(markdown)).not.toMatch(/<a |<img /)
  })

  test("a link that keeps its address next to a refused one keeps it", () => {
    expect(renderMarkdown("[x](javascript:alert(1)) and [y](/blog/1)")).toContain(
      '<p>x and <a href="/blog/1">y</a></p>',
    )
  })

  test("as a javascript: address is", () => {
    expect(renderMarkdown("[a](javascript:alert(1))")).toBe(renderMarkdown("[a](//evil.example)"))
  })

  test.each([
    ["[page](/blog/1)", '<a href="/blog/1">page</a>'],
    ["[site](https://evil.example)", '<a href="https://evil.example">site</a>'],
    ["[anchor](#top)", '<a href="#top">anchor</a>'],
    ["[relative](other/page)", '<a href="other/page">relative</a>'],
    ["`[a](//evil.example)`", "<code>[a](//evil.example)</code>"],
    [
      'text //evil.example and href="//evil.example"',
      "text //evil.example and href=&quot;//evil.example&quot;",
    ],
  ])("%j keeps %s", (markdown, html) => {
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
    for (const text of texts) expect(renderMarkdownCached(text)).toBe(`<h2>Post ${texts.indexOf(text)}</h2>`)
    expect(renderMarkdownCached(texts[0] ?? "")).toBe("<h2>Post 0</h2>")
  })
})

describe("postHtml: a rendered post page hydrates with the HTML it carries", () => {
  afterEach(() => {
    endMatchingRender()
    vi.unstubAllGlobals()
  })

  test("a browser records a post's HTML; the hydration reads it for that text only", () => {
    vi.stubGlobal("window", {})
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
    // The page rendered now carries both: the HTML it read and the HTML it made (the server's render).
    const carried = endMatchingRender()
    expect(carried.get(key)).toBe("<p>as prerendered</p>")
    expect([...carried.values()]).toEqual(["<p>as prerendered</p>", renderMarkdown(`${post} 更新`)])
  })
})

describe("an uploaded picture in a post is drawn as a responsive <picture>", () => {
  const hash = "0123456789abcdef0123456789abcdef"
  const address = `/media/${hash}-1280.jpg#1280x960`

  test("AVIF and WebP sources at every width, the body's sizes, the fallback with its size, lazy", () => {
    const html = renderMarkdown(`![办公室](${address})`)
    expect(html).toBe(
      `<p><picture class="contents">` +
        `<source type="image/avif" srcset="/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w, ` +
        `/media/${hash}-1280.avif 1280w" sizes="(min-width: 768px) 720px, 100vw" />` +
        `<source type="image/webp" srcset="/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, ` +
        `/media/${hash}-1280.webp 1280w" sizes="(min-width: 768px) 720px, 100vw" />` +
        `<img src="/media/${hash}-1280.jpg" alt="办公室" width="1280" height="960" loading="lazy" ` +
        `decoding="async" /></picture></p>`,
    )
  })

  test("an alt text and a title with quotes and HTML stay escaped text", () => {
    const html = renderMarkdown(
      `![a "quoted" <img src=x onerror=alert(1)> & more](${address} "it's \\"t\\"")`,
    )
    expect(html).toContain(`alt="a &quot;quoted&quot; &lt;img src=x onerror=alert(1)&gt; &amp; more"`)
    expect(html).toContain(`title="it's &quot;t&quot;"`)
    expect(html).not.toMatch(/<img src=x|onerror=alert\(1\)"|<script/)
    // One picture, one <img>: nothing of the alt text became markup.
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html.match(/<picture /g)).toHaveLength(1)
  })

  test.each([
    ["a media address without its size", `![x](/media/${hash}-1280.jpg)`],
    ["a size that is not the file's width", `![x](/media/${hash}-1280.jpg#640x480)`],
    ["a demo SVG", "![x](/demo/employees/data-analyst.svg)"],
    ["an outside picture", "![x](https://example.com/a.jpg#1280x960)"],
  ])("%s stays a plain <img>", (_, markdown) => {
    const html = renderMarkdown(markdown)
    expect(html).toMatch(/^<p><img src="[^"]*" alt="x" \/><\/p>$/)
    expect(html).not.toContain("<picture")
  })

  test("javascript: and data: addresses are still dropped (the alt text stays), even dressed as a media size", () => {
    for (const markdown of [
      "![x](javascript:alert(1)#1280x960)",
      `![x](javascript:/media/${hash}-1280.jpg#1280x960)`,
      "![x](data:image/svg+xml;base64,PHN2Zz4=#1x1)",
    ]) {
      const html = renderMarkdown(markdown)
      expect(html, markdown).toBe("<p>x</p>")
    }
  })

  test("raw HTML naming a media address stays escaped text, not a picture", () => {
    const html = renderMarkdown(`<img src="${address}" alt="x" />`)
    expect(html).not.toContain("<img")
    expect(html).not.toContain("<picture")
  })

  test("a picture inside a link and beside text keeps both", () => {
    const html = renderMarkdown(`see [![x](${address})](https://example.com) here`)
    expect(html).toMatch(
      /^<p>see <a href="https:\/\/example.com"><picture class="contents">.*<\/picture><\/a> here<\/p>$/,
    )
  })

  test("responsiveImages leaves HTML without media images as it is", () => {
    const html = '<p><img src="/demo/a.svg" alt="a" /> <code>&lt;img src=&quot;x&quot; /&gt;</code></p>'
    expect(responsiveImages(html)).toBe(html)
  })
})
