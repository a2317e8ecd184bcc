/**
 * The admin media library on a real server: use counts from every kind of content (picture fields,
 * Markdown bodies, settings), delete refused while a picture is used and allowed (files gone) when it
 * is not, alt texts changed, and the file route's 404s (unknown names, traversal attempts).
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { apiClient, samplePost, sampleEmployee, sampleTool } from "../test-support/client.ts"
import {
  type Json,
  makePicture,
  mediaServerPerFile,
  upload,
} from "../test-support/media/media-test-support.ts"

const media = mediaServerPerFile()
const api = () => apiClient(media.server.url)

const uploadOne = async (seed: number): Promise<Json> => {
  const answer = await upload(media.server.url, await makePicture(700, 400, "jpeg", { seed }), {
    cookie: media.cookie,
  })
  expect(answer.status).toBe(201)
  return answer.body
}

const libraryItem = async (id: number): Promise<Json> => {
  const list = await api().get("/api/media", { cookie: media.cookie })
  expect(list.status).toBe(200)
  return list.body.media.find((item: { id: number }) => item.id === id)
}

describe("media library", () => {
  it("counts the content rows that use a picture, by any of its addresses, and refuses to delete it until none does", async () => {
    const picture = await uploadOne(61)
    const other = await uploadOne(62)
    expect((await libraryItem(picture.id)).useCount).toBe(0)

    const employee = await api().post("/api/employees", {
      cookie: media.cookie,
      body: { ...sampleEmployee("图片员工"), image: picture.src },
    })
    expect(employee.status).toBe(201)
    const webp640 = picture.variants.find((v: Json) => v.format === "webp" && v.width === 640).url
    const post = await api().post("/api/blog-posts", {
      cookie: media.cookie,
      body: { ...samplePost("带图文章"), content: `# 标题\n\n![示意图](${webp640})\n\n正文` },
    })
    expect(post.status).toBe(201)
    const tool = await api().post("/api/tools", {
      cookie: media.cookie,
      body: { ...sampleTool(), url: "https://example.com/x" },
    })
    expect(tool.status).toBe(201)
    expect((await libraryItem(picture.id)).useCount).toBe(2)
    expect((await libraryItem(other.id)).useCount).toBe(0)
    expect((await api().get(`/api/media/${picture.id}`, { cookie: media.cookie })).body.useCount).toBe(2)

    const refused = await api().delete(`/api/media/${picture.id}`, {
      cookie: media.cookie,
      headers: { "Accept-Language": "en" },
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      code: "MEDIA_IN_USE",
      message: "This picture is still used (2 places): remove it from that content before deleting it",
    })
    for (const variant of picture.variants as Json[])
      expect(existsSync(join(media.mediaDir, variant.url.slice(7)))).toBe(true)

    // The settings count too (any field that holds an address).
    const before = (await api().get("/api/settings")).body.heroCtaUrl
    const settings = await api().patch("/api/settings", {
      cookie: media.cookie,
      body: { heroCtaUrl: picture.src },
    })
    expect(settings.status).toBe(200)
    expect((await libraryItem(picture.id)).useCount).toBe(3)

    await api().delete(`/api/employees/${employee.body.id}`, { cookie: media.cookie })
    await api().delete(`/api/blog-posts/${post.body.id}`, { cookie: media.cookie })
    await api().patch("/api/settings", { cookie: media.cookie, body: { heroCtaUrl: before } })
    expect((await libraryItem(picture.id)).useCount).toBe(0)

    const key = crypto.randomUUID()
    const deleted = await api().delete(`/api/media/${picture.id}`, {
      cookie: media.cookie,
      headers: { "Idempotency-Key": key },
    })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ id: picture.id, deleted: true })
    const replayed = await api().delete(`/api/media/${picture.id}`, {
      cookie: media.cookie,
      headers: { "Idempotency-Key": key },
    })
    expect(replayed.status).toBe(200)
    expect(replayed.headers.get("idempotency-replayed")).toBe("true")
    expect(await libraryItem(picture.id)).toBeUndefined()
    for (const variant of picture.variants as Json[]) {
      expect(existsSync(join(media.mediaDir, variant.url.slice(7)))).toBe(false)
      expect((await fetch(`${media.server.url}${variant.url}`)).status).toBe(404)
    }
    // The other picture is untouched.
    expect((await fetch(`${media.server.url}${other.src}`)).status).toBe(200)
    expect((await api().delete(`/api/media/${picture.id}`, { cookie: media.cookie })).status).toBe(404)
  })

  it("a picture used by a team, a project and a tool's page too is counted once per row", async () => {
    const picture = await uploadOne(63)
    const team = await api().post("/api/teams", {
      cookie: media.cookie,
      body: { name: "图片团队", description: "团队", image: picture.src, composition: [] },
    })
    expect(team.status).toBe(201)
    const project = await api().post("/api/projects", {
      cookie: media.cookie,
      body: {
        name: "图片项目",
        description: `封面 ${picture.src} 与 ${picture.variants[0].url}`,
        image: picture.src,
        teamDescription: "电商",
        teamComposition: [],
      },
    })
    expect(project.status).toBe(201)
    expect((await libraryItem(picture.id)).useCount).toBe(2)
  })

  it("PATCH changes alt texts (both required when given), answers the record; unknown ids are 404", async () => {
    const picture = await uploadOne(64)
    const changed = await api().patch(`/api/media/${picture.id}`, {
      cookie: media.cookie,
      body: { alt: "新的说明", altEn: "A new description" },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      id: picture.id,
      alt: "新的说明",
      altEn: "A new description",
      src: picture.src,
    })
    const blank = await api().patch(`/api/media/${picture.id}`, {
      cookie: media.cookie,
      body: { altEn: " " },
      headers: { "Accept-Language": "en" },
    })
    expect(blank.status).toBe(400)
    expect(blank.body.issues).toEqual([
      { path: ["altEn"], code: "required", message: "This field is required" },
    ])
    const notJson = await api().patch(`/api/media/${picture.id}`, {
      cookie: media.cookie,
      body: "alt=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    })
    expect(notJson.status).toBe(415)
    const malformed = await api().patch(`/api/media/${picture.id}`, {
      cookie: media.cookie,
      body: "{",
      headers: {},
    })
    expect(malformed.status).toBe(400)
    expect((await libraryItem(picture.id)).altEn).toBe("A new description")
    for (const id of ["999999", "abc", "0", "-1"]) {
      expect(
        (await api().patch(`/api/media/${id}`, { cookie: media.cookie, body: { alt: "x" } })).status,
      ).toBe(404)
      expect((await api().get(`/api/media/${id}`, { cookie: media.cookie })).status).toBe(404)
    }
  })

  it("GET /media/<file>: unknown names, other folders and traversal attempts are 404 (JSON, with the security headers)", async () => {
    const picture = await uploadOne(65)
    const existing = picture.src.slice("/media/".length)
    const paths = [
      `/media/${existing.replace(/^./, (c: string) => (c === "0" ? "1" : "0"))}`,
      "/media/../sync-server/server.ts",
      "/media/..%2F..%2Fpackage.json",
      "/media/%2e%2e/%2e%2e/package.json",
      `/media/${existing}/`,
      `/media/${existing}.gz`,
      "/media/.upload-x",
      "/media/",
    ]
    for (const path of paths) {
      const response = await fetch(`${media.server.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff")
      expect(response.headers.get("content-type"), path).toContain("application/json")
    }
    const head = await fetch(`${media.server.url}${picture.src}`, { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(head.headers.get("content-type")).toBe("image/jpeg")
    expect(head.headers.get("etag")).toMatch(/^W\/"/)
    expect(head.headers.get("last-modified")).not.toBeNull()
    const range = await fetch(`${media.server.url}${picture.src}`, { headers: { Range: "bytes=0-9" } })
    expect(range.status).toBe(206)
    expect((await range.arrayBuffer()).byteLength).toBe(10)
  })
})
