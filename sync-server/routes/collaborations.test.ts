import { afterAll, beforeAll, expect, test } from "vitest"
import { type AdminSession, startAdminSession } from "../test-support/admin-session.ts"
import { decodeWith } from "../../schema/decode.ts"
import { Collaboration } from "../../schema/entities/collaboration.ts"
import type { TestServer } from "../test-support/test-server.ts"
import { type Json, sampleCollaboration } from "../test-support/client.ts"

let server: TestServer
let cookie: string
let api: AdminSession["api"]

beforeAll(async () => {
  ;({ server, api, cookie } = await startAdminSession())
})
afterAll(() => server.stop())

test("anyone sends a request; it starts as new and only an admin sees it", async () => {
  const sent = await api.post("/api/collaborations", {
    body: { ...sampleCollaboration(), status: "completed" },
  })
  expect(sent.status).toBe(201)
  expect(sent.body).toMatchObject({ status: "new", version: 1, companyName: "测试公司" })
  expect(decodeWith(Collaboration)(sent.body).ok).toBe(true)
  expect((await api.get("/api/collaborations")).status).toBe(401)
  const list = await api.get("/api/collaborations", { cookie })
  expect((list.body as Json[]).map((r) => r.id)).toContain(sent.body.id)
})

test("the form's rules, with the spec's messages", async () => {
  const response = await api.post("/api/collaborations", {
    body: { ...sampleCollaboration(), email: "not-an-email", phone: "123", companyName: "" },
  })
  expect(response.status).toBe(400)
  const messages = (response.body.issues as Json[]).map((issue) => issue.message)
  expect(messages).toEqual(
    expect.arrayContaining(["请输入有效的邮箱地址", "请输入有效的电话号码", "此项为必填项"]),
  )
  const english = await api.post("/api/collaborations", {
    body: { ...sampleCollaboration(), email: "x" },
    headers: { "Accept-Language": "en-US,en;q=0.9" },
  })
  expect(english.body.issues[0].message).toBe("Please enter a valid email address")
})

test("an admin sets any status and deletes a request", async () => {
  const { body: request } = await api.post("/api/collaborations", { body: sampleCollaboration() })
  const path = `/api/collaborations/${request.id}`
  expect((await api.patch(`${path}/status`, { body: { status: "contacted" } })).status).toBe(401)
  for (const status of ["completed", "contacted", "rejected"]) {
    const response = await api.patch(`${path}/status`, { cookie, body: { status } })
    expect(response.status).toBe(200)
    expect(response.body.status).toBe(status)
  }
  const bad = await api.patch(`${path}/status`, { cookie, body: { status: "done" } })
  expect(bad.status).toBe(400)
  expect(bad.body.issues[0].message).toBe("无效的状态")
  expect((await api.delete(path)).status).toBe(401)
  expect((await api.delete(path, { cookie })).body).toEqual({ id: request.id, deleted: true })
  const gone = await api.patch(`${path}/status`, { cookie, body: { status: "new" } })
  expect(gone).toMatchObject({ status: 404, body: { message: "合作请求不存在" } })
  expect((await api.delete(path, { cookie })).status).toBe(404)
})
