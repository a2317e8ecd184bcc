/**
 * Scheduled publishing (issue 31, item 1) over HTTP on the real server, on SQLite and (npm run
 * test:pg) PostgreSQL, with the server's clock set by the test: a post published and a project
 * unpublished at their minute and only then, once; a schedule already due when it arrives carried out
 * by its own write; bad schedules refused in the person's language with nothing changed; a missed
 * minute carried out at the next start; several processes carrying out each action exactly once;
 * a viewer refused.
 */
import { afterEach, expect, test } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { openDatabase } from "../db/connection.ts"
import { createAccount } from "../test-support/accounts.ts"
import { type Json, apiClient, samplePost, sampleProject } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"
import { runDueSchedules } from "./scheduler.ts"

const minuteMs = 60 * 1000
const friday = Date.parse("2026-12-04T09:00:00Z")
const monday9 = "2026-12-07T01:00:00.000Z" // 09:00 in Shanghai
const servers: TestServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop()
})

const onPostgres = process.env.TEST_POSTGRES_URL !== undefined && process.env.TEST_POSTGRES_URL !== ""

const start = async () => {
  const clock = { now: friday }
  const server = await startTestServerWith({}, { now: () => clock.now })
  servers.push(server)
  const api = apiClient(server.url)
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const draft = async (title = "周一发布") => {
    const created = await api.post("/api/blog-posts", { cookie, body: samplePost(title) })
    expect(created.status).toBe(201)
    return created.body as Json
  }
  const publicTitles = async () =>
    ((await api.get("/api/blog-posts?published=true")).body as Json[]).map((post) => post.title)
  const records = async (query: string): Promise<AuditRecord[]> =>
    ((await api.get(`/api/activity?${query}&limit=200`, { cookie })).body as Json).records as AuditRecord[]
  return { server, api, cookie, clock, draft, publicTitles, records }
}

test("a draft scheduled for Monday 9:00 goes public at that minute, once, recorded as the schedule's", async () => {
  const { server, api, cookie, clock, draft, publicTitles, records } = await start()
  const post = await draft()
  const scheduled = await api.patch(`/api/blog-posts/${post.id}`, { cookie, body: { publishAt: monday9 } })
  expect(scheduled.status).toBe(200)
  expect(scheduled.body).toMatchObject({ isPublished: false, publishAt: monday9 })

  clock.now = Date.parse(monday9) - minuteMs
  expect(await server.runSchedules()).toBe(0)
  expect(await publicTitles()).not.toContain("周一发布")

  clock.now = Date.parse(monday9) + 5_000
  expect(await server.runSchedules()).toBe(1)
  expect(await server.runSchedules()).toBe(0)
  expect(await publicTitles()).toContain("周一发布")
  const stored = (await api.get(`/api/blog-posts/${post.id}`, { cookie })).body as Json
  expect(stored).toMatchObject({ isPublished: true, publishAt: null, version: 3 })

  // The anonymous feed now carries the post; the person who scheduled it and the schedule are both named.
  const feed = (await api.get("/api/sync?since=0")).body as Json
  expect((feed.changes as Json[]).some((change) => change.id === post.id && change.op === "upsert")).toBe(
    true,
  )
  const publications = await records("entity=blogPosts&action=publish")
  expect(publications).toHaveLength(1)
  expect(publications[0]).toMatchObject({ entityId: post.id, actor: null, automatic: "schedule" })
  const updates = await records("entity=blogPosts&action=update")
  expect(updates.find((record) => record.entityId === post.id)?.changed).toEqual(["publishAt"])
})

test("a project is unpublished at its time; a deleted post's schedule goes with it", async () => {
  const { server, api, cookie, clock, draft } = await start()
  const project = (await api.post("/api/projects", { cookie, body: sampleProject() })).body as Json
  const until = new Date(friday + 60 * minuteMs).toISOString()
  expect(
    (await api.patch(`/api/projects/${project.id}`, { cookie, body: { unpublishAt: until } })).status,
  ).toBe(200)
  const post = await draft("删掉的")
  await api.patch(`/api/blog-posts/${post.id}`, { cookie, body: { publishAt: until } })
  expect((await api.delete(`/api/blog-posts/${post.id}`, { cookie })).status).toBe(200)

  clock.now = friday + 61 * minuteMs
  expect(await server.runSchedules()).toBe(1)
  const publicIds = ((await api.get("/api/projects")).body as Json[]).map((row) => row.id)
  expect(publicIds).not.toContain(project.id)
  expect((await api.get(`/api/projects/${project.id}`, { cookie })).body).toMatchObject({
    isActive: false,
    unpublishAt: null,
  })
})

