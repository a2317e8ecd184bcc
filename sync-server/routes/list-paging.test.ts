/**
 * Every REST list is paged (schema/list-paging.ts, docs/security.md "Lists are paged"): following
 * `Link: rel="next"` walks every row exactly once in the list's order (rows created in the same
 * millisecond included), `limit` is bounded, bad `limit`/`after` values are 400 VALIDATION in the
 * person's language, and `X-Total-Count` is the exact count of the reader's scope (an anonymous reader
 * never counts inactive rows or drafts). The first page at the default size stays cached, with its
 * headers in its ETag. On SQLite, and on PostgreSQL under `npm run test:pg`.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { listPageDefault, listPageMax } from "../../schema/list-paging.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { makePicture, mediaServerPerFile, upload } from "../test-support/media/media-test-support.ts"
import {
  type Json,
  apiClient,
  sampleCollaboration,
  sampleEmployee,
  samplePost,
} from "../test-support/client.ts"
import { nextPageOf, walkList } from "../test-support/list-pages.ts"
import { insertStoredEnquiries } from "../test-support/stored-enquiries.ts"

const media = mediaServerPerFile()
const api = () => apiClient(media.server.url)
const admin = () => ({ cookie: media.cookie })
let db: Database

beforeAll(() => {
  db = openDatabase(media.server.databaseUrl)
})
afterAll(async () => {
  await db.knex.destroy()
})

const idsOf = (rows: Json[]): number[] => rows.map((row: Json) => row.id as number)
const totalOf = (page: { headers: Headers }) => Number(page.headers.get("x-total-count"))

/** The enquiries' ids as the database orders them: created time descending, then id descending. */
const enquiriesInOrder = async (): Promise<number[]> =>
  (
    (await db
      .knex("collaborations")
      .select("id")
      .orderBy([
        { column: "created_ms", order: "desc" },
        { column: "id", order: "desc" },
      ])) as Array<{ id: number | string }>
  ).map((row) => Number(row.id))

