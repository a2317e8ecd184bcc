/**
 * Internal notes on inbox entries (issue 28, item 11) over HTTP against the real server and database
 * (SQLite, and PostgreSQL under `npm run test:pg`): an administrator adds one, the author is the
 * session's and never the request's, its time is the device's (X-Made-At); a retry is one note; bad
 * input is a 400 in both languages that changes nothing; no session, no note; the audit trail keeps it.
 */
import { randomUUID } from "node:crypto"
import { describe, expect, test } from "vitest"
import { maxEnquiryNotes } from "../../schema/entities/collaboration.ts"
import { pushBatchMax } from "../../schema/sync.ts"
import { adminSessionPerFile } from "../test-support/admin-session.ts"
import { type Json, sampleCollaboration, sampleContactMessage } from "../test-support/client.ts"

const admin = adminSessionPerFile()

const newEnquiry = async (body: unknown = sampleCollaboration()): Promise<Json> =>
  (await admin.api.post("/api/collaborations", { body })).body as Json

const addNote = (id: number, body: unknown, headers: Record<string, string> = {}, cookie = admin.cookie) =>
  admin.api.post(`/api/collaborations/${id}/notes`, { cookie, body, headers })

const storedRow = async (id: number): Promise<Json | undefined> =>
  ((await admin.api.get("/api/collaborations", { cookie: admin.cookie })).body as Json[]).find(
    (row) => row.id === id,
  )

describe("POST /api/collaborations/:id/notes", () => {
  test("adds a note with the session's author and the device's time, after any status change", async () => {
    const enquiry = await newEnquiry(sampleContactMessage())
    await admin.api.patch(`/api/collaborations/${enquiry.id}/status`, {
      cookie: admin.cookie,
      body: { status: "contacted" },
    })
    const madeAt = Date.now() - 60 * 60 * 1000
    const added = await addNote(
      enquiry.id,
      { id: "note-first-0001", text: "已电话联系，客户下周给回复。", by: "someone-else", at: "2020-01-01" },
      { "X-Made-At": String(madeAt) },
    )
    expect(added.status).toBe(200)
    expect(added.body.notes).toEqual([
      {
        id: "note-first-0001",
        text: "已电话联系，客户下周给回复。",
        by: "admin",
        at: new Date(madeAt).toISOString(),
      },
    ])
    // No If-Match is needed, and the status a colleague set stays.
    expect(added.body).toMatchObject({ status: "contacted", version: enquiry.version + 2 })
    const second = await addNote(enquiry.id, { id: "note-second-002", text: "报价已发送" })
    expect(second.body.notes.map((note: Json) => note.text)).toEqual([
      "已电话联系，客户下周给回复。",
      "报价已发送",
    ])
    expect(Date.parse(second.body.notes[1].at)).toBeGreaterThan(madeAt)
    expect((await storedRow(enquiry.id))?.notes).toHaveLength(2)
    // The audit trail has it as the entry's update, with the notes before and after.
    const history = await admin.api.get(`/api/history/collaborations/${enquiry.id}`, { cookie: admin.cookie })
    expect(JSON.stringify(history.body)).toContain("报价已发送")
  })

  test("a note sent twice (a new key, the same note id) is one note", async () => {
    const enquiry = await newEnquiry()
    const note = { id: `note-${randomUUID()}`, text: "同一条备注" }
    expect((await addNote(enquiry.id, note, { "Idempotency-Key": randomUUID() })).status).toBe(200)
    const again = await addNote(enquiry.id, note, { "Idempotency-Key": randomUUID() })
    expect(again.status).toBe(200)
    expect(again.body.notes).toHaveLength(1)
  })

  test("bad input: 400 with the message in the person's language, nothing changed", async () => {
    const enquiry = await newEnquiry()
    const blank = await addNote(enquiry.id, { id: "note-blank-0001", text: "   " })
    expect(blank.status).toBe(400)
    expect(blank.body.issues[0]).toMatchObject({ path: ["text"], message: "此项为必填项" })
    const english = await addNote(
      enquiry.id,
      { id: "bad id!", text: "x".repeat(2001) },
      { "Accept-Language": "en-GB,en;q=0.9" },
    )
    expect(english.status).toBe(400)
    expect(english.body.issues.map((issue: Json) => issue.path[0]).sort()).toEqual(["id", "text"])
    expect(english.body.issues.every((issue: Json) => /^[A-Z]/.test(issue.message))).toBe(true)
    expect((await addNote(enquiry.id, "not json", { "Content-Type": "application/json" })).status).toBe(400)
    const missing = await addNote(987654321, { id: "note-missing-01", text: "没有这条记录" })
    expect(missing).toMatchObject({ status: 404, body: { message: "合作请求不存在" } })
    expect((await addNote(enquiry.id, { id: "note-anon-00001", text: "匿名" }, {}, "")).status).toBe(401)
    expect((await storedRow(enquiry.id))?.notes).toBeUndefined()
  })

  test(`at most ${maxEnquiryNotes} notes on one entry: the next is refused in both languages`, async () => {
    const enquiry = await newEnquiry()
    for (let start = 0; start < maxEnquiryNotes; start += pushBatchMax) {
      const mutations = Array.from({ length: Math.min(pushBatchMax, maxEnquiryNotes - start) }, (_, n) => ({
        key: randomUUID(),
        method: "POST",
        path: `/api/collaborations/${enquiry.id}/notes`,
        body: { id: `note-many-${String(start + n).padStart(4, "0")}`, text: `备注 ${start + n}` },
      }))
      const pushed = await admin.api.post("/api/sync/push", { cookie: admin.cookie, body: { mutations } })
      expect(pushed.body.results.every((result: Json) => result.status === 200)).toBe(true)
    }
    const over = await addNote(enquiry.id, { id: "note-one-too-many", text: "多一条" })
    expect(over).toMatchObject({ status: 400, body: { message: "这条记录的备注已达上限（200 条）" } })
    const english = await addNote(
      enquiry.id,
      { id: "note-one-too-many", text: "one more" },
      { "Accept-Language": "en" },
    )
    expect(english.body.message).toBe("This entry already has the most notes it can hold (200)")
    expect((await storedRow(enquiry.id))?.notes).toHaveLength(maxEnquiryNotes)
  })
})
