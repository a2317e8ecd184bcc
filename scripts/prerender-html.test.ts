import { describe, expect, test } from "vitest"
import { linkedStylesheet, prerenderedPage } from "./prerender-html.ts"

const template = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>智元数字员工</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/data-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><div>placeholder</div></div>
  </body>
</html>`

const page = prerenderedPage({
  template,
  css: { href: "/assets/index-abc.css", text: ".a{color:red}" },
  zh: {
    html: "<main><h1>首页</h1></main>",
    results: { "post:3": { status: "loaded", data: { title: "</script><script>alert(1)</script>" } } },
    title: "首页 | 站点",
    htmlStyle: "--brand: #3b82f6;",
  },
  en: {
    html: "<main><h1>Home</h1></main>",
    results: { settings: { row: { siteName: "Site" }, pulled: true } },
    title: "Home </script> | Site",
    htmlStyle: "--brand: #3b82f6;",
  },
})

describe("prerenderedPage", () => {
  test("inlines the stylesheet instead of linking it", () => {
    expect(linkedStylesheet(template)).toBe("/assets/index-abc.css")
    expect(page).toContain("<style>.a{color:red}</style>")
    expect(page).not.toContain('rel="stylesheet"')
  })

  test("embeds the content both languages were rendered with, as JSON that cannot end its script", () => {
    const match = /<script type="application\/json" id="prerendered-data">([^<]*)<\/script>/.exec(page)
    expect(JSON.parse(match?.[1] ?? "")).toEqual({
      "post:3": { status: "loaded", data: { title: "</script><script>alert(1)</script>" } },
      settings: { row: { siteName: "Site" }, pulled: true },
    })
  })

  test("puts the Chinese markup in #root and the English one in a template", () => {
    expect(page).toContain('<div id="root" data-prerendered="zh-CN"><main><h1>首页</h1></main></div>')
    expect(page).toContain('<template id="prerendered-en"><main><h1>Home</h1></main></template>')
    expect(page).not.toContain("placeholder")
  })

  test("sets the title, the brand colours and the saved language before anything paints", () => {
    expect(page).toContain("<title>首页 | 站点</title>")
    expect(page).toContain('<html lang="zh-CN" style="--brand: #3b82f6;"')
    const head = page.slice(0, page.indexOf("</head>"))
    expect(head).toContain('localStorage.getItem("language")')
    // The English title cannot close the inline script.
    expect(head).toContain("Home \\u003c/script> | Site")
    expect(head.indexOf("<script>")).toBeGreaterThan(head.indexOf("<meta charset"))
  })

  test("loads the app from a script after the first paint, not from <head>", () => {
    const head = page.slice(0, page.indexOf("</head>"))
    expect(head).not.toContain('type="module"')
    expect(head).not.toContain("modulepreload")
    const body = page.slice(page.indexOf("<body>"))
    expect(body).toContain('"/assets/index-abc.js"')
    expect(body).toContain('["/assets/framework-abc.js","/assets/data-abc.js"]')
    expect(body).toContain("requestAnimationFrame")
    expect(body).toContain("first-contentful-paint")
  })

  test("preloads the files the page's app requested, in the reader's language", () => {
    const recorded = prerenderedPage({
      template,
      css: { href: "/assets/index-abc.css", text: "" },
      zh: {
        html: "",
        results: {},
        title: "",
        htmlStyle: "",
        scripts: ["/assets/index-abc.js", "/assets/zh-CN-1.js"],
      },
      en: {
        html: "",
        results: {},
        title: "",
        htmlStyle: "",
        scripts: ["/assets/index-abc.js", "/assets/en-1.js"],
      },
    })
    const body = recorded.slice(recorded.indexOf("<body>"))
    // The entry is the module script itself, not a preload.
    expect(body).toContain('document.documentElement.lang==="en"?["/assets/en-1.js"]:["/assets/zh-CN-1.js"]')
    expect(body).not.toContain("framework-abc")
  })

  test("refuses a template it does not understand", () => {
    expect(() =>
      prerenderedPage({
        template: "<html><body></body></html>",
        css: { href: "/a.css", text: "" },
        zh: { html: "", results: {}, title: "", htmlStyle: "" },
        en: { html: "", results: {}, title: "", htmlStyle: "" },
      }),
    ).toThrow(/prerender/)
  })
})
