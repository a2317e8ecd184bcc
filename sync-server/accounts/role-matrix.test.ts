/**
 * The roles against the rest of the API over HTTP (issue 29, schema/roles.ts): editors and viewers
 * sync the "staff" scope (every content row, drafts included, no enquiry); an editor writes content
 * and publishes but reads no enquiry or activity and changes no setting; a viewer changes nothing at
 * all (every content write, the settings, enquiries, pictures: 403, and the database as it was).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type Database, openDatabase } from "../db/connection.ts"
import { type TestAccount, createAccount } from "../test-support/accounts.ts"
import type { AdminSession } from "../test-support/admin-session.ts"
import {
  type ApiResponse,
  type Json,
  apiClient,
  sampleCollaboration,
  sampleEmployee,
  samplePost,
  sampleProject,
  sampleTeam,
  sampleTool,
} from "../test-support/client.ts"
import { makePicture, upload } from "../test-support/media/media-test-support.ts"
import { loginAs, startTestServerWith } from "../test-support/test-server.ts"

let session: AdminSession
let mediaDir = ""
let db: Database
let editor: TestAccount
let viewer: TestAccount
/** One row of each kind, made by the administrator. */
const rows: Record<string, Json> = {}

const api = () => session.api

const created = async (answer: Promise<ApiResponse<Json>>): Promise<Json> => {
  const { status, body } = await answer
  expect(status, JSON.stringify(body)).toBe(201)
  return body
}

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), "role-matrix-media-"))
  const server = await startTestServerWith({}, { media: { dir: mediaDir } })
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  session = { server, api: apiClient(server.url), cookie }
  db = openDatabase(server.databaseUrl)
  const as = { cookie }
  rows.employee = await created(api().post("/api/employees", { ...as, body: sampleEmployee() }))
  rows.team = await created(api().post("/api/teams", { ...as, body: sampleTeam([rows.employee.id]) }))
  rows.project = await created(api().post("/api/projects", { ...as, body: sampleProject([rows.team.id]) }))
  rows.tool = await created(api().post("/api/tools", { ...as, body: sampleTool() }))
  rows.draft = await created(api().post("/api/blog-posts", { ...as, body: samplePost("草稿") }))
  rows.enquiry = await created(api().post("/api/collaborations", { body: sampleCollaboration() }))
  rows.picture = await created(
    upload(server.url, await makePicture(400, 300, "png"), { ...as, contentType: "image/png" }),
  )
  editor = await createAccount(session, "editor", "matrix-editor")
  viewer = await createAccount(session, "viewer", "matrix-viewer")
})
afterAll(async () => {
  await db?.knex.destroy()
  await session?.server.stop()
  rmSync(mediaDir, { recursive: true, force: true })
})

const cookieOf = (who: "anonymous" | "editor" | "viewer" | "admin"): string | undefined =>
  who === "anonymous"
    ? undefined
    : who === "editor"
      ? editor.cookie
      : who === "viewer"
        ? viewer.cookie
        : session.cookie

describe("the sync feed's scope per role", () => {
  const expected = {
    anonymous: { scope: "anonymous", drafts: false, enquiries: false },
    viewer: { scope: "staff", drafts: true, enquiries: false },
    editor: { scope: "staff", drafts: true, enquiries: false },
    admin: { scope: "admin", drafts: true, enquiries: true },
  } as const
  for (const [who, want] of Object.entries(expected) as Array<
    [keyof typeof expected, (typeof expected)["admin"]]
  >) {
    test(`${who}: scope "${want.scope}", drafts ${want.drafts ? "included" : "left out"}, enquiries ${want.enquiries ? "included" : "left out"}`, async () => {
      const answer = await api().get("/api/sync?since=0", { cookie: cookieOf(who) })
      expect(answer.status).toBe(200)
      expect(answer.body.scope).toBe(want.scope)
      const changes = answer.body.changes as Json[]
      // A row out of the reader's scope may come as a delete (a tombstone): only upserts hand a row over.
      const ids = (entity: string) =>
        changes
          .filter((change) => change.entity === entity && change.op === "upsert")
          .map((change) => change.id)
      expect(ids("blogPosts").includes(rows.draft.id)).toBe(want.drafts)
      expect(ids("collaborations").includes(rows.enquiry.id)).toBe(want.enquiries)
      expect(ids("employees")).toContain(rows.employee.id)
    })
  }
})