describe("enquiries (newest first, cursor <created_ms>.<id>)", () => {
  test("walking the pages gives every row once, in order, with rows sharing a created time", async () => {
    // Ten rows in one millisecond, then thirteen a millisecond apart, then one through the API.
    await insertStoredEnquiries(db.knex, { count: 10, firstCreatedMs: 1_700_000_000_000, stepMs: 0 })
    await insertStoredEnquiries(db.knex, { count: 13, firstCreatedMs: 1_700_000_000_000, stepMs: 1 })
    expect(
      (await api().post("/api/collaborations", { ...admin(), body: sampleCollaboration() })).status,
    ).toBe(201)
    const expected = await enquiriesInOrder()
    expect(expected).toHaveLength(24)

    for (const limit of [1, 3, 4, 10, 24, 25, listPageMax]) {
      const walked = await walkList(api(), `/api/collaborations?limit=${limit}`, admin())
      expect(idsOf(walked.rows), `limit ${limit}`).toEqual(expected)
      expect(walked.pages).toHaveLength(Math.max(1, Math.ceil(24 / limit)))
      for (const page of walked.pages) {
        expect(totalOf(page)).toBe(24)
        expect((page.body as Json[]).length).toBeLessThanOrEqual(limit)
      }
      expect(walked.pages.at(-1)?.headers.get("link")).toBeNull()
      const link = walked.pages[0]?.headers.get("link") ?? null
      if (limit < 24)
        expect(link).toMatch(
          new RegExp(`^</api/collaborations\\?limit=${limit}&after=-?\\d+\\.\\d+>; rel="next"$`),
        )
    }
    // The default page holds everything here, without a Link.
    const first = await api().get("/api/collaborations", admin())
    expect(idsOf(first.body as Json[])).toEqual(expected)
    expect(first.headers.get("link")).toBeNull()
    expect(totalOf(first)).toBe(24)
  })

  test("the default page is listPageDefault rows, the largest listPageMax; counts stay exact", async () => {
    await insertStoredEnquiries(db.knex, { count: 600, firstCreatedMs: 1_600_000_000_000, stepMs: 7 })
    const expected = await enquiriesInOrder()
    expect(expected).toHaveLength(624)

    const first = await api().get("/api/collaborations", admin())
    expect(idsOf(first.body as Json[])).toEqual(expected.slice(0, listPageDefault))
    expect(totalOf(first)).toBe(624)
    const next = nextPageOf(first.headers.get("link"))
    expect(next).toMatch(/^\/api\/collaborations\?after=\d+\.\d+$/)
    const second = await api().get(next ?? "", admin())
    expect(idsOf(second.body as Json[])).toEqual(expected.slice(listPageDefault, 2 * listPageDefault))

    const largest = await api().get(`/api/collaborations?limit=${listPageMax}`, admin())
    expect((largest.body as Json[]).length).toBe(listPageMax)
    expect((await api().get(`/api/collaborations?limit=${listPageMax + 1}`, admin())).status).toBe(400)

    const walked = await walkList(api(), "/api/collaborations", admin())
    expect(idsOf(walked.rows)).toEqual(expected)
    expect(walked.pages).toHaveLength(7)
  })

  test("the cached first page changes its ETag when only the count changes", async () => {
    const identity = { "Accept-Encoding": "identity" }
    const before = await api().get("/api/collaborations", { ...admin(), headers: identity })
    const etag = before.headers.get("etag") ?? ""
    expect(etag).not.toBe("")
    // An enquiry older than every row: the first page's rows stay the same, the count does not.
    await insertStoredEnquiries(db.knex, { count: 1, firstCreatedMs: 1_000_000_000_000 })
    const after = await api().get("/api/collaborations", {
      ...admin(),
      headers: { ...identity, "If-None-Match": etag },
    })
    expect(after.status).toBe(200)
    expect(after.body).toEqual(before.body)
    expect(totalOf(after)).toBe(totalOf(before) + 1)
    expect(after.headers.get("etag")).not.toBe(etag)
    const unchanged = await api().get("/api/collaborations", {
      ...admin(),
      headers: { ...identity, "If-None-Match": after.headers.get("etag") ?? "" },
    })
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers.get("x-total-count")).toBe(String(totalOf(after)))
    expect(unchanged.headers.get("cache-control")).toBe("private, no-store")
  })
})