test("a schedule already due when it arrives (set offline, sent late) publishes with that write", async () => {
  const { server, api, cookie, draft, publicTitles } = await start()
  const post = await draft("迟到的")
  const late = await api.patch(`/api/blog-posts/${post.id}`, {
    cookie,
    body: { publishAt: new Date(friday - 10 * minuteMs).toISOString() },
  })
  expect(late.status).toBe(200)
  expect(late.body).toMatchObject({ isPublished: true, publishAt: null, version: 2 })
  expect(await publicTitles()).toContain("迟到的")
  expect(await server.runSchedules()).toBe(0)
})

test("published by hand before its time, the post's schedule is dropped: nothing publishes it again", async () => {
  const { server, api, cookie, clock, draft } = await start()
  const post = await draft()
  await api.patch(`/api/blog-posts/${post.id}`, { cookie, body: { publishAt: monday9 } })
  const now = await api.patch(`/api/blog-posts/${post.id}/publish`, { cookie, body: { isPublished: true } })
  expect(now.body).toMatchObject({ isPublished: true, publishAt: null, version: 3 })
  clock.now = Date.parse(monday9) + minuteMs
  expect(await server.runSchedules()).toBe(0)
  expect((await api.get(`/api/blog-posts/${post.id}`, { cookie })).body).toMatchObject({ version: 3 })
})

test("bad schedules are refused in the person's language and change nothing", async () => {
  const { api, cookie, draft } = await start()
  const post = await draft()
  const send = (body: Json, language = "en") =>
    api.patch(`/api/blog-posts/${post.id}`, { cookie, body, headers: { "Accept-Language": language } })
  const backwards = await send({ publishAt: monday9, unpublishAt: monday9 })
  expect(backwards.status).toBe(400)
  expect((backwards.body as Json).issues).toEqual([
    {
      path: ["unpublishAt"],
      code: "schedule.unpublishBeforePublish",
      message: "The time to unpublish must be after the time to publish",
    },
  ])
  const chinese = await send({ publishAt: monday9, unpublishAt: "2026-12-06T01:00:00.000Z" }, "zh-CN")
  expect(((chinese.body as Json).issues as Json[])[0]?.message).toBe("下线时间必须晚于发布时间")
  for (const publishAt of [
    "2026-12-07 09:00",
    "2026-13-07T01:00:00Z",
    "1999-12-07T01:00:00Z",
    "tomorrow",
    42,
  ]) {
    const refused = await send({ publishAt })
    expect(refused.status).toBe(400)
    expect(((refused.body as Json).issues as Json[])[0]).toMatchObject({ path: ["publishAt"] })
  }
  expect((await api.get(`/api/blog-posts/${post.id}`, { cookie })).body).toMatchObject({ version: 1 })
})

test("a minute missed while the server was down is carried out when it starts again", async () => {
  const { server, api, cookie, clock, draft, publicTitles } = await start()
  const post = await draft("停机期间")
  await api.patch(`/api/blog-posts/${post.id}`, { cookie, body: { publishAt: monday9 } })
  clock.now = Date.parse(monday9) + 30_000
  await server.restart()
  // The look at start runs in the background; the next look waits for it, and finds nothing left.
  expect(await server.runSchedules()).toBe(0)
  expect(await publicTitles()).toContain("停机期间")
})

test("several processes looking at once carry out each scheduled action exactly once", async () => {
  const { server, api, cookie, clock, draft, records } = await start()
  const ids: number[] = []
  for (let n = 0; n < 12; n += 1) {
    const post = await draft(`并发 ${n}`)
    ids.push(Number(post.id))
    await api.patch(`/api/blog-posts/${post.id}`, {
      cookie,
      body: { publishAt: new Date(friday + (n + 1) * minuteMs).toISOString() },
    })
  }
  clock.now = friday + 20 * minuteMs
  // On PostgreSQL other handles on the database stand for other processes, looking at the same time.
  // On SQLite one process cannot wait for its own second connection (better-sqlite3 waits
  // synchronously): the other handle looks after the server.
  const others = [openDatabase(server.databaseUrl), openDatabase(server.databaseUrl)]
  try {
    const look = (index: number) => runDueSchedules(others[index]!, () => clock.now)
    const counts = onPostgres
      ? await Promise.all([server.runSchedules(), look(0), look(1)])
      : [await server.runSchedules(), await look(0), await look(1)]
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12)
  } finally {
    for (const other of others) await other.knex.destroy()
  }
  const published = await records("entity=blogPosts&action=publish")
  expect(published.map((record) => record.entityId).sort((a, b) => Number(a) - Number(b))).toEqual(ids)
})

test("a viewer cannot schedule (403), and nothing is scheduled", async () => {
  const { server, api, cookie, draft } = await start()
  const post = await draft()
  const viewer = await createAccount({ server, api, cookie }, "viewer")
  const refused = await api.patch(`/api/blog-posts/${post.id}`, {
    cookie: viewer.cookie,
    body: { publishAt: monday9 },
  })
  expect(refused.status).toBe(403)
  expect((await api.get(`/api/blog-posts/${post.id}`, { cookie })).body).toMatchObject({ version: 1 })
  expect(await server.runSchedules()).toBe(0)
})