describe("an editor", () => {
  test("403 on the enquiries, the activity log and the settings, in the person's language", async () => {
    const calls = [
      api().get("/api/collaborations", { cookie: editor.cookie }),
      api().get("/api/activity", { cookie: editor.cookie }),
      api().get(`/api/history/users/${viewer.id}`, { cookie: editor.cookie }),
      api().patch("/api/settings", { cookie: editor.cookie, body: { siteName: "编辑改的" } }),
      api().patch(`/api/collaborations/${rows.enquiry.id}/status`, {
        cookie: editor.cookie,
        body: { status: "completed" },
      }),
      api().delete(`/api/collaborations/${rows.enquiry.id}`, { cookie: editor.cookie }),
    ]
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ code: "FORBIDDEN", message: "你的角色（编辑）不允许此操作" })
    }
    const settings = await api().get("/api/settings")
    expect(JSON.stringify(settings.body)).not.toContain("编辑改的")
    const enquiries = (await api().get("/api/collaborations", { cookie: session.cookie })).body as Json[]
    expect(enquiries.find((row) => row.id === rows.enquiry.id)?.status).toBe("new")
  })

  test("creates, edits, publishes and deletes content, and uploads a picture", async () => {
    const as = { cookie: editor.cookie }
    const post = await created(api().post("/api/blog-posts", { ...as, body: samplePost("编辑的文章") }))
    const published = await api().patch(`/api/blog-posts/${post.id}/publish`, {
      ...as,
      body: { isPublished: true },
    })
    expect(published.status).toBe(200)
    expect(published.body.isPublished).toBe(true)
    const employee = await created(
      api().post("/api/employees", { ...as, body: sampleEmployee("编辑的员工") }),
    )
    expect(
      (await api().patch(`/api/employees/${employee.id}`, { ...as, body: { profession: "改过" } })).status,
    ).toBe(200)
    await created(api().post("/api/teams", { ...as, body: sampleTeam([employee.id]) }))
    await created(api().post("/api/projects", { ...as, body: sampleProject() }))
    await created(api().post("/api/tools", { ...as, body: sampleTool() }))
    expect((await api().delete(`/api/employees/${employee.id}`, as)).status).toBe(200)
    await created(
      upload(session.server.url, await makePicture(320, 200, "png", { seed: 7 }), {
        ...as,
        contentType: "image/png",
      }),
    )
    // Read back with the editor's own session: the drafts list is theirs to read.
    expect((await api().get("/api/blog-posts", as)).status).toBe(200)
  })
})

