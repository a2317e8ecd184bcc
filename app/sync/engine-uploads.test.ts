/**
 * Pictures chosen offline (docs/media.md, "The app side"): the engine against the real sync-server and
 * its media API, one simulated device per test. The picture is uploaded before the edits that refer to
 * its local address, exactly once, and the edits then carry the server's address.
 */
import "fake-indexeddb/auto"
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest"
import type { BlogPost } from "../../schema/entities/blog-post.ts"
import type { Employee } from "../../schema/entities/employee.ts"
import { type MediaLibraryItem, mediaAddress } from "../../schema/media.ts"
import { SiteDatabase } from "../db/database.ts"
import { createSyncClient } from "./client.ts"
import { ValidationError } from "./errors.ts"
import { displayUrl, releaseDisplayUrls } from "./media-url.ts"
import { newPicture } from "./testing/png.ts"
import { type TestServer, startRealServer } from "./testing/real-server.ts"
import { newPost } from "./testing/samples.ts"
import { type TestDevice, createTestDevice } from "./testing/test-device.ts"

let server: TestServer
const devices: TestDevice[] = []
const device = () => {
  const created = createTestDevice(server.url)
  devices.push(created)
  return created
}

beforeAll(async () => {
  server = await startRealServer({ demoContent: true })
})
afterEach(async () => {
  releaseDisplayUrls()
  for (const created of devices.splice(0)) await created.close()
})
afterAll(async () => server.stop())

const alt = { alt: "测试图片", altEn: "A test picture" }
const uploadsSent = (admin: TestDevice) => admin.network.sent.filter((call) => call === "POST /api/media")
const serverEmployee = async (admin: TestDevice, id: number) =>
  (await admin.get(`/api/employees/${id}`)) as Employee
const library = async (admin: TestDevice) =>
  ((await admin.get("/api/media")) as { media: MediaLibraryItem[] }).media

/** An admin device with the demo content, and two of its employees. */
const adminWithEmployees = async () => {
  const admin = device()
  await admin.signIn()
  const [first, second] = await admin.db.employees.orderBy("id").toArray()
  if (first === undefined || second === undefined) throw new Error("demo content missing")
  return { admin, first, second }
}