describe("scopes: an anonymous reader counts and pages only what it may see", () => {
  test("employees: id order, inactive ones only for the administrator", async () => {
    const created: number[] = []
    for (let n = 0; n < 7; n += 1) {
      const write = await api().post("/api/employees", { ...admin(), body: sampleEmployee(`分页员工${n}`) })
      expect(write.status).toBe(201)
      created.push(write.body.id as number)
      if (n % 3 === 0) {
        const hidden = await api().patch(`/api/employees/${write.body.id}`, {
          ...admin(),
          body: { isActive: false },
        })
        expect(hidden.status).toBe(200)
      }
    }
    const active = created.filter((_, n) => n % 3 !== 0)

    const anonymous = await walkList(api(), "/api/employees?limit=2")
    expect(idsOf(anonymous.rows)).toEqual(active)
    for (const page of anonymous.pages) {
      expect(totalOf(page)).toBe(active.length)
      expect(page.headers.get("cache-control")).toBe("no-cache")
    }
    const everything = await walkList(api(), "/api/employees?limit=2", admin())
    expect(idsOf(everything.rows)).toEqual(created)
    for (const page of everything.pages) {
      expect(totalOf(page)).toBe(created.length)
      expect(page.headers.get("cache-control")).toBe("private, no-store")
    }
    // The first page through the fast path (no cookie, no query) and through Express agree.
    const fast = await api().get("/api/employees")
    expect(idsOf(fast.body as Json[])).toEqual(active)
    expect(totalOf(fast)).toBe(active.length)
    expect(fast.headers.get("link")).toBeNull()
    const afterSecond = await api().get(`/api/employees?after=${active[1]}`)
    expect(idsOf(afterSecond.body as Json[])).toEqual(active.slice(2))
  })

  test("blog posts: the public list never counts drafts; its Links stay public", async () => {
    const published: number[] = []
    for (let n = 0; n < 5; n += 1) {
      const write = await api().post("/api/blog-posts", { ...admin(), body: samplePost(`分页文章${n}`) })
      expect(write.status).toBe(201)
      if (n % 2 === 0) {
        const publish = await api().patch(`/api/blog-posts/${write.body.id}/publish`, {
          ...admin(),
          body: { isPublished: true },
        })
        expect(publish.status).toBe(200)
        published.push(write.body.id as number)
      }
    }
    const order = async (publicOnly: boolean) =>
      (
        (await db
          .knex("blog_posts")
          .select("id")
          .where(publicOnly ? { visible: true } : {})
          .orderBy([
            { column: "created_ms", order: "desc" },
            { column: "id", order: "desc" },
          ])) as Array<{ id: number | string }>
      ).map((row) => Number(row.id))

    const anonymous = await walkList(api(), "/api/blog-posts?published=true&limit=2")
    expect(idsOf(anonymous.rows)).toEqual(await order(true))
    expect(idsOf(anonymous.rows).sort()).toEqual([...published].sort())
    for (const page of anonymous.pages) expect(totalOf(page)).toBe(3)
    expect(anonymous.pages[0]?.headers.get("link")).toMatch(
      /^<\/api\/blog-posts\?published=true&limit=2&after=\d+\.\d+>; rel="next"$/,
    )
    // The administrator's public list is the same; the admin list has the drafts too.
    expect(idsOf((await walkList(api(), "/api/blog-posts?published=true&limit=2", admin())).rows)).toEqual(
      await order(true),
    )
    const all = await walkList(api(), "/api/blog-posts?limit=2", admin())
    expect(idsOf(all.rows)).toEqual(await order(false))
    for (const page of all.pages) expect(totalOf(page)).toBe(5)
    expect(all.pages[0]?.headers.get("link")).toMatch(
      /^<\/api\/blog-posts\?limit=2&after=\d+\.\d+>; rel="next"$/,
    )
    // Without ?published=true it stays the admin list, whatever the paging.
    expect((await api().get("/api/blog-posts?limit=2")).status).toBe(401)
  })

  test("the media library: newest first, { media } one page at a time", async () => {
    const uploaded: number[] = []
    for (let n = 0; n < 5; n += 1) {
      const sent = await upload(media.server.url, await makePicture(40, 30, "png", { seed: 900 + n }), {
        cookie: media.cookie,
      })
      expect(sent.status).toBe(201)
      uploaded.push(sent.body.id as number)
    }
    const walked = await walkList(api(), "/api/media?limit=2", admin(), (body: Json) => body.media as Json[])
    expect(idsOf(walked.rows)).toEqual([...uploaded].reverse())
    expect(walked.pages).toHaveLength(3)
    for (const page of walked.pages) {
      expect(totalOf(page)).toBe(5)
      expect(page.headers.get("cache-control")).toBe("private, no-store")
    }
    expect(walked.pages[0]?.headers.get("link")).toMatch(/^<\/api\/media\?limit=2&after=\d+>; rel="next"$/)
    expect((await api().get("/api/media?limit=2")).status).toBe(401)
  })
})

