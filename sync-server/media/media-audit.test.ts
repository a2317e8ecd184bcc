/**
 * The picture library in the audit trail, over real HTTP (SQLite, and PostgreSQL under npm run
 * test:pg): an upload is one `create` record of entity `media` with its actor, client and key (a
 * replayed key and the same bytes again add none), an alt-text edit one `update` with the texts before
 * and after, a delete one `delete` keeping the record; a refused upload, edit or delete adds nothing.
 */
import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import type { AuditRecord } from "../../schema/audit.ts"
import { apiClient, sampleEmployee } from "../test-support/client.ts"
import {
  type Json,
  makePicture,
  mediaServerPerFile,
  upload,
} from "../test-support/media/media-test-support.ts"

const media = mediaServerPerFile()
const api = () => apiClient(media.server.url)

const activity = async (): Promise<AuditRecord[]> => {
  const answer = await api().get("/api/activity?limit=200", { cookie: media.cookie })
  expect(answer.status).toBe(200)
  return answer.body.records as AuditRecord[]
}
const newestId = async () => (await activity())[0]?.id ?? 0
const since = async (id: number) => (await activity()).filter((record) => record.id > id)

const history = async (id: number): Promise<AuditRecord[]> => {
  const answer = await api().get(`/api/history/media/${id}`, { cookie: media.cookie })
  expect(answer.status).toBe(200)
  return answer.body.records as AuditRecord[]
}

describe("media in the audit trail", () => {
  it("records an upload once: a replayed key and the same bytes again add no record", async () => {
    const start = await newestId()
    const key = randomUUID()
    const bytes = await makePicture(500, 300, "jpeg", { seed: 301 })
    const options = {
      cookie: media.cookie,
      headers: { "Idempotency-Key": key, "User-Agent": "media-audit/1.0" },
    }
    const first = await upload(media.server.url, bytes, options)
    expect(first.status).toBe(201)
    const replay = await upload(media.server.url, bytes, options)
    expect(replay.status).toBe(201)
    expect(replay.headers.get("idempotency-replayed")).toBe("true")
    const again = await upload(media.server.url, bytes, { cookie: media.cookie })
    expect(again.status).toBe(200)

    const added = await since(start)
    expect(added).toHaveLength(1)
    const [record] = added as [AuditRecord]
    const user = (await api().get("/api/user", { cookie: media.cookie })).body as Json
    expect(record).toMatchObject({
      action: "create",
      entity: "media",
      entityId: first.body.id,
      actor: { id: user.id, username: user.username },
      userAgent: "media-audit/1.0",
      idempotencyKey: key,
      before: null,
    })
    expect(record.after).toMatchObject({
      contentHash: first.body.contentHash,
      src: first.body.src,
      alt: "测试图片",
      altEn: "A test picture",
      width: 500,
      height: 300,
    })
    expect(record.after).not.toHaveProperty("variants")
    expect(await history(first.body.id)).toEqual([record])
  })

  it("a refused upload adds no record (wrong type, blank alt text, undecodable bytes)", async () => {
    const start = await newestId()
    const text = new TextEncoder().encode("not a picture at all")
    expect((await upload(media.server.url, text, { cookie: media.cookie })).status).toBe(415)
    const picture = await makePicture(200, 200, "png", { seed: 302 })
    expect((await upload(media.server.url, picture, { cookie: media.cookie, alt: " " })).status).toBe(400)
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)])
    expect((await upload(media.server.url, broken, { cookie: media.cookie })).status).toBe(422)
    expect(await since(start)).toEqual([])
  })

  it("records an alt-text edit with the texts before and after, and a delete with the picture", async () => {
    const created = await upload(media.server.url, await makePicture(400, 400, "jpeg", { seed: 303 }), {
      cookie: media.cookie,
    })
    expect(created.status).toBe(201)
    const id = created.body.id as number
    const start = await newestId()

    const edited = await api().patch(`/api/media/${id}`, {
      cookie: media.cookie,
      body: { altEn: "A square test picture" },
    })
    expect(edited.status).toBe(200)
    const blank = await api().patch(`/api/media/${id}`, { cookie: media.cookie, body: { alt: "" } })
    expect(blank.status).toBe(400)
    const [update, ...others] = await since(start)
    expect(others).toEqual([])
    expect(update).toMatchObject({ action: "update", entity: "media", entityId: id, changed: ["altEn"] })
    expect(update?.before).toMatchObject({ alt: "测试图片", altEn: "A test picture" })
    expect(update?.after).toMatchObject({ alt: "测试图片", altEn: "A square test picture" })

    // In use: the delete is refused and recorded nowhere; unused again, it is deleted and recorded.
    const employee = await api().post("/api/employees", {
      cookie: media.cookie,
      body: { ...sampleEmployee("审计图片员工"), image: created.body.src },
    })
    expect(employee.status).toBe(201)
    const beforeDelete = await newestId()
    expect((await api().delete(`/api/media/${id}`, { cookie: media.cookie })).status).toBe(409)
    expect(await since(beforeDelete)).toEqual([])
    expect((await api().delete(`/api/employees/${employee.body.id}`, { cookie: media.cookie })).status).toBe(
      200,
    )
    const afterEmployee = await newestId()
    expect((await api().delete(`/api/media/${id}`, { cookie: media.cookie })).status).toBe(200)
    const [deleted, ...rest] = await since(afterEmployee)
    expect(rest).toEqual([])
    expect(deleted).toMatchObject({ action: "delete", entity: "media", entityId: id, after: null })
    expect(deleted?.before).toMatchObject({
      contentHash: created.body.contentHash,
      altEn: "A square test picture",
    })
    expect((await history(id)).map((record) => record.action)).toEqual(["delete", "update", "create"])
  })
})
