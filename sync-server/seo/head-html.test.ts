/** Where the head's tags go in a built page, and what of the page's own head they replace. */
import { describe, expect, test } from "vitest"
import { buildPageHead, summarize } from "./page-head.ts"
import { renderHead, withHead } from "./head-html.ts"
import { readHead } from "../test-support/seo/head-reader.ts"

const head = (title: string, language: "zh-CN" | "en" = "en") =>
  buildPageHead({
    request: { language, page: { kind: "home" } },
    origin: "https://s.example",
    settings: {
      siteName: "站",
      siteNameEn: title,
      metaDescription: "描述",
      metaDescriptionEn: "Description",
    },
  })

describe("withHead", () => {
  test("replaces the head's title and every meta description, and sets <html lang>", () => {
    const page =
      `<!doctype html><html lang="zh-CN" style="--x:1"><head><meta charset="UTF-8">` +
      `<meta name="description" content="one"><title>old</title><meta\n name="description"\n content="two" />` +
      `</head><body><svg><title>icon</title></svg><meta name="description" content="body"></body></html>`
    const result = withHead(page, head("Site")) ?? ""
    const reading = readHead(result)
    expect(reading.htmlLang).toBe("en")
    expect(result).toContain(`<html lang="en" style="--x:1">`)
    expect(reading.title).toBe("Home | Site")
    expect(reading.meta.get("description")).toEqual(["Description"])
    // The body is the page's own: its SVG title and anything else stay.
    expect(result).toContain(
      `<body><svg><title>icon</title></svg><meta name="description" content="body"></body>`,
    )
  })

  test("puts the tags at the end of a head that has no title", () => {
    const result = withHead(
      `<html lang="zh-CN"><head><meta charset="UTF-8"></head><body></body></html>`,
      head("Site"),
    )
    expect(result).toMatch(
      /^<html lang="en"><head><meta charset="UTF-8"><title>Home \| Site<\/title>.*<\/head><body><\/body><\/html>$/,
    )
  })

  test("leaves a text with no head alone", () => {
    expect(withHead("<p>no head</p>", head("Site"))).toBeUndefined()
  })

  test("takes `$&` and `$1` in a title as text, not as replacement patterns", () => {
    const result = withHead(`<html><head><title>old</title></head></html>`, head("$& $1 $$ $`"))
    expect(readHead(result ?? "").title).toBe("Home | $& $1 $$ $`")
  })
})

describe("renderHead", () => {
  test("escapes attribute and data-block breakouts", () => {
    const hostile = `"><script>x</script><!--'&`
    const tags = renderHead(head(hostile))
    expect(tags).not.toContain("<script>x")
    const reading = readHead(`<html><head>${tags}</head></html>`)
    // Every tag is one renderHead means to write: nothing broke out of an attribute or a data block.
    expect(new Set(reading.tagNames)).toEqual(
      new Set(["html", "head", "title", "/title", "meta", "link", "script", "/script"]),
    )
    expect(reading.tagNames.filter((name) => name === "script")).toHaveLength(reading.jsonLd.length)
    expect(reading.title).toBe(`Home | ${hostile}`)
    expect(reading.jsonLd[0]).toMatchObject({ name: hostile })
  })
})

describe("summarize", () => {
  test("keeps short texts, folds white space, cuts long ones at a word with an ellipsis", () => {
    expect(summarize("  a \n b  ")).toBe("a b")
    const long = "word ".repeat(60)
    const cut = summarize(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut).toMatch(/word…$/)
    expect(summarize("中".repeat(200))).toBe(`${"中".repeat(159)}…`)
  })
})
