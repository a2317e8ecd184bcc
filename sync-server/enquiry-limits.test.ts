/**
 * Public enquiries are bounded (docs/security.md, "Public enquiries"), over HTTP against the real
 * server on SQLite and PostgreSQL: the limit per address and for all addresses, 429 with Retry-After
 * and a message in both languages (also inside a batched push), the bot check (honeypot, fill time)
 * refusing with nothing stored, a normal enquiry accepted, and concurrent enquiries never passing a
 * limit. The server's clock is a test clock: windows pass without waiting.
 */
import { randomUUID } from "node:crypto"
import { afterEach, describe, expect, test } from "vitest"
import type { EnquiryLimits } from "./enquiry-limits.ts"
import { type Json, apiClient, sampleCollaboration } from "./test-support/client.ts"
import { type TestServer, loginAs, startTestServerWith } from "./test-support/test-server.ts"

const minuteMs = 60 * 1000
const clock = { now: Date.UTC(2026, 0, 5, 9, 0, 0) }
let server: TestServer | undefined

afterEach(async () => {
  await server?.stop()
  server = undefined
})

/** A server trusting X-Forwarded-For from 127.0.0.1, so one test speaks for several addresses. */
const start = async (limits: Partial<EnquiryLimits>) => {
  server = await startTestServerWith(
    { trustProxy: "loopback", enquiryLimits: limits },
    { now: () => clock.now },
  )
  const api = apiClient(server.url)
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  const send = (from: string, body: unknown = sampleCollaboration(), headers: Record<string, string> = {}) =>
    api.post("/api/collaborations", { body, headers: { "X-Forwarded-For": from, ...headers } })
  const stored = async (): Promise<Json[]> =>
    (await api.get("/api/collaborations", { cookie })).body as Json[]
  return { api, cookie, send, stored }
}

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  )

