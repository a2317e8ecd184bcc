/**
 * The head script (prerender-html.ts), which the prerendered pages and, since issue 17's last
 * gap, index.html carry: run against a stand-in document, it gives an `/en` address `<html lang="en">`
 * before anything paints, moves a reader who chose English from a Chinese address, and never moves
 * the back office.
 */
import { describe, expect, test } from "vitest"
import { headScript } from "./prerender-html.ts"

const run = (pathname: string, lang: string, saved: string | null) => {
  const html = { lang, style: { display: "" } }
  const moves: string[] = []
  const body = /^<script>([\s\S]*)<\/script>$/.exec(headScript)?.[1] ?? ""
  new Function("document", "location", "localStorage", "navigator", "Intl", body)(
    { documentElement: html },
    { pathname, search: "?q=1", hash: "#x", replace: (to: string) => moves.push(to) },
    { getItem: () => saved },
    { language: "en-US" },
    { DateTimeFormat: { supportedLocalesOf: () => [] } },
  )
  return { lang: html.lang, hidden: html.style.display === "none", moves }
}

describe("the head script", () => {
  test("an /en address is English before the app starts (index.html says zh-CN)", () => {
    expect(run("/en/employees", "zh-CN", null)).toEqual({ lang: "en", hidden: false, moves: [] })
    expect(run("/en", "zh-CN", "en")).toEqual({ lang: "en", hidden: false, moves: [] })
    // Not an English address: only a prefix that is a whole segment counts.
    expect(run("/entries", "zh-CN", null)).toEqual({ lang: "zh-CN", hidden: false, moves: [] })
  })

  test("a reader who chose English is moved from a Chinese address, hidden meanwhile", () => {
    expect(run("/teams/2", "zh-CN", "en")).toEqual({
      lang: "zh-CN",
      hidden: true,
      moves: ["/en/teams/2?q=1#x"],
    })
    expect(run("/", "zh-CN", "en").moves).toEqual(["/en?q=1#x"])
    expect(run("/teams/2", "zh-CN", "zh-CN").moves).toEqual([])
  })

  test("the back office, the API and the other app are never moved", () => {
    for (const path of ["/systemadmin", "/systemadmin/employees", "/api/health", "/myworkspace"])
      expect(run(path, "zh-CN", "en"), path).toEqual({ lang: "zh-CN", hidden: false, moves: [] })
  })
})
