/**
 * Internal notes on an inbox entry through the outbox, against the real server (issue 28, item 11):
 * a note written offline shows at once as waiting, with the time it was written; delivered, it has
 * its author from the server and keeps its time; a lost answer retried, or a second device's note
 * and a status change at the same time, give each note once and no conflict.
 */
import "fake-indexeddb/auto"
import { afterAll, afterEach, beforeAll, expect, test } from "vitest"
import type { Collaboration } from "../../schema/entities/collaboration.ts"
import { type TestServer, startRealServer } from "./testing/real-server.ts"
import { newCollaboration } from "./testing/samples.ts"
import { type TestDevice, createTestDevice } from "./testing/test-device.ts"

let server: TestServer
const devices: TestDevice[] = []
const adminDevice = async (): Promise<TestDevice> => {
  const created = createTestDevice(server.url)
  devices.push(created)
  await created.signIn()
  await created.client.pull()
  return created
}

beforeAll(async () => {
  server = await startRealServer({ enquiryLimits: { minFillMs: 0 } })
})
afterEach(async () => {
  for (const created of devices.splice(0)) await created.close()
})
afterAll(async () => server.stop())

/** A request sent by a visitor, pulled by the admin device: its id. */
const enquiryOn = async (device: TestDevice): Promise<number> => {
  const visitor = createTestDevice(server.url)
  devices.push(visitor)
  await visitor.client.create("collaborations", newCollaboration())
  await visitor.client.push()
  await device.client.pull()
  const [newest] = (await device.db.collaborations.toArray()).sort((a, b) => b.id - a.id)
  if (newest === undefined) throw new Error("no enquiry pulled")
  return newest.id
}

const notesOn = async (device: TestDevice, id: number) =>
  ((await device.db.collaborations.get(id)) as Collaboration | undefined)?.notes ?? []

test("written offline: shown at once as waiting, then delivered once with its author and time", async () => {
  const admin = await adminDevice()
  const id = await enquiryOn(admin)
  admin.network.online = false
  const before = Date.now()
  await admin.client.change("collaborations", "note", id, { id: "note-offline-1", text: "客户希望周三回电" })
  const [waiting] = await notesOn(admin, id)
  expect(waiting).toMatchObject({ id: "note-offline-1", text: "客户希望周三回电", by: "" })
  expect(Date.parse(waiting?.at ?? "")).toBeGreaterThanOrEqual(before - 1000)
  await admin.client.push()
  expect(await admin.db.outbox.count()).toBe(1)

  admin.network.online = true
  await admin.client.syncNow()
  expect(await admin.db.outbox.count()).toBe(0)
  const [stored] = await notesOn(admin, id)
  expect(stored).toMatchObject({ id: "note-offline-1", text: "客户希望周三回电", by: "admin" })
  // The time it was written on the device (X-Made-At), not when it reached the server.
  expect(stored?.at).toBe(waiting?.at)
  const server = (await admin.get(`/api/collaborations`)) as Collaboration[]
  expect(server.find((row) => row.id === id)?.notes).toHaveLength(1)
})

test("a lost answer retried is one note; two devices' notes and a status change all land, no conflict", async () => {
  const first = await adminDevice()
  const id = await enquiryOn(first)
  const second = await adminDevice()
  await second.client.pull()
  first.network.loseAnswers = 1
  await first.client.change("collaborations", "note", id, { id: "note-aaaa", text: "已电话联系" })
  await first.client.push()
  await second.client.change("collaborations", "status", id, { status: "contacted" })
  await second.client.change("collaborations", "note", id, { id: "note-bbbb", text: "下周发报价" })
  await second.client.push()
  // The lost answer's note waits for its backoff; going back to the server now sends it again.
  await first.client.change("collaborations", "note", id, { id: "note-cccc", text: "报价已发" })
  await first.client.syncNow()
  expect(
    first.network.sent.filter((sent) => sent.endsWith(`/${id}/notes`) || sent.endsWith("/push")).length,
  ).toBeGreaterThanOrEqual(2)
  for (const device of [first, second]) {
    await device.client.pull()
    expect(await device.db.outbox.count()).toBe(0)
    const row = (await device.db.collaborations.get(id)) as Collaboration
    expect(row.status).toBe("contacted")
    expect((row.notes ?? []).map((note) => note.id).sort()).toEqual(["note-aaaa", "note-bbbb", "note-cccc"])
  }
})