describe("limits", () => {
  test("per address: the next enquiry gets 429 with Retry-After and the wait in both languages", async () => {
    const { send, stored } = await start({ perAddress: 3, addressWindowMs: 10 * minuteMs, global: 100 })
    for (let i = 0; i < 3; i++) expect((await send("203.0.113.7")).status).toBe(201)
    const refused = await send("203.0.113.7")
    expect(refused.status).toBe(429)
    expect(refused.headers.get("retry-after")).toBe("600")
    expect(refused.body).toEqual({
      code: "RATE_LIMITED",
      message: "来自您所在网络的合作请求和留言过多：10 分钟后可再次提交",
      retryAfterSeconds: 600,
    })
    const english = await send("203.0.113.7", sampleCollaboration(), { "Accept-Language": "en-GB,en;q=0.8" })
    expect(english.status).toBe(429)
    expect(english.body.message).toBe(
      "Too many requests and messages came from your network: another can be sent in 10 min",
    )
    // Another address is not held back; the refused ones stored nothing.
    expect((await send("198.51.100.20")).status).toBe(201)
    expect(await stored()).toHaveLength(4)
    // The wait shrinks as the window runs, and the window's end lets the address in again.
    clock.now += 4 * minuteMs
    expect((await send("203.0.113.7")).headers.get("retry-after")).toBe("360")
    clock.now += 6 * minuteMs
    expect((await send("203.0.113.7")).status).toBe(201)
    expect(await stored()).toHaveLength(5)
  })

  test("an IPv6 client counts by its /64: other addresses of the same network share its limit", async () => {
    const { send } = await start({ perAddress: 2, global: 100 })
    expect((await send("2001:db8:1:2::10")).status).toBe(201)
    expect((await send("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).status).toBe(201)
    expect((await send("2001:0db8:0001:0002::99")).status).toBe(429)
    expect((await send("2001:db8:1:3::10")).status).toBe(201)
  })

  test("all addresses together: the global limit refuses a new address with its own message", async () => {
    const { send, stored } = await start({ perAddress: 100, global: 4, globalWindowMs: 60 * minuteMs })
    for (let i = 1; i <= 4; i++) expect((await send(`192.0.2.${i}`)).status).toBe(201)
    const refused = await send("192.0.2.200", sampleCollaboration(), { "Accept-Language": "en" })
    expect(refused.status).toBe(429)
    expect(refused.headers.get("retry-after")).toBe("3600")
    expect(refused.body.message).toBe(
      "Too many requests and messages are arriving right now: another can be sent in 60 min",
    )
    expect((await send("192.0.2.201")).body.message).toBe("目前收到的合作请求和留言过多：60 分钟后可再次提交")
    expect(await stored()).toHaveLength(4)
    clock.now += 60 * minuteMs
    expect((await send("192.0.2.200")).status).toBe(201)
  })

  test("concurrent enquiries from one address never pass the limit", async () => {
    const { send, stored } = await start({ perAddress: 5, global: 1000 })
    const answers = await Promise.all(Array.from({ length: 30 }, () => send("203.0.113.50")))
    expect(statusCounts(answers.map(({ status }) => status))).toEqual({ 201: 5, 429: 25 })
    expect(await stored()).toHaveLength(5)
  })

  test("concurrent enquiries from many addresses never pass the global limit", async () => {
    const { send, stored } = await start({ perAddress: 5, global: 7 })
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => send(`198.51.100.${i + 1}`)))
    expect(statusCounts(answers.map(({ status }) => status))).toEqual({ 201: 7, 429: 17 })
    expect(await stored()).toHaveLength(7)
  })

  test("inside a batched push: the refused mutation's body carries the message and the wait", async () => {
    const { api, stored } = await start({ perAddress: 1, global: 100 })
    const mutation = () => ({
      key: randomUUID(),
      method: "POST",
      path: "/api/collaborations",
      body: sampleCollaboration(),
    })
    const answer = await api.post("/api/sync/push", {
      body: { mutations: [mutation(), mutation()] },
      headers: { "X-Forwarded-For": "203.0.113.9", "Accept-Language": "en" },
    })
    expect(answer.status).toBe(200)
    const [first, second] = answer.body.results as Json[]
    expect(first.status).toBe(201)
    expect(second).toEqual({
      status: 429,
      body: {
        code: "RATE_LIMITED",
        message: "Too many requests and messages came from your network: another can be sent in 10 min",
        retryAfterSeconds: 600,
      },
    })
    expect(await stored()).toHaveLength(1)
  })

  test("a retry of an enquiry already stored gets its stored answer, not 429", async () => {
    const { send, stored } = await start({ perAddress: 1, global: 100 })
    const key = randomUUID()
    const first = await send("203.0.113.11", sampleCollaboration(), { "Idempotency-Key": key })
    expect(first.status).toBe(201)
    const again = await send("203.0.113.11", sampleCollaboration(), { "Idempotency-Key": key })
    expect(again.status).toBe(201)
    expect(again.headers.get("idempotency-replayed")).toBe("true")
    expect(again.body.id).toBe(first.body.id)
    const other = await send("203.0.113.11", sampleCollaboration(), { "Idempotency-Key": randomUUID() })
    expect(other.status).toBe(429)
    expect(await stored()).toHaveLength(1)
  })

  test("a signed-in administrator is not limited", async () => {
    const { api, cookie, stored } = await start({ perAddress: 1, global: 1 })
    for (let i = 0; i < 3; i++)
      expect((await api.post("/api/collaborations", { cookie, body: sampleCollaboration() })).status).toBe(
        201,
      )
    expect(await stored()).toHaveLength(3)
  })
})

describe("bot check", () => {
  test("a normal enquiry from the form is accepted; the check's fields are not stored", async () => {
    const { send, stored } = await start({ perAddress: 5, global: 100 })
    const sent = await send("203.0.113.30", { ...sampleCollaboration(), website: "", filledInMs: 41_000 })
    expect(sent.status).toBe(201)
    expect(sent.body).not.toHaveProperty("website")
    expect(sent.body).not.toHaveProperty("filledInMs")
    const [row] = await stored()
    expect(row).toMatchObject({ companyName: "测试公司", status: "new" })
    expect(row).not.toHaveProperty("website")
    expect(row).not.toHaveProperty("filledInMs")
  })

  test("the honeypot filled or the form sent too fast: 400 in both languages, nothing stored or counted", async () => {
    const { send, stored } = await start({ perAddress: 2, global: 100, minFillMs: 3000 })
    const trapped = await send("203.0.113.40", {
      ...sampleCollaboration(),
      website: "https://spam.example",
      filledInMs: 60_000,
    })
    expect(trapped.status).toBe(400)
    expect(trapped.body).toEqual({
      code: "SUBMISSION_REFUSED",
      message: "请求未被接受：它看起来是由程序自动提交的。请在网页上填写表单后重新提交",
    })
    const tooFast = await send(
      "203.0.113.40",
      { ...sampleCollaboration(), filledInMs: 2999 },
      {
        "Accept-Language": "en",
      },
    )
    expect(tooFast.status).toBe(400)
    expect(tooFast.body.message).toBe(
      "The request was not accepted: it looks like it was sent by a program. Please fill in the form on the page and send it again",
    )
    expect(await stored()).toHaveLength(0)
    // Refusals took no place in the address's limit: its two enquiries still go.
    expect((await send("203.0.113.40", { ...sampleCollaboration(), filledInMs: 3000 })).status).toBe(201)
    expect((await send("203.0.113.40", sampleCollaboration())).status).toBe(201)
    expect(await stored()).toHaveLength(2)
  })

  test("the bot check refuses inside a batched push too", async () => {
    const { api, stored } = await start({ perAddress: 5, global: 100 })
    const answer = await api.post("/api/sync/push", {
      body: {
        mutations: [
          {
            key: randomUUID(),
            method: "POST",
            path: "/api/collaborations",
            body: { ...sampleCollaboration(), website: "x" },
          },
        ],
      },
    })
    expect(answer.body.results).toEqual([
      {
        status: 400,
        body: {
          code: "SUBMISSION_REFUSED",
          message: "请求未被接受：它看起来是由程序自动提交的。请在网页上填写表单后重新提交",
        },
      },
    ])
    expect(await stored()).toHaveLength(0)
  })

  test("the size caps per field hold, the check's fields included", async () => {
    const { send, stored } = await start({ perAddress: 5, global: 100 })
    const cases = [
      { message: "长".repeat(10_001) },
      { companyName: "公".repeat(201) },
      { phone: "1".repeat(201) },
      { website: "w".repeat(201) },
      { filledInMs: -1 },
      { filledInMs: "slow" },
    ]
    for (const change of cases) {
      const answer = await send("203.0.113.60", { ...sampleCollaboration(), ...change })
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe("VALIDATION")
    }
    expect(await stored()).toHaveLength(0)
  })
})
