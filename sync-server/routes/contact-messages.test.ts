/**
 * Contact messages (issue 28, item 1): the contact page's form delivers to the back office's inbox,
 * as a contact message beside the collaboration requests, over HTTP against the real server and
 * database (SQLite, and PostgreSQL under `npm run test:pg`). Its own rules and messages in both
 * languages; exactly once, alone or in a batched push; the same bot check and the same public limits
 * as the requests; the same statuses and delete for an admin; nothing readable without a session.
 */
import { randomUUID } from "node:crypto"
import { afterEach, describe, expect, test } from "vitest"
import { decodeWith } from "../../schema/decode.ts"
import { Collaboration } from "../../schema/entities/collaboration.ts"
import { type Json, apiClient, sampleCollaboration, sampleContactMessage } from "../test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"

let server: TestServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

const start = async (enquiryLimits: Record<string, unknown> = {}) => {
  server = await startTestServerWith({
    trustProxy: "loopback",
    enquiryLimits: { minFillMs: 0, ...enquiryLimits },
  })
  const api = apiClient(server.url)
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const inbox = async (): Promise<Json[]> => (await api.get("/api/collaborations", { cookie })).body as Json[]
  return { api, cookie, inbox }
}

describe("a contact message", () => {
  test("anyone sends one: stored in the inbox as a contact message, new, readable by an admin only", async () => {
    const { api, cookie, inbox } = await start()
    const sent = await api.post("/api/collaborations", {
      body: { ...sampleContactMessage(), status: "completed" },
    })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      kind: "contact",
      subject: "预约产品演示",
      contactName: "李四",
      companyName: "",
      email: "lisi@example.com",
      phone: "13900000000",
      message: "想在下周预约一次数字员工的线上演示。",
      status: "new",
      version: 1,
    })
    expect(decodeWith(Collaboration)(sent.body).ok).toBe(true)
    expect((await api.get("/api/collaborations")).status).toBe(401)
    expect((await inbox()).filter((row) => row.id === sent.body.id)).toHaveLength(1)
    // A request keeps its shape: no kind key is needed, and "collaboration" is accepted.
    const request = await api.post("/api/collaborations", {
      body: { ...sampleCollaboration(), kind: "collaboration" },
    })
    expect(request.status).toBe(201)
    expect(request.body).toMatchObject({ companyName: "测试公司", kind: "collaboration" })
    // An admin handles it as a request: any status, then delete.
    const path = `/api/collaborations/${sent.body.id}`
    expect((await api.patch(`${path}/status`, { cookie, body: { status: "contacted" } })).body.status).toBe(
      "contacted",
    )
    expect((await api.delete(path, { cookie })).body).toEqual({ id: sent.body.id, deleted: true })
    expect((await inbox()).some((row) => row.id === sent.body.id)).toBe(false)
  })

  test("the contact form's rules with the spec's messages, in both languages; nothing stored", async () => {
    const { api, inbox } = await start()
    const bad = {
      kind: "contact",
      contactName: "张",
      email: "zhang@",
      phone: "12345",
      subject: "咨询",
      message: "太短了",
    }
    const chinese = await api.post("/api/collaborations", { body: bad })
    expect(chinese.status).toBe(400)
    const byField = Object.fromEntries(
      (chinese.body.issues as Json[]).map((issue) => [issue.path[0], issue.message]),
    )
    expect(byField).toEqual({
      contactName: "名称至少需要2个字符",
      email: "请输入有效的电子邮件地址",
      phone: "请输入有效的电话号码",
      subject: "主题至少需要5个字符",
      message: "消息至少需要10个字符",
    })
    // No company is asked of a contact message (a request's rules are not mixed in).
    expect(byField.companyName).toBeUndefined()
    const english = await api.post("/api/collaborations", {
      body: { ...sampleContactMessage(), subject: "     ", message: " ".repeat(20) },
      headers: { "Accept-Language": "en-US,en;q=0.9" },
    })
    expect(english.status).toBe(400)
    expect((english.body.issues as Json[]).map((issue) => issue.message).sort()).toEqual([
      "Message must be at least 10 characters",
      "Subject must be at least 5 characters",
    ])
    const tooLong = await api.post("/api/collaborations", {
      body: { ...sampleContactMessage(), subject: "长".repeat(201) },
    })
    expect(tooLong.status).toBe(400)
    const unknownKind = await api.post("/api/collaborations", {
      body: { ...sampleContactMessage(), kind: "letter" },
    })
    expect(unknownKind.status).toBe(400)
    expect(await inbox()).toEqual([])
  })

  test("exactly once: a retried key, alone or in a batched push, stores one message", async () => {
    const { api, inbox } = await start()
    const key = randomUUID()
    const headers = { "Idempotency-Key": key }
    const first = await api.post("/api/collaborations", { body: sampleContactMessage(), headers })
    const again = await api.post("/api/collaborations", { body: sampleContactMessage(), headers })
    expect(first.status).toBe(201)
    expect(again.body).toEqual(first.body)
    const mutation = {
      key: randomUUID(),
      method: "POST",
      path: "/api/collaborations",
      body: sampleContactMessage(),
    }
    const pushed = await api.post("/api/sync/push", { body: { mutations: [mutation] } })
    const replayed = await api.post("/api/sync/push", { body: { mutations: [mutation] } })
    expect(pushed.body.results[0]).toMatchObject({ status: 201, body: { kind: "contact" } })
    expect(replayed.body.results[0]).toMatchObject({
      status: 201,
      replayed: true,
      body: pushed.body.results[0].body,
    })
    expect((await inbox()).map((row) => row.kind)).toEqual(["contact", "contact"])
  })

  test("the requests' bot check and public limits hold for messages, one budget for both", async () => {
    const { api, inbox } = await start({ perAddress: 2, addressWindowMs: 10 * 60 * 1000, global: 100 })
    const from = (address: string, body: unknown, language = "zh-CN") =>
      api.post("/api/collaborations", {
        body,
        headers: { "X-Forwarded-For": address, "Accept-Language": language },
      })
    const trapped = await from("203.0.113.9", { ...sampleContactMessage(), website: "https://spam.example" })
    expect(trapped.status).toBe(400)
    expect((await from("203.0.113.9", sampleCollaboration())).status).toBe(201)
    expect((await from("203.0.113.9", sampleContactMessage())).status).toBe(201)
    const limited = await from("203.0.113.9", sampleContactMessage())
    expect(limited.status).toBe(429)
    expect(limited.headers.get("retry-after")).toBe("600")
    expect(limited.body.message).toBe("来自您所在网络的合作请求和留言过多：10 分钟后可再次提交")
    const english = await from("203.0.113.9", sampleContactMessage(), "en")
    expect(english.body.message).toBe(
      "Too many requests and messages came from your network: another can be sent in 10 min",
    )
    expect((await inbox()).map((row) => row.kind ?? "collaboration").sort()).toEqual([
      "collaboration",
      "contact",
    ])
  })
})
