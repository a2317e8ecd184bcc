/**
 * A tool's own picture (issue 18) through the API on a real server (SQLite, or PostgreSQL under npm run
 * test:pg): stored and read back with its `#WxH`, null by default and when emptied, refused when it
 * breaks the URL rule; a tool using an uploaded picture counts as a use and keeps it from being deleted.
 */
import { describe, expect, it } from "vitest"
import { type MediaRecord, mediaAddress } from "../../schema/media.ts"
import { apiClient, sampleTool } from "../test-support/client.ts"
import {
  type Json,
  makePicture,
  mediaServerPerFile,
  upload,
} from "../test-support/media/media-test-support.ts"

const media = mediaServerPerFile()
const api = () => apiClient(media.server.url)

const useCountOf = async (id: number): Promise<number> => {
  const answer = await api().get(`/api/media/${id}`, { cookie: media.cookie })
  expect(answer.status).toBe(200)
  return answer.body.useCount
}

describe("a tool's picture", () => {
  it("is stored with its size, counts as a use, blocks deleting the picture until it is removed", async () => {
    const uploaded = await upload(media.server.url, await makePicture(800, 600, "jpeg", { seed: 181 }), {
      cookie: media.cookie,
    })
    expect(uploaded.status).toBe(201)
    const picture = uploaded.body as MediaRecord
    const address = mediaAddress(picture)
    expect(address).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.jpg#\d+x\d+$/)

    const created = await api().post("/api/tools", {
      cookie: media.cookie,
      body: { ...sampleTool(), name: "带图工具", image: address },
    })
    expect(created.status).toBe(201)
    expect(created.body.image).toBe(address)
    expect((await api().get(`/api/tools/${created.body.id}`)).body.image).toBe(address)
    expect(await useCountOf(picture.id)).toBe(1)

    const refused = await api().delete(`/api/media/${picture.id}`, {
      cookie: media.cookie,
      headers: { "Accept-Language": "en" },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe("MEDIA_IN_USE")
    expect((await fetch(`${media.server.url}${picture.src}`)).status).toBe(200)

    // Emptied from the form: stored as null, the tool is back to its name-chosen picture.
    const emptied = await api().patch(`/api/tools/${created.body.id}`, {
      cookie: media.cookie,
      body: { image: "" },
    })
    expect(emptied.status).toBe(200)
    expect(emptied.body.image).toBeNull()
    expect(await useCountOf(picture.id)).toBe(0)
    const deleted = await api().delete(`/api/media/${picture.id}`, { cookie: media.cookie })
    expect(deleted.status).toBe(200)
    await api().delete(`/api/tools/${created.body.id}`, { cookie: media.cookie })
  })

  it("is null when left out, and refused (nothing stored) when it breaks the URL rule", async () => {
    const plain = await api().post("/api/tools", { cookie: media.cookie, body: sampleTool() })
    expect(plain.status).toBe(201)
    expect(plain.body.image).toBeNull()

    for (const image of ["javascript:alert(1)", "local-media:01234567-89ab-4def-8123-456789abcdef"]) {
      const bad = await api().patch(`/api/tools/${plain.body.id}`, {
        cookie: media.cookie,
        headers: { "Accept-Language": "en" },
        body: { image },
      })
      expect(bad.status).toBe(400)
      expect(bad.body.code).toBe("VALIDATION")
      expect(bad.body.issues.map((issue: Json) => issue.path)).toEqual([["image"]])
    }
    const after = await api().get(`/api/tools/${plain.body.id}`)
    expect(after.body.image).toBeNull()
    expect(after.body.version).toBe(plain.body.version)
    await api().delete(`/api/tools/${plain.body.id}`, { cookie: media.cookie })
  })
})
