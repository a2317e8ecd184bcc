import { describe, expect, test } from "vitest"
import {
  headScript,
  linkedStylesheet,
  loaderScript,
  prerenderedLoaderId,
  prerenderedPage,
} from "./prerender-html.ts"

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
  language: "zh-CN",
  page: {
    html: "<main><h1>首页</h1></main>",
    results: {
      "post:3": { status: "loaded", data: { title: "</script><script>alert(1)</script>" } },
      settings: { row: { siteName: "Site" }, pulled: true },
    },
    title: "首页 | 站点",
    htmlStyle: "--brand: #3b82f6;",
  },
})

/** The English page of the same route (its address `/en/...`). */
const englishPage = prerenderedPage({
  template,
  css: { href: "/assets/index-abc.css", text: ".a{color:red}" },
  language: "en",
  page: {
    html: "<main><h1>Home</h1></main>",
    results: { settings: { row: { siteName: "Site" }, pulled: true } },
    title: "Home </title> | Site",
    htmlStyle: "",
  },
})

/** The JSON of the page's data block `id`. */
const dataBlock = (html: string, id: string): unknown =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1] ?? "null",
  )

describe("prerenderedPage", () => {
  test("inlines the stylesheet instead of linking it", () => {
    expect(linkedStylesheet(template)).toBe("/assets/index-abc.css")
    expect(page).toContain("<style>.a{color:red}</style>")
    expect(page).not.toContain('rel="stylesheet"')
  })

  test("embeds the content the page was rendered with, as JSON that cannot end its script", () => {
    const match = /<script type="application\/json" id="prerendered-data">([^<]*)<\/script>/.exec(page)
    expect(JSON.parse(match?.[1] ?? "")).toEqual({
      "post:3": { status: "loaded", data: { title: "</script><script>alert(1)</script>" } },
      settings: { row: { siteName: "Site" }, pulled: true },
    })
  })

  test("puts the page's markup in #root, marked with its language, and only that language's", () => {
    expect(page).toContain('<div id="root" data-prerendered="zh-CN"><main><h1>首页</h1></main></div>')
    expect(page).not.toContain("<template")
    expect(page).not.toContain("placeholder")
    expect(englishPage).toContain('<div id="root" data-prerendered="en"><main><h1>Home</h1></main></div>')
    expect(englishPage).not.toContain("首页")
  })

  test("sets the title, the brand colours and <html lang> of the address's language", () => {
    expect(page).toContain("<title>首页 | 站点</title>")
    expect(page).toContain('<html lang="zh-CN" style="--brand: #3b82f6;"')
    expect(englishPage).toContain('<html lang="en">')
    // A title cannot close its element.
    expect(englishPage).toContain("<title>Home &lt;/title&gt; | Site</title>")
    const head = page.slice(0, page.indexOf("</head>"))
    expect(head.indexOf("<script>")).toBeGreaterThan(head.indexOf("<meta charset"))
  })

  test("the head script moves a reader who chose English to the English address, before the body", () => {
    const head = page.slice(0, page.indexOf("</head>"))
    expect(head).toContain(headScript)
    expect(headScript).toContain('localStorage.getItem("language")==="en"')
    expect(headScript).toContain('location.replace("/en"+(p==="/"?"":p)+location.search+location.hash)')
    // Only from a page that is not English already.
    expect(headScript).toContain('h.lang!=="en"')
  })

  test("loads the app from a script after the first paint, not from <head>", () => {
    const head = page.slice(0, page.indexOf("</head>"))
    expect(head).not.toContain('type="module"')
    expect(head).not.toContain("modulepreload")
    const body = page.slice(page.indexOf("<body>"))
    expect(body).toContain(loaderScript)
    expect(body).toContain('"entry":"/assets/index-abc.js"')
    expect(body).toContain('["/assets/framework-abc.js","/assets/data-abc.js"]')
    expect(loaderScript).toContain("requestAnimationFrame")
    expect(loaderScript).toContain("first-contentful-paint")
  })

  test("preloads the files the page's app requested, in the page's language", () => {
    const recorded = prerenderedPage({
      template,
      css: { href: "/assets/index-abc.css", text: "" },
      language: "en",
      page: {
        html: "",
        results: {},
        title: "",
        htmlStyle: "",
        scripts: ["/assets/index-abc.js", "/assets/en-1.js"],
      },
    })
    // The entry is the module script itself, not a preload.
    expect(dataBlock(recorded, prerenderedLoaderId)).toEqual({
      entry: "/assets/index-abc.js",
      preloads: ["/assets/en-1.js"],
    })
    expect(recorded).not.toContain("framework-abc")
  })

  test("every inline script is the same text on every page; what differs is in JSON data blocks", () => {
    // The Content-Security-Policy allows inline scripts by the hash of their text (sync-server/security/).
    const scripts = (html: string) =>
      [...html.matchAll(/<script(?: [^>]*)?>[\s\S]*?<\/script>/g)]
        .map((match) => match[0])
        .filter((script) => !script.startsWith('<script type="application/json"'))
    expect(scripts(page)).toEqual([headScript, loaderScript])
    expect(scripts(englishPage)).toEqual(scripts(page))
    const other = prerenderedPage({
      template,
      css: { href: "/assets/index-abc.css", text: "" },
      language: "zh-CN",
      page: { html: "<p>甲</p>", results: {}, title: "甲", htmlStyle: "", scripts: ["/assets/x.js"] },
    })
    expect(scripts(other)).toEqual(scripts(page))
    expect(dataBlock(other, prerenderedLoaderId)).toEqual({
      entry: "/assets/index-abc.js",
      preloads: ["/assets/x.js"],
    })
    expect(dataBlock(page, prerenderedLoaderId)).toEqual({
      entry: "/assets/index-abc.js",
      preloads: ["/assets/framework-abc.js", "/assets/data-abc.js"],
    })
  })

  test("the loader's data block comes before the loader", () => {
    const loaderBlock = page.indexOf(`id="${prerenderedLoaderId}"`)
    expect(loaderBlock).toBeGreaterThan(page.indexOf("<body>"))
    expect(loaderBlock).toBeLessThan(page.indexOf(loaderScript))
  })

  test("refuses a template it does not understand", () => {
    expect(() =>
      prerenderedPage({
        template: "<html><body></body></html>",
        css: { href: "/a.css", text: "" },
        language: "zh-CN",
        page: { html: "", results: {}, title: "", htmlStyle: "" },
      }),
    ).toThrow(/prerender/)
  })
})
