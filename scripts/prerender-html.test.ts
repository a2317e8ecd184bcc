import { describe, expect, test } from "vitest"
import {
  headScript,
  linkedStylesheet,
  loaderScript,
  prerenderedLoaderId,
  prerenderedPage,
  prerenderedTitleId,
  swapScript,
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
    expect(body).toContain(loaderScript)
    expect(body).toContain('"entry":"/assets/index-abc.js"')
    expect(body).toContain('["/assets/framework-abc.js","/assets/data-abc.js"]')
    expect(loaderScript).toContain("requestAnimationFrame")
    expect(loaderScript).toContain("first-contentful-paint")
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
    // The entry is the module script itself, not a preload.
    expect(dataBlock(recorded, prerenderedLoaderId)).toEqual({
      entry: "/assets/index-abc.js",
      preloads: { zh: ["/assets/zh-CN-1.js"], en: ["/assets/en-1.js"] },
    })
    expect(recorded).not.toContain("framework-abc")
  })

  test("every inline script is the same text on every page; what differs is in JSON data blocks", () => {
    // The Content-Security-Policy allows inline scripts by the hash of their text (sync-server/security/).
    const scripts = (html: string) =>
      [...html.matchAll(/<script(?: [^>]*)?>[\s\S]*?<\/script>/g)]
        .map((match) => match[0])
        .filter((script) => !script.startsWith('<script type="application/json"'))
    expect(scripts(page)).toEqual([headScript, swapScript, loaderScript])
    const other = prerenderedPage({
      template,
      css: { href: "/assets/index-abc.css", text: "" },
      zh: { html: "<p>甲</p>", results: {}, title: "甲", htmlStyle: "", scripts: ["/assets/x.js"] },
      en: { html: "<p>A</p>", results: {}, title: "A </script>", htmlStyle: "" },
    })
    expect(scripts(other)).toEqual(scripts(page))
    expect(dataBlock(other, prerenderedTitleId)).toEqual({ en: "A </script>" })
    expect(dataBlock(page, prerenderedTitleId)).toEqual({ en: "Home </script> | Site" })
    expect(dataBlock(page, prerenderedLoaderId)).toEqual({
      entry: "/assets/index-abc.js",
      preloads: {
        zh: ["/assets/framework-abc.js", "/assets/data-abc.js"],
        en: ["/assets/framework-abc.js", "/assets/data-abc.js"],
      },
    })
  })

  test("the title's data block comes before the head script that reads it, the loader's before the loader", () => {
    const titleBlock = page.indexOf(`id="${prerenderedTitleId}"`)
    expect(titleBlock).toBeGreaterThan(0)
    expect(titleBlock).toBeLessThan(page.indexOf(headScript))
    const loaderBlock = page.indexOf(`id="${prerenderedLoaderId}"`)
    expect(loaderBlock).toBeGreaterThan(page.indexOf("<body>"))
    expect(loaderBlock).toBeLessThan(page.indexOf(loaderScript))
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
