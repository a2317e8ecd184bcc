/**
 * The outbox against the enquiry limits of the real server (docs/security.md, "Public enquiries"):
 * an enquiry refused with 429 waits for the server's Retry-After without asking again, then arrives
 * exactly once; one refused by the bot check is shown as refused, with the server's reason; one
 * queued offline for hours is judged by the time spent in the form, not by when it arrives. The
 * server and the device share a test clock, so a ten-minute window passes without waiting.
 */
import "fake-indexeddb/auto"
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest"
import type { Collaboration } from "../../schema/entities/collaboration.ts"
import { type TestServer, startRealServer } from "./testing/real-server.ts"
import { newCollaboration } from "./testing/samples.ts"
import { type TestDevice, createTestDevice } from "./testing/test-device.ts"

const minuteMs = 60_000
const windowMs = 10 * minuteMs
const clock = { now: Date.UTC(2026, 2, 2, 10, 0, 0) }
let server: TestServer
const devices: TestDevice[] = []
const device = () => {
  const created = createTestDevice(server.url, {}, { now: () => clock.now })
  devices.push(created)
  return created
}
/** A visitor's device that has read the site once, as one that shows the form has. */
const visitorDevice = async (): Promise<TestDevice> => {
  const visitor = device()
  await visitor.client.pull()
  return visitor
}

beforeAll(async () => {
  server = await startRealServer({
    enquiryLimits: { perAddress: 1, addressWindowMs: windowMs, global: 100, minFillMs: 3000 },
    now: () => clock.now,
  })
})
// Every test starts with fresh windows (all devices here send from 127.0.0.1).
beforeEach(() => {
  clock.now += 2 * 60 * minuteMs
})
afterEach(async () => {
  for (const created of devices.splice(0)) await created.close()
})
afterAll(async () => server.stop())

/** The enquiries the server stored with this company name (read by an administrator). */
const storedNamed = async (companyName: string): Promise<Collaboration[]> => {
  const admin = device()
  await admin.login()
  const rows = (await admin.get("/api/collaborations")) as Collaboration[]
  return rows.filter((row) => row.companyName === companyName)
}

test("refused with 429: waits for Retry-After without asking again, then arrives once", async () => {
  const visitor = await visitorDevice()
  await visitor.client.create("collaborations", newCollaboration("先到公司"))
  await visitor.client.push()
  expect(await visitor.db.outbox.count()).toBe(0)

  const { key } = await visitor.client.create("collaborations", newCollaboration("限流公司"))
  await visitor.client.push()
  const [waiting] = await visitor.db.outbox.toArray()
  expect(waiting).toMatchObject({
    key,
    state: "pending",
    attempts: 1,
    lastError: {
      kind: "rateLimited",
      status: 429,
      message: "来自您所在网络的合作请求和留言过多：10 分钟后可再次提交",
    },
  })
  // Not before the server's wait (600 s), though the usual backoff after one failure is about 1 s.
  expect(waiting?.notBefore).toBe(clock.now + windowMs)

  const sent = visitor.network.sent.length
  for (let i = 0; i < 3; i++) await visitor.client.push()
  clock.now += windowMs - 1000
  await visitor.client.push()
  expect(visitor.network.sent.length).toBe(sent)
  expect(await visitor.db.outbox.count()).toBe(1)

  clock.now += 1000
  await visitor.client.push()
  expect(visitor.network.sent.length).toBe(sent + 1)
  expect(await visitor.db.outbox.count()).toBe(0)
  expect(await visitor.db.receipts.get(key)).toMatchObject({ entity: "collaborations" })
  expect(await storedNamed("限流公司")).toHaveLength(1)
})

test("in a batch: the refused enquiry waits for the wait its answer's body gives, the first arrives", async () => {
  const visitor = await visitorDevice()
  visitor.network.online = false
  await visitor.client.create("collaborations", newCollaboration("批量一"))
  const second = await visitor.client.create("collaborations", newCollaboration("批量二"))
  await visitor.client.push()
  visitor.network.online = true
  await visitor.client.syncNow()
  expect(visitor.network.sent).toEqual(["POST /api/sync/push"])
  const [waiting] = await visitor.db.outbox.toArray()
  expect(waiting).toMatchObject({ key: second.key, state: "pending", lastError: { kind: "rateLimited" } })
  expect(waiting?.notBefore).toBe(clock.now + windowMs)

  clock.now += windowMs
  await visitor.client.push()
  expect(await visitor.db.outbox.count()).toBe(0)
  expect(await storedNamed("批量一")).toHaveLength(1)
  expect(await storedNamed("批量二")).toHaveLength(1)
})

test("refused by the bot check: shown as refused with the server's reason, never sent again", async () => {
  const visitor = await visitorDevice()
  const { key } = await visitor.client.create("collaborations", {
    ...newCollaboration("蜜罐公司"),
    website: "https://spam.example",
  })
  await visitor.client.push()
  expect((await visitor.db.outbox.toArray())[0]).toMatchObject({
    key,
    state: "failed",
    lastError: {
      kind: "rejected",
      status: 400,
      message: "请求未被接受：它看起来是由程序自动提交的。请在网页上填写表单后重新提交",
    },
  })
  const sent = visitor.network.sent.length
  clock.now += windowMs
  await visitor.client.push()
  expect(visitor.network.sent.length).toBe(sent)
  expect(await storedNamed("蜜罐公司")).toHaveLength(0)
})

test("queued offline for hours: judged by the time spent in the form, so it arrives", async () => {
  const visitor = await visitorDevice()
  visitor.network.online = false
  const { key } = await visitor.client.create("collaborations", {
    ...newCollaboration("离线数小时"),
    filledInMs: 45_000,
  })
  await visitor.client.push()
  clock.now += 5 * 60 * minuteMs
  visitor.network.online = true
  await visitor.client.syncNow()
  expect(await visitor.db.receipts.get(key)).toMatchObject({ entity: "collaborations" })
  expect(await storedNamed("离线数小时")).toHaveLength(1)
})