describe("bad paging values are 400 VALIDATION in the person's language, never 500", () => {
  const limits = ["0", "501", "abc", "", "1.5", "-1", "+5", "0100", "1e2", "99999999999999999999"]
  const newestCursors = ["abc", "5", "1.0", "1.2147483648", "01.5", "1.05", "-0.5", "1e3.5", "1.5.5"]
  const idCursors = ["abc", "0", "05", "1.5", "-1", "2147483648", "99999999999"]
  const cases: Array<[string, "limit" | "after", boolean]> = [
    ...limits.map((value): [string, "limit", boolean] => [
      `/api/collaborations?limit=${encodeURIComponent(value)}`,
      "limit",
      true,
    ]),
    ...limits.map((value): [string, "limit", boolean] => [
      `/api/employees?limit=${encodeURIComponent(value)}`,
      "limit",
      false,
    ]),
    ...newestCursors.map((value): [string, "after", boolean] => [
      `/api/collaborations?after=${encodeURIComponent(value)}`,
      "after",
      true,
    ]),
    ...newestCursors.map((value): [string, "after", boolean] => [
      `/api/blog-posts?published=true&after=${encodeURIComponent(value)}`,
      "after",
      false,
    ]),
    ...idCursors.map((value): [string, "after", boolean] => [
      `/api/teams?after=${encodeURIComponent(value)}`,
      "after",
      false,
    ]),
    ...idCursors.map((value): [string, "after", boolean] => [
      `/api/media?after=${encodeURIComponent(value)}`,
      "after",
      true,
    ]),
    ["/api/tools?limit=1&limit=2", "limit", false],
    ["/api/projects?after=1&after=2", "after", false],
    ["/api/media?limit=1&limit=1", "limit", true],
  ]

  test.each(cases)("%s", async (path, field, signedIn) => {
    const options = signedIn ? admin() : {}
    const chinese = await api().get(path, options)
    expect(chinese.status).toBe(400)
    expect(chinese.body.code).toBe("VALIDATION")
    expect(chinese.body.issues.map((issue: Json) => issue.path)).toEqual([[field]])
    expect(chinese.body.issues[0].message).toMatch(/[\u4e00-\u9fff]/)
    const english = await api().get(path, { ...options, headers: { "Accept-Language": "en" } })
    expect(english.status).toBe(400)
    expect(english.body.issues[0].message).toMatch(/^[\x20-\x7e]+$/)
  })

  test("an unknown query key is ignored, as before", async () => {
    expect((await api().get("/api/employees?via=express")).status).toBe(200)
  })

  test("a cursor past every row is an empty last page", async () => {
    const page = await api().get("/api/employees?after=2147483647")
    expect(page.status).toBe(200)
    expect(page.body).toEqual([])
    expect(page.headers.get("link")).toBeNull()
    const posts = await api().get("/api/blog-posts?published=true&after=-8640000000000000.1")
    expect(posts.body).toEqual([])
  })
})

describe("the counts are kept exactly by the database (migration 009's counters)", () => {
  test("deletes and visibility changes move the counts; they equal count(*) of every table", async () => {
    const count = async (path: string, signedIn: boolean) =>
      totalOf(await api().get(path, signedIn ? admin() : {}))
    const enquiries = await count("/api/collaborations", true)
    const [newest] = (await api().get("/api/collaborations?limit=1", admin())).body as Json[]
    expect((await api().delete(`/api/collaborations/${newest.id}`, admin())).status).toBe(200)
    expect(await count("/api/collaborations", true)).toBe(enquiries - 1)

    const publicPosts = await count("/api/blog-posts?published=true", false)
    const allPosts = await count("/api/blog-posts", true)
    const [post] = (await api().get("/api/blog-posts?published=true&limit=1")).body as Json[]
    const unpublish = await api().patch(`/api/blog-posts/${post.id}/publish`, {
      ...admin(),
      body: { isPublished: false },
    })
    expect(unpublish.status).toBe(200)
    expect(await count("/api/blog-posts?published=true", false)).toBe(publicPosts - 1)
    expect(await count("/api/blog-posts", true)).toBe(allPosts)
    expect((await api().delete(`/api/blog-posts/${post.id}`, admin())).status).toBe(200)
    expect(await count("/api/blog-posts", true)).toBe(allPosts - 1)

    for (const table of [
      "employees",
      "teams",
      "projects",
      "tools",
      "blog_posts",
      "collaborations",
      "settings",
    ])
      for (const visible of [false, true]) {
        const [real] = (await db.knex(table).where({ visible }).count({ count: "*" })) as Array<{
          count: number | string
        }>
        const [kept] = (await db
          .knex("list_counts")
          .where({ table_name: table, visible })
          .select("row_count")) as Array<{ row_count: number | string }>
        expect(Number(kept?.row_count), `${table} visible=${visible}`).toBe(Number(real?.count))
      }
  })
})