describe("a viewer", () => {
  /** Everything a write could change: the content tables' log, the audit trail, the pictures. */
  const stored = async () => ({
    changes: await db.knex("change_log").orderBy("seq").select(),
    audit: await db.knex("audit_log").orderBy("id").select("id"),
    media: await db.knex("media").orderBy("id").select("id"),
  })

  test("403 on every content write, the settings, the enquiries and the pictures; nothing changed", async () => {
    const as = { cookie: viewer.cookie, headers: { "Accept-Language": "en" } }
    const before = await stored()
    const writes: Array<[string, () => Promise<ApiResponse<Json>>]> = [
      ["POST /api/employees", () => api().post("/api/employees", { ...as, body: sampleEmployee("只读者") })],
      [
        "PATCH /api/employees/:id",
        () => api().patch(`/api/employees/${rows.employee.id}`, { ...as, body: { profession: "x" } }),
      ],
      ["DELETE /api/employees/:id", () => api().delete(`/api/employees/${rows.employee.id}`, as)],
      ["POST /api/teams", () => api().post("/api/teams", { ...as, body: sampleTeam([]) })],
      [
        "PATCH /api/teams/:id",
        () => api().patch(`/api/teams/${rows.team.id}`, { ...as, body: { name: "x" } }),
      ],
      ["DELETE /api/teams/:id", () => api().delete(`/api/teams/${rows.team.id}`, as)],
      ["POST /api/projects", () => api().post("/api/projects", { ...as, body: sampleProject() })],
      [
        "PATCH /api/projects/:id",
        () => api().patch(`/api/projects/${rows.project.id}`, { ...as, body: { name: "x" } }),
      ],
      ["DELETE /api/projects/:id", () => api().delete(`/api/projects/${rows.project.id}`, as)],
      ["POST /api/tools", () => api().post("/api/tools", { ...as, body: sampleTool() })],
      [
        "PATCH /api/tools/:id",
        () => api().patch(`/api/tools/${rows.tool.id}`, { ...as, body: { name: "x" } }),
      ],
      ["DELETE /api/tools/:id", () => api().delete(`/api/tools/${rows.tool.id}`, as)],
      [
        "POST /api/blog-posts",
        () => api().post("/api/blog-posts", { ...as, body: samplePost("只读者的文章") }),
      ],
      [
        "PATCH /api/blog-posts/:id",
        () => api().patch(`/api/blog-posts/${rows.draft.id}`, { ...as, body: { title: "x" } }),
      ],
      [
        "PATCH /api/blog-posts/:id/publish",
        () => api().patch(`/api/blog-posts/${rows.draft.id}/publish`, { ...as, body: { isPublished: true } }),
      ],
      ["DELETE /api/blog-posts/:id", () => api().delete(`/api/blog-posts/${rows.draft.id}`, as)],
      ["PATCH /api/settings", () => api().patch("/api/settings", { ...as, body: { siteName: "x" } })],
      [
        "PATCH /api/collaborations/:id/status",
        () =>
          api().patch(`/api/collaborations/${rows.enquiry.id}/status`, {
            ...as,
            body: { status: "completed" },
          }),
      ],
      ["DELETE /api/collaborations/:id", () => api().delete(`/api/collaborations/${rows.enquiry.id}`, as)],
      [
        "POST /api/media",
        async () =>
          upload(session.server.url, await makePicture(300, 200, "png", { seed: 9 }), {
            ...as,
            contentType: "image/png",
          }),
      ],
      [
        "PATCH /api/media/:id",
        () => api().patch(`/api/media/${rows.picture.id}`, { ...as, body: { alt: "x" } }),
      ],
      ["DELETE /api/media/:id", () => api().delete(`/api/media/${rows.picture.id}`, as)],
    ]
    for (const [name, call] of writes) {
      const answer = await call()
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(403)
      expect(answer.body, name).toEqual({
        code: "FORBIDDEN",
        message: "Your role (Viewer) does not allow this",
      })
    }
    expect(await stored()).toEqual(before)
    // The refusals ended nothing: the viewer still reads the back office.
    expect((await api().get("/api/blog-posts", { cookie: viewer.cookie })).status).toBe(200)
    expect((await api().get("/api/media", { cookie: viewer.cookie })).status).toBe(200)
  })

  test("reads every content list, drafts included, but no enquiry", async () => {
    for (const path of ["/api/employees", "/api/teams", "/api/projects", "/api/tools", "/api/blog-posts"])
      expect((await api().get(path, { cookie: viewer.cookie })).status, path).toBe(200)
    const posts = (await api().get("/api/blog-posts", { cookie: viewer.cookie })).body as Json[]
    expect(posts.map((post) => post.id)).toContain(rows.draft.id)
    expect((await api().get("/api/collaborations", { cookie: viewer.cookie })).status).toBe(403)
  })
})