describe("a picture chosen offline", () => {
  test("is shown from the device at once, uploaded before the edits that use it, which then carry the server's address", async () => {
    const { admin, first } = await adminWithEmployees()
    admin.network.online = false
    const picture = newPicture()
    const { address } = await admin.client.queueUpload(picture, alt)
    expect(address).toMatch(/^local-media:[0-9a-f-]{36}$/)
    await admin.client.change("employees", "update", first.id, { image: address })
    const draft = newPost()
    const post = await admin.client.create("blogPosts", {
      ...draft,
      image: address,
      content: `# 图\n\n![测试图片](${address})\n\n正文，再一次：![again](${address} "title")`,
    })
    // Shown at once, from the bytes kept here.
    expect((await admin.db.employees.get(first.id))?.image).toBe(address)
    expect(await displayUrl(admin.db, address)).toMatch(/^data:image\/png;base64,/)
    await admin.client.push()
    expect(admin.network.sent).toEqual([])

    admin.network.online = true
    await admin.client.syncNow()
    expect(await admin.db.outbox.count()).toBe(0)
    // The upload went first, alone, then the edits.
    expect(admin.network.sent[0]).toBe("POST /api/media")
    expect(uploadsSent(admin)).toHaveLength(1)
    const upload = await admin.db.uploads.get(address)
    expect(upload).toMatchObject({ state: "done", blob: null })
    const src = upload?.serverAddress ?? ""
    // The contract of schema/media.ts: the record's src plus its size as a fragment.
    expect(src).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.(jpg|png)#\d+x\d+$/)
    expect(src).toBe(
      upload?.record === null || upload?.record === undefined ? "" : mediaAddress(upload.record),
    )
    expect(src.startsWith(`${upload?.record?.src}#`)).toBe(true)

    expect((await serverEmployee(admin, first.id)).image).toBe(src)
    const posts = (await admin.get("/api/blog-posts")) as BlogPost[]
    const sent = posts.find((row) => row.title === draft.title)
    expect(sent?.image).toBe(src)
    expect(sent?.content).toBe(`# 图\n\n![测试图片](${src})\n\n正文，再一次：![again](${src} "title")`)
    // Local rows now hold the server's address too; nothing on the device says local-media any more.
    expect((await admin.db.employees.get(first.id))?.image).toBe(src)
    expect(await admin.db.blogPosts.get(post.id)).toBeUndefined() // the temporary id is gone
    for (const table of admin.db.contentTables())
      expect(JSON.stringify(await table.toArray())).not.toContain("local-media:")
    // The address is still displayable (an unsaved form may hold it): the server's now.
    expect(await displayUrl(admin.db, address)).toBe(src)
    expect((await library(admin)).filter((item) => mediaAddress(item) === src)).toHaveLength(1)
  })

  test("exactly once: the answer lost after the server committed, the retry with the same key gets the same record", async () => {
    const { admin, first } = await adminWithEmployees()
    const original = await serverEmployee(admin, first.id)
    const { address, key } = await admin.client.queueUpload(newPicture(), alt)
    await admin.client.change("employees", "update", first.id, { image: address })
    admin.network.loseAnswers = 1
    await admin.client.push()
    const waiting = await admin.db.uploads.get(address)
    expect(waiting).toMatchObject({ state: "pending", key, attempts: 1, lastError: { kind: "network" } })
    expect((await library(admin)).length).toBeGreaterThan(0) // the server did commit it
    const before = await library(admin)
    expect(await serverEmployee(admin, first.id)).toEqual(original) // the edit waited

    await admin.client.syncNow()
    expect(uploadsSent(admin)).toHaveLength(2)
    const done = await admin.db.uploads.get(address)
    expect(done?.state).toBe("done")
    const after = await library(admin)
    expect(after).toHaveLength(before.length) // no second picture
    expect(after.find((item) => mediaAddress(item) === done?.serverAddress)?.id).toBe(done?.record?.id)
    expect((await serverEmployee(admin, first.id)).image).toBe(done?.serverAddress)
  })

  test("a 503 is retried with the backoff, the dependent edit waits; sync now sends both", async () => {
    const { admin, first } = await adminWithEmployees()
    const { address } = await admin.client.queueUpload(newPicture(), alt)
    await admin.client.change("employees", "update", first.id, { image: address, profession: "等图片" })
    admin.network.refuse = [503]
    const started = Date.now()
    await admin.client.push()
    const waiting = await admin.db.uploads.get(address)
    expect(waiting).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: { kind: "server", status: 503 },
    })
    expect(waiting?.notBefore).toBeGreaterThan(started)
    expect(admin.network.sent).toEqual(["POST /api/media"])
    expect(admin.status().lastError).toMatchObject({ kind: "server", status: 503 })
    expect(admin.status().pending).toBe(2) // the picture and the edit

    await admin.client.push() // still backing off: nothing goes
    expect(admin.network.sent).toEqual(["POST /api/media"])
    expect((await serverEmployee(admin, first.id)).profession).not.toBe("等图片")

    await admin.client.syncNow()
    expect(await admin.db.outbox.count()).toBe(0)
    const done = await admin.db.uploads.get(address)
    expect(done?.state).toBe("done")
    expect(await serverEmployee(admin, first.id)).toMatchObject({
      image: done?.serverAddress,
      profession: "等图片",
    })
    expect(admin.status().pending).toBe(0)
  })

  test("a 415 fails the picture and the edit that uses it with the server's message; the edit is kept, never sent", async () => {
    const { admin, first, second } = await adminWithEmployees()
    const fake = new Blob([new TextEncoder().encode("this is not a picture at all")], { type: "image/jpeg" })
    const { address } = await admin.client.queueUpload(fake, alt)
    const { key } = await admin.client.change("employees", "update", first.id, { image: address })
    await admin.client.change("employees", "update", first.id, { profession: "后来的修改" })
    await admin.client.change("employees", "update", second.id, { profession: "无关的修改" })
    const original = await serverEmployee(admin, first.id)
    await admin.client.push()

    const upload = await admin.db.uploads.get(address)
    expect(upload).toMatchObject({ state: "failed", lastError: { kind: "rejected", status: 415 } })
    expect(upload?.lastError?.message).toBeTruthy()
    const entries = await admin.db.outbox.toArray()
    // The later edit of the same row was folded into the failed one; the other row's edit went.
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      key,
      state: "failed",
      lastError: { kind: "rejected", status: 415, message: upload?.lastError?.message },
      payload: { image: address, profession: "后来的修改" },
    })
    expect((await admin.db.employees.get(first.id))?.syncState).toBe("failed")
    expect(admin.status().failed).toBe(1)
    expect(await serverEmployee(admin, first.id)).toMatchObject({
      image: original.image,
      version: original.version,
    })
    expect((await serverEmployee(admin, second.id)).profession).toBe("无关的修改")

    // Retrying the edit alone cannot send it: it still needs the refused picture.
    await admin.client.retry(key)
    await admin.client.push()
    expect((await admin.db.outbox.toArray())[0]?.state).toBe("failed")
    expect(uploadsSent(admin)).toHaveLength(1)
    expect(admin.network.sent.some((call) => call.includes(`/employees/${first.id}`))).toBe(false)

    // With another picture, it goes.
    const other = await admin.client.queueUpload(newPicture(), alt)
    await admin.client.retry(key, { image: other.address, profession: "后来的修改" })
    await admin.client.push()
    expect(await admin.db.outbox.count()).toBe(0)
    expect((await serverEmployee(admin, first.id)).image).toBe(
      (await admin.db.uploads.get(other.address))?.serverAddress,
    )
  })

  test("a reload while offline keeps the picture and the edit; they go once the network is back", async () => {
    const { admin, first } = await adminWithEmployees()
    admin.network.online = false
    const picture = newPicture()
    const { address, key } = await admin.client.queueUpload(picture, alt)
    await admin.client.change("employees", "update", first.id, { image: address })
    admin.db.close()

    const reopened = new SiteDatabase(admin.db.name)
    const client = createSyncClient({ db: reopened, transport: admin.client.transport, autoPush: false })
    try {
      const kept = await reopened.uploads.get(address)
      expect(kept).toMatchObject({ key, state: "pending", type: "image/png", ...alt })
      expect(kept?.blob).toBeInstanceOf(Blob)
      expect(new Uint8Array(await (kept?.blob ?? new Blob()).arrayBuffer())).toEqual(
        new Uint8Array(await picture.arrayBuffer()),
      )
      expect((await reopened.employees.get(first.id))?.image).toBe(address)
      expect(await reopened.outbox.count()).toBe(1)

      admin.network.online = true
      await client.syncNow()
      expect(await reopened.outbox.count()).toBe(0)
      const done = await reopened.uploads.get(address)
      expect(done?.key).toBe(key)
      expect((await serverEmployee(admin, first.id)).image).toBe(done?.serverAddress)
    } finally {
      reopened.close()
    }
  })

  test("two edits that use the same picture upload it once", async () => {
    const { admin, first, second } = await adminWithEmployees()
    admin.network.online = false
    const { address } = await admin.client.queueUpload(newPicture(), alt)
    await admin.client.change("employees", "update", first.id, { image: address })
    await admin.client.change("employees", "update", second.id, { image: address })
    admin.network.online = true
    await admin.client.syncNow()
    expect(uploadsSent(admin)).toHaveLength(1)
    const src = (await admin.db.uploads.get(address))?.serverAddress
    expect((await serverEmployee(admin, first.id)).image).toBe(src)
    expect((await serverEmployee(admin, second.id)).image).toBe(src)
  })

  test("an edit saved after its picture was uploaded is queued with the server's address", async () => {
    const { admin, first } = await adminWithEmployees()
    const { address } = await admin.client.queueUpload(newPicture(), alt)
    await admin.client.push() // online: the picture goes at once, before the form is saved
    const src = (await admin.db.uploads.get(address))?.serverAddress
    expect(src).toMatch(/^\/media\//)
    await admin.client.change("employees", "update", first.id, { image: address })
    expect((await admin.db.outbox.toArray())[0]?.payload).toEqual({ image: src })
    expect((await admin.db.employees.get(first.id))?.image).toBe(src)
  })

  test("a local address this device does not hold, or blank alt texts, are refused before anything is written", async () => {
    const { admin, first } = await adminWithEmployees()
    const unknown = "local-media:00000000-0000-4000-8000-000000000000"
    const error = await admin.client
      .change("employees", "update", first.id, { image: unknown })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).issues[0]).toMatchObject({ path: ["image"], code: "url" })
    const blank = await admin.client
      .queueUpload(newPicture(), { alt: " ", altEn: "x" })
      .catch((e: unknown) => e)
    expect(blank).toBeInstanceOf(ValidationError)
    expect(await admin.db.outbox.count()).toBe(0)
    expect(await admin.db.uploads.count()).toBe(0)
  })

  test("retrying a refused picture sends it and the edits it held back; discarding it leaves them failed", async () => {
    const { admin, first, second } = await adminWithEmployees()
    const kept = await admin.client.queueUpload(newPicture(), alt)
    const dropped = await admin.client.queueUpload(newPicture(), alt)
    const keptEdit = await admin.client.change("employees", "update", first.id, { image: kept.address })
    const droppedEdit = await admin.client.change("employees", "update", second.id, {
      image: dropped.address,
    })
    admin.network.refuse = [422, 422]
    await admin.client.push()
    expect((await admin.db.uploads.toArray()).map((upload) => upload.state)).toEqual(["failed", "failed"])
    expect((await admin.db.outbox.toArray()).map((entry) => entry.state)).toEqual(["failed", "failed"])

    await admin.client.retryUpload(kept.address)
    await admin.client.discardUpload(dropped.address)
    await admin.client.push()
    expect(await admin.db.uploads.get(dropped.address)).toBeUndefined()
    const left = await admin.db.outbox.toArray()
    expect(left.map((entry) => [entry.key, entry.state])).toEqual([[droppedEdit.key, "failed"]])
    expect(left.some((entry) => entry.key === keptEdit.key)).toBe(false)
    expect((await serverEmployee(admin, first.id)).image).toBe(
      (await admin.db.uploads.get(kept.address))?.serverAddress,
    )
  })
})
