/**
 * English twins over HTTP (issue 17): created and changed with the Chinese, stored empty when left
 * out, carried by the sync feed, refused with the Chinese field's limit in the asker's language, and a
 * refused write changes nothing.
 */
import { describe, expect, test } from "vitest"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { sampleEmployee, samplePost, sampleProject, sampleTeam, sampleTool } from "../test-support/client.ts"

const session = adminSessionPerFile()

const resources = [
  {
    path: "/api/employees",
    entity: "employees",
    sample: () => sampleEmployee(),
    english: {
      nameEn: "Support Agent",
      capabilitiesEn: ["Chat"],
      integrationsEn: ["WeCom"],
      modelBaseEn: "ERNIE Bot 4.0",
    },
    long: "descriptionEn",
    max: 2000,
  },
  {
    path: "/api/teams",
    entity: "teams",
    sample: () => sampleTeam([]),
    english: { nameEn: "Service Team", descriptionEn: "A team" },
    long: "technicalDetailsEn",
    max: 2000,
  },
  {
    path: "/api/projects",
    entity: "projects",
    sample: () => sampleProject(),
    english: {
      nameEn: "Retail case",
      resultDescriptionEn: "Sales up 10%.",
      technologiesEn: ["Rules engine"],
    },
    long: "teamDescriptionEn",
    max: 200,
  },
  {
    path: "/api/tools",
    entity: "tools",
    sample: () => sampleTool(),
    english: { nameEn: "Chat Engine", featuresEn: ["Streaming"], compatibilityEn: ["DingTalk"] },
    long: "descriptionEn",
    max: 2000,
  },
  {
    path: "/api/blog-posts",
    entity: "blogPosts",
    sample: () => samplePost(),
    english: { titleEn: "Hello", contentEn: "# Hello\n\nBody." },
    long: "summaryEn",
    max: 2000,
  },
] as const

describe.each(resources)("$path with English twins", ({ path, entity, sample, english, long, max }) => {
  test("create stores the twins given and empty ones for the rest; update changes only what it names", async () => {
    const { api, cookie } = session
    const created = await api.post(path, { cookie, body: { ...sample(), ...english } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject(english)
    expect(created.body[long]).toBe("")

    const plain = await api.post(path, { cookie, body: sample() })
    expect(plain.status).toBe(201)
    for (const key of Object.keys(english))
      expect(plain.body[key]).toEqual(Array.isArray(english[key as keyof typeof english]) ? [] : "")

    const changed = await api.patch(`${path}/${created.body.id}`, {
      cookie,
      headers: { "If-Match": `"${created.body.version}"` },
      body: { [long]: "English at last" },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ ...english, [long]: "English at last" })

    const fed = await api.get("/api/sync?since=0&limit=2000", { cookie })
    const change = fed.body.changes.find(
      (c: { entity: string; id: number; row?: Record<string, unknown> }) =>
        c.entity === entity && c.id === created.body.id,
    )
    expect(change?.row).toMatchObject({ ...english, [long]: "English at last" })
  })

  test("an over-long English text is refused in the asker's language and nothing changes", async () => {
    const { api, cookie } = session
    const created = await api.post(path, { cookie, body: sample() })
    const url = `${path}/${created.body.id}`
    for (const [language, message] of [
      ["en", "Too long"],
      ["zh-CN", "内容过长"],
    ] as const) {
      const refused = await api.patch(url, {
        cookie,
        headers: { "If-Match": `"${created.body.version}"`, "Accept-Language": language },
        body: { [long]: "x".repeat(max + 1) },
      })
      expect(refused.status).toBe(400)
      expect(refused.body.issues).toEqual([
        expect.objectContaining({ path: [long], code: "tooLong", message }),
      ])
    }
    const refusedCreate = await api.post(path, {
      cookie,
      headers: { "Accept-Language": "en" },
      body: { ...sample(), [long]: "x".repeat(max + 1) },
    })
    expect(refusedCreate.status).toBe(400)
    const after = await api.get(url, { cookie })
    expect(after.body).toEqual(created.body)
  })
})

describe("settings with English twins", () => {
  test("PATCH /api/settings changes an English text, empty allowed, over-long refused", async () => {
    const { api, cookie } = session
    const before = await api.get("/api/settings", { cookie })
    expect(before.body.heroHeadingEn).toBe("Make AI digital employees part of your team")
    const changed = await api.patch("/api/settings", {
      cookie,
      headers: { "If-Match": `"${before.body.version}"` },
      body: { heroHeadingEn: "Digital staff, real results", siteTaglineEn: "" },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ heroHeadingEn: "Digital staff, real results", siteTaglineEn: "" })
    const refused = await api.patch("/api/settings", {
      cookie,
      headers: { "If-Match": `"${changed.body.version}"`, "Accept-Language": "en" },
      body: { heroCtaTextEn: "x".repeat(201) },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.issues).toEqual([
      expect.objectContaining({ path: ["heroCtaTextEn"], message: "Too long" }),
    ])
    expect((await api.get("/api/settings", { cookie })).body).toEqual(changed.body)
  })
})
