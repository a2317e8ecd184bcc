/**
 * The sitemap's index and parts (sitemap.ts) on made-up content of any size: how a section is cut into
 * parts of 500 records, each record in exactly one part, each part dated by its newest record, the
 * part names a request may ask for, and no page left out however large the site.
 */
import { describe, expect, test } from "vitest"
import { sitemapIndexProblems, sitemapProblems } from "../test-support/seo/format-checks.ts"
import { type Section, sections } from "./page-routes.ts"
import type { SitemapEntry } from "./seo-content.ts"
import {
  type SitemapContent,
  buildSitemapIndex,
  buildSitemapPart,
  hasSitemapPart,
  sitemapPartOf,
  sitemapPartRecords,
  sitemapParts,
} from "./sitemap.ts"

const origin = "https://site.example"

/** `count` records of a section, ids from `first`, the n-th dated n minutes after a fixed day. */
const records = (count: number, first = 1): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    id: first + index,
    updatedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  }))

const contentWith = (counts: Partial<Record<Section, number>>): SitemapContent => ({
  settings: { updatedAt: "2025-12-31T00:00:00.000Z" },
  rows: Object.fromEntries(sections.map((section) => [section, records(counts[section] ?? 0)])) as Record<
    Section,
    SitemapEntry[]
  >,
})

const locsOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "")

describe("the parts", () => {
  test("a section is cut into parts of 500 records in list order, each record in exactly one", () => {
    const content = contentWith({ blog: 1_001, employees: 500, teams: 1 })
    expect(sitemapParts(content).map((part) => part.name)).toEqual([
      "pages",
      "employees-1",
      "teams-1",
      "blog-1",
      "blog-2",
      "blog-3",
    ])
    const posts = ["blog-1", "blog-2", "blog-3"].flatMap((name) =>
      locsOf(buildSitemapPart(content, name as "blog-1", origin)),
    )
    expect(posts).toHaveLength(2 * 1_001)
    expect(new Set(posts).size).toBe(posts.length)
    expect(posts.slice(0, 2)).toEqual([`${origin}/blog/1`, `${origin}/en/blog/1`])
    expect(locsOf(buildSitemapPart(content, "blog-3", origin))).toEqual([
      `${origin}/blog/1001`,
      `${origin}/en/blog/1001`,
    ])
    expect(locsOf(buildSitemapPart(content, "blog-1", origin))).toHaveLength(2 * sitemapPartRecords)
  })

  test("each part in the index is dated by its newest page; the pages part by the newest of all", () => {
    const content = contentWith({ blog: 600, tools: 3 })
    const lastmods = Object.fromEntries(sitemapParts(content).map((part) => [part.name, part.lastmod]))
    expect(lastmods["blog-1"]).toBe(records(600)[499]?.updatedAt)
    expect(lastmods["blog-2"]).toBe(records(600)[599]?.updatedAt)
    expect(lastmods["tools-1"]).toBe(records(3)[2]?.updatedAt)
    expect(lastmods.pages).toBe(records(600)[599]?.updatedAt)
    const index = buildSitemapIndex(content, origin)
    expect(sitemapIndexProblems(index, origin)).toEqual([])
    expect(index).toContain(
      `<sitemap><loc>${origin}/sitemap-blog-2.xml</loc><lastmod>${lastmods["blog-2"]}</lastmod></sitemap>`,
    )
  })

  test("a site with no public record has the pages part only; every part follows the format", () => {
    const empty = contentWith({})
    expect(sitemapParts(empty).map((part) => part.name)).toEqual(["pages"])
    expect(sitemapIndexProblems(buildSitemapIndex(empty, origin), origin)).toEqual([])
    const pages = buildSitemapPart(empty, "pages", origin)
    expect(sitemapProblems(pages, origin)).toEqual([])
    expect(locsOf(pages)).toContain(`${origin}/en/blog`)
    expect(hasSitemapPart(empty, "blog-1")).toBe(false)
  })

  test("no page is left out however large the site: 30,000 posts are 60 parts", () => {
    const content = contentWith({ blog: 30_000 })
    const parts = sitemapParts(content).filter((part) => part.name.startsWith("blog-"))
    expect(parts).toHaveLength(60)
    expect(hasSitemapPart(content, "blog-60")).toBe(true)
    expect(hasSitemapPart(content, "blog-61")).toBe(false)
    expect(locsOf(buildSitemapPart(content, "blog-60", origin)).at(-1)).toBe(`${origin}/en/blog/30000`)
  })
})

test("a request path names a part only as the index writes it", () => {
  expect(sitemapPartOf("/sitemap-pages.xml")).toBe("pages")
  expect(sitemapPartOf("/sitemap-blog-12.xml")).toBe("blog-12")
  expect(sitemapPartOf("/sitemap-employees-1.xml")).toBe("employees-1")
  for (const path of [
    "/sitemap.xml",
    "/sitemap-pages-1.xml",
    "/sitemap-blog.xml",
    "/sitemap-blog-0.xml",
    "/sitemap-blog-01.xml",
    "/sitemap-drafts-1.xml",
    "/sitemap-blog-1.xml/x",
    "/sitemap-blog-99999999.xml",
  ])
    expect(sitemapPartOf(path), path).toBeUndefined()
})
