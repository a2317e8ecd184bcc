/**
 * The reduced scale fixture (factor 0.05) on a real SQLite file: the counts, every row decoding with its
 * entity schema, the pictures in the media library with their files, the public API and the sync feed
 * serving the rows, the same content from the same seed, and the refusal of a database that holds
 * more than the demo. (SQLite only: the fixture is a bench tool; its writes are the API's own.)
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, test } from "vitest"
import { decodeWith } from "../../schema/decode.ts"
import { rowSchemas } from "../../schema/sync.ts"
import { loadDemoContent } from "../bootstrap/seed-demo.ts"
import { openDatabase } from "../db/connection.ts"
import { contentTables } from "../db/tables.ts"
import { type RunningServer, startServer } from "../server.ts"
import { countsAt, generateScaleContent } from "./generate.ts"
import { RefusedDatabase, seedScale } from "./seed-scale.ts"
import { readSitemap } from "../test-support/seo/sitemap-reader.ts"

const factor = 0.05
const counts = countsAt(factor)
const demo = loadDemoContent()
const dir = mkdtempSync(join(tmpdir(), "seed-scale-"))
const databaseUrl = `sqlite:${join(dir, "site.db")}`
const mediaDir = join(dir, "media")
let server: RunningServer | undefined
let url = ""
let seconds = 0

beforeAll(async () => {
  const db = openDatabase(databaseUrl)
  try {
    const { milliseconds } = await seedScale(db, { factor, force: false, mediaDir, now: Date.now() })
    seconds = milliseconds / 1000
  } finally {
    await db.knex.destroy()
  }
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    databaseUrl,
    sessionSecret: "test-session-secret",
    production: false,
    adminUsername: undefined,
    adminPassword: undefined,
    demoContent: true,
    captchaTestText: "TEST",
    staticDir: undefined,
    trustProxy: false,
    publicOrigin: undefined,
    shutdownTimeoutMs: 2_000,
    mediaDir,
  })
  url = `http://127.0.0.1:${server.port}`
}, 60_000)

afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

test("the reduced fixture seeds in seconds: the demo plus the counts asked, every row a valid record", async () => {
  expect(seconds).toBeLessThan(30)
  const db = openDatabase(databaseUrl)
  try {
    const expected = {
      blogPosts: demo.demoBlogPosts.length + counts.blogPosts,
      employees: demo.demoEmployees.length + counts.employees,
      projects: demo.demoProjects.length + counts.projects,
      tools: demo.demoTools.length + counts.tools,
      teams: demo.demoTeams.length + counts.teams,
    }
    for (const [entity, count] of Object.entries(expected)) {
      const table = contentTables[entity as keyof typeof expected]
      const rows = (await db.knex(table).select("data")) as Array<{ data: string }>
      expect(rows, entity).toHaveLength(count)
      for (const { data } of rows) {
        const decoded = decodeWith(rowSchemas[entity as keyof typeof expected])(JSON.parse(data))
        expect(decoded.ok, `${entity}: ${data.slice(0, 80)}`).toBe(true)
      }
    }
    // Every row went through the change log: one upsert per row (and the settings row).
    const changes = (await db.knex("change_log").count({ n: "*" }).first()) as { n: number }
    expect(Number(changes.n)).toBe(Object.values(expected).reduce((sum, n) => sum + n, 0) + 1)
    // Pictures: a few dozen distinct ones in the media library, shared by the rows, with their files.
    const media = (await db.knex("media").select("variants")) as Array<{ variants: string }>
    expect(media.length).toBeGreaterThan(10)
    for (const { variants } of media)
      for (const variant of JSON.parse(variants) as Array<{ file: string }>)
        expect(existsSync(join(mediaDir, variant.file)), variant.file).toBe(true)
  } finally {
    await db.knex.destroy()
  }
})

test("posts are real-length Markdown in both languages, and the same seed writes the same site", () => {
  const content = generateScaleContent(demo, counts)
  for (const post of content.demoBlogPosts) {
    const words = (post.contentEn ?? "").split(/\s+/).length
    expect(words).toBeGreaterThanOrEqual(600)
    expect(words).toBeLessThanOrEqual(1_600)
    expect(post.content).toMatch(/^## /m)
    expect(post.contentEn ?? "").toMatch(/^## /m)
    expect(post.content.length).toBeGreaterThan(1_000)
  }
  expect(content.demoBlogPosts.some((post) => /^(- |1\. )/m.test(post.contentEn ?? ""))).toBe(true)
  expect(content.demoBlogPosts.some((post) => /\]\(\/en\//.test(post.contentEn ?? ""))).toBe(true)
  expect(generateScaleContent(demo, counts)).toEqual(content)
  expect(generateScaleContent(demo, counts, 34)).not.toEqual(content)
})

test("the public API, the sync feed and the media routes serve the fixture", async () => {
  const posts = await fetch(`${url}/api/blog-posts?published=true`)
  expect(posts.status).toBe(200)
  // The demo's drafts are not public: the count is the fixture's posts and the demo's published ones.
  const published = demo.demoBlogPosts.filter((post) => post.isPublished).length
  expect(posts.headers.get("x-total-count")).toBe(String(counts.blogPosts + published))
  const employees = await fetch(`${url}/api/employees`)
  expect(employees.headers.get("x-total-count")).toBe(String(counts.employees + demo.demoEmployees.length))
  const feed = await fetch(`${url}/api/sync?since=0&limit=5000`)
  expect(feed.status).toBe(200)
  const text = await feed.text()
  const generated = generateScaleContent(demo, counts)
  expect(text).toContain(JSON.stringify(generated.demoBlogPosts.at(-1)?.titleEn).slice(1, -1))
  expect(text).toContain(JSON.stringify(generated.demoEmployees.at(-1)?.name).slice(1, -1))
  const image = /"image":"(\/media\/[^"#]+)/.exec(text)?.[1]
  expect(image).toBeDefined()
  const picture = await fetch(`${url}${image}`)
  expect(picture.status).toBe(200)
  expect(picture.headers.get("content-type")).toMatch(/^image\//)
})

test("a database holding more than the demo is refused unless forced", async () => {
  const db = openDatabase(databaseUrl)
  try {
    const again = seedScale(db, { factor: 0.01, force: false, mediaDir, now: Date.now() })
    await expect(again).rejects.toBeInstanceOf(RefusedDatabase)
    await expect(again).rejects.toThrow(/--force/)
    const forced = await seedScale(db, { factor: 0.01, force: true, mediaDir, now: Date.now() })
    expect(forced.counts.blogPosts).toBe(10)
  } finally {
    await db.knex.destroy()
  }
})

test("the feeds hold the 50 newest posts, the sitemap every public record, both read cheaply", async () => {
  const published = counts.blogPosts + demo.demoBlogPosts.filter((post) => post.isPublished).length
  for (const path of ["/feed.xml", "/en/feed.xml"]) {
    const feed = await (await fetch(`${url}${path}`)).text()
    expect(feed.match(/<entry>/g), path).toHaveLength(Math.min(50, published))
  }
  const sitemap = await readSitemap(url)
  expect(sitemap.problems).toEqual([])
  const locs = new Set(sitemap.urls.map((entry) => entry.loc))
  const posts = (await (await fetch(`${url}/api/blog-posts?published=true&limit=100`)).json()) as Array<{
    id: number
    updatedAt: string
  }>
  for (const post of posts) {
    expect(locs).toContain(`${url}/blog/${post.id}`)
    expect(locs).toContain(`${url}/en/blog/${post.id}`)
  }
  // The blog's first part is dated by the newest post.
  expect(sitemap.parts.find((part) => part.loc.endsWith("/sitemap-blog-1.xml"))?.lastmod).toBe(
    posts[0]?.updatedAt,
  )
})
