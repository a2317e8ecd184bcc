/**
 * Translation status over HTTP (issue 31, item 3; schema/translation-status.ts): the server keeps
 * which English texts fell behind through edits in either language, a check without a change, and
 * the settings; the basis reaches devices through the sync feed; a bad check is refused in the
 * asker's language and changes nothing.
 */
import { describe, expect, test } from "vitest"
import { staleEnglish } from "../../schema/translation-status.ts"
import { translatedFieldsOf } from "../../schema/translated-fields.ts"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { samplePost } from "../test-support/client.ts"

const session = adminSessionPerFile()
const postFields = translatedFieldsOf("blogPosts")

const patch = async (
  path: string,
  row: { version: number },
  body: Record<string, unknown>,
  language = "en",
) =>
  session.api.patch(path, {
    cookie: session.cookie,
    headers: { "If-Match": `"${row.version}"`, "Accept-Language": language },
    body,
  })

describe("the English of a post falls behind and catches up", () => {
  test("a Chinese edit leaves its English behind; an English edit, or a check, brings it back", async () => {
    const { api, cookie } = session
    const created = await api.post("/api/blog-posts", {
      cookie,
      body: { ...samplePost(), title: "发布会", titleEn: "Launch", contentEn: "# Launch", summaryEn: "" },
    })
    expect(created.status).toBe(201)
    expect(created.body.englishBasis).toEqual({})
    const path = `/api/blog-posts/${created.body.id}`

    // The Chinese title and summary change; only the title has an English text to fall behind.
    const chinese = await patch(path, created.body, { title: "新品发布会", summary: "新的摘要" })
    expect(chinese.status).toBe(200)
    expect(staleEnglish(postFields, chinese.body)).toEqual(["title"])

    // Another Chinese edit keeps the English behind the text it was written against.
    const again = await patch(path, chinese.body, { title: "新品发布会（周一）" })
    expect(staleEnglish(postFields, again.body)).toEqual(["title"])

    // The Chinese written back as it was: the English is current again.
    const back = await patch(path, again.body, { title: "发布会" })
    expect(staleEnglish(postFields, back.body)).toEqual([])
    const behind = await patch(path, back.body, { title: "新品发布会" })
    expect(staleEnglish(postFields, behind.body)).toEqual(["title"])

    // The English rewritten: current.
    const english = await patch(path, behind.body, { titleEn: "Product launch" })
    expect(staleEnglish(postFields, english.body)).toEqual([])
    expect(english.body.englishBasis).toEqual({})

    // Both in one write: current. The English checked as it is: current, its text unchanged.
    const both = await patch(path, english.body, { title: "周一发布", titleEn: "Monday launch" })
    expect(staleEnglish(postFields, both.body)).toEqual([])
    const stale = await patch(path, both.body, { content: "# 新内容", title: "周一上午发布" })
    expect(staleEnglish(postFields, stale.body)).toEqual(["title", "content"])
    const checked = await patch(path, stale.body, { englishChecked: ["content"] })
    expect(checked.status).toBe(200)
    expect(checked.body.contentEn).toBe(stale.body.contentEn)
    expect(checked.body).not.toHaveProperty("englishChecked")
    expect(staleEnglish(postFields, checked.body)).toEqual(["title"])

    // Devices learn it from the sync feed (an editor's, and an anonymous reader's row alike).
    const fed = await api.get("/api/sync?since=0&limit=2000", { cookie })
    const change = fed.body.changes.find(
      (c: { entity: string; id: number }) => c.entity === "blogPosts" && c.id === created.body.id,
    )
    expect(staleEnglish(postFields, change.row)).toEqual(["title"])
  })

  test("an English text emptied is not behind: the page shows the Chinese, marked", async () => {
    const { api, cookie } = session
    const created = await api.post("/api/blog-posts", { cookie, body: { ...samplePost(), titleEn: "Hi" } })
    const path = `/api/blog-posts/${created.body.id}`
    const chinese = await patch(path, created.body, { title: "另一个标题" })
    expect(staleEnglish(postFields, chinese.body)).toEqual(["title"])
    const emptied = await patch(path, chinese.body, { titleEn: "" })
    expect(staleEnglish(postFields, emptied.body)).toEqual([])
    expect(emptied.body.englishBasis).toEqual({})
  })

  test("a check of a field that has no English twin is refused in the asker's language; nothing changes", async () => {
    const { api, cookie } = session
    const created = await api.post("/api/blog-posts", { cookie, body: samplePost() })
    const path = `/api/blog-posts/${created.body.id}`
    for (const [language, message] of [
      ["en", "Only fields of this record that exist in both languages can be marked as checked"],
      ["zh-CN", "只能将本条内容中有中英文两个版本的字段标记为已核对"],
    ] as const) {
      for (const body of [
        { englishChecked: ["image"] },
        { englishChecked: "title" },
        { englishChecked: [1] },
      ]) {
        const refused = await patch(path, created.body, body, language)
        expect(refused.status, JSON.stringify(body)).toBe(400)
        expect(refused.body.issues).toEqual([expect.objectContaining({ path: ["englishChecked"], message })])
      }
    }
    expect((await api.get(path, { cookie })).body).toEqual(created.body)
  })
})

test("a write cannot set the basis itself: the server keeps it", async () => {
  const { api, cookie } = session
  const created = await api.post("/api/blog-posts", { cookie, body: { ...samplePost(), titleEn: "Hi" } })
  const path = `/api/blog-posts/${created.body.id}`
  const forged = await patch(path, created.body, { summary: "新摘要", englishBasis: { title: "forged" } })
  expect(forged.status).toBe(200)
  expect(forged.body.englishBasis).toEqual({})
})

describe("the settings' texts", () => {
  test("a Chinese hero heading leaves its English behind until it is checked", async () => {
    const { api, cookie } = session
    const fields = translatedFieldsOf("settings")
    expect(fields).toEqual(expect.arrayContaining(["heroHeading", "aboutBody", "privacyBody"]))
    const before = (await api.get("/api/settings", { cookie })).body
    expect(staleEnglish(fields, before)).toEqual([])
    const changed = await patch("/api/settings", before, {
      heroHeading: "数字员工，真实成果",
      aboutBody: "# 关于",
    })
    expect(staleEnglish(fields, changed.body)).toEqual(["heroHeading", "aboutBody"])
    const checked = await patch("/api/settings", changed.body, {
      englishChecked: ["heroHeading", "aboutBody"],
    })
    expect(checked.status).toBe(200)
    expect(staleEnglish(fields, checked.body)).toEqual([])
  })
})
