/**
 * GET /api/sync/stream (issue 30) against a real server and database, on both engines: what each scope
 * is told, heartbeats, resumption after random disconnects with no change missed, an account change
 * ending a stream, the per-address limit, and a stop ending every stream at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AdminSession } from "../test-support/admin-session.ts"
import { type Json, apiClient, sampleCollaboration, sampleEmployee } from "../test-support/client.ts"
import { createAccount } from "../test-support/accounts.ts"
import { type OpenStream, isSeq, openStream, seqOf } from "../test-support/event-stream.ts"
import { seededRandom } from "../test-support/seeded-random.ts"
import { defaultMinGapMs } from "../sync/change-watch.ts"
import { type TestServer, loginAs, startTestServerWith } from "../test-support/test-server.ts"

let server: TestServer
let admin: AdminSession
const streams: OpenStream[] = []

beforeAll(async () => {
  server = await startTestServerWith(
    {},
    { streams: { heartbeatMs: 100, accountCheckMs: 100, retryMs: 500, perAddress: 6 } },
  )
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  admin = { server, api: apiClient(server.url), cookie }
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await server.stop()
})

const open = async (cookie?: string, headers: Record<string, string> = {}) => {
  const stream = await openStream(`${server.url}/api/sync/stream`, {
    ...headers,
    ...(cookie === undefined ? {} : { Cookie: cookie }),
  })
  streams.push(stream)
  return stream
}

const createEmployee = async (): Promise<number> => {
  const answer = await admin.api.post("/api/employees", { cookie: admin.cookie, body: sampleEmployee() })
  expect(answer.status).toBe(201)
  return answer.body.id as number
}

/** The feed's cursor now, as the scope of `cookie` reads it (one page holds these tests' rows). */
const cursorOf = async (cookie?: string): Promise<number> => {
  const page = (await admin.api.get("/api/sync?since=0&limit=2000", cookie === undefined ? {} : { cookie }))
    .body as Json
  expect(page.more).toBe(false)
  return page.cursor as number
}

describe("what a stream says", () => {
  it("opens with the scope's newest position and tells each later change", async () => {
    await createEmployee()
    const stream = await open()
    expect(stream.status).toBe(200)
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/)
    expect(stream.headers.get("cache-control")).toBe("no-store")
    // Who the stream is for comes first (the app compares it with its own idea of the session).
    expect(await stream.next(() => true)).toEqual({ event: "session", id: undefined, data: '{"role":null}' })
    const first = await stream.next(isSeq)
    expect(seqOf(first)).toBe(await cursorOf())
    expect(first.id).toBe(String(seqOf(first)))

    const id = await createEmployee()
    const told = await stream.next((event) => isSeq(event) && seqOf(event) > seqOf(first))
    const pulled = (await admin.api.get(`/api/sync?since=${seqOf(first)}`)).body as Json
    expect(pulled.cursor).toBe(seqOf(told))
    expect(pulled.changes.map((change: Json) => change.id)).toEqual([id])
  })

  it("coalesces a burst of writes into a few announcements, the last one the newest", async () => {
    const stream = await open()
    const first = await stream.next(isSeq)
    const before = stream.events.length
    const started = Date.now()
    const writes = 12
    await Promise.all(Array.from({ length: writes }, () => createEmployee()))
    const took = Date.now() - started
    const newest = await cursorOf()
    await stream.next((event) => isSeq(event) && seqOf(event) === newest)
    const told = stream.events.slice(before).filter(isSeq).map(seqOf)
    // One at once, then at most one per quarter second: never one per write of a burst.
    expect(told.length).toBeLessThanOrEqual(Math.ceil(took / defaultMinGapMs) + 2)
    expect(told.length).toBeLessThan(writes)
    expect(told.every((seq, index) => seq > (told[index - 1] ?? seqOf(first)))).toBe(true)
    expect(told.at(-1)).toBe(newest)
    // Pulling from the first position brings every write: nothing was lost by skipping positions.
    const pulled = (await admin.api.get(`/api/sync?since=${seqOf(first)}&limit=2000`)).body as Json
    expect(pulled.changes).toHaveLength(writes)
    // The limit per address is small here: the tests below need this one back.
    stream.close()
    await stream.ended
  })

  it("answers a pull from a cursor again after a write, never from an outdated copy", async () => {
    const since = await cursorOf()
    const id = await createEmployee()
    const first = (await admin.api.get(`/api/sync?since=${since}`)).body as Json
    // The same pull again (anonymous: the fast path in front of Express; signed in: the signed-in one
    // or Express).
    expect((await admin.api.get(`/api/sync?since=${since}`)).body).toEqual(first)
    const signedIn = (await admin.api.get(`/api/sync?since=${since}`, { cookie: admin.cookie })).body as Json
    expect(signedIn.changes.map((change: Json) => change.id)).toEqual([id])
    const second = await createEmployee()
    const again = (await admin.api.get(`/api/sync?since=${since}`)).body as Json
    expect(again.changes.map((change: Json) => change.id)).toEqual([id, second])
    expect(again.cursor).toBeGreaterThan(first.cursor as number)
    const adminAgain = (await admin.api.get(`/api/sync?since=${since}`, { cookie: admin.cookie }))
      .body as Json
    expect(adminAgain.changes.map((change: Json) => change.id)).toEqual([id, second])
  })

  it("never tells an anonymous stream of an enquiry, and tells an administrator's", async () => {
    const anonymous = await open()
    const staff = await open((await createAccount(admin, "editor")).cookie)
    const administrator = await open(admin.cookie)
    const before = seqOf(await anonymous.next(isSeq))
    const adminBefore = seqOf(await administrator.next(isSeq))

    expect((await admin.api.post("/api/collaborations", { body: sampleCollaboration() })).status).toBe(201)
    const enquirySeq = seqOf(await administrator.next((event) => isSeq(event) && seqOf(event) > adminBefore))
    expect(enquirySeq).toBe(await cursorOf(admin.cookie))

    // The next shared change is the first thing the others hear after their opening position.
    await createEmployee()
    const anonymousNext = await anonymous.next((event) => isSeq(event) && seqOf(event) > before)
    expect(seqOf(anonymousNext)).toBeGreaterThan(enquirySeq)
    expect(anonymous.events.filter(isSeq).map(seqOf)).toEqual([before, seqOf(anonymousNext)])
    await staff.next((event) => isSeq(event) && seqOf(event) > enquirySeq)
    expect(staff.events.filter(isSeq).map(seqOf)).not.toContain(enquirySeq)
  })

  it("sends a heartbeat comment while nothing changes", async () => {
    const stream = await open()
    await stream.next(isSeq)
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect(stream.comments()).toBeGreaterThanOrEqual(2)
  })
})

describe("resuming", () => {
  it("misses no change over random disconnects (seeded; replay a failure with its seed)", async () => {
    for (const seed of [11, 29, 47]) {
      const random = seededRandom(seed)
      // A device: its rows, its cursor, and a stream it reopens now and then.
      const rows = new Map<string, Json>()
      let cursor = 0
      const pull = async () => {
        let more = true
        while (more) {
          const page = (await admin.api.get(`/api/sync?since=${cursor}&limit=7`)).body as Json
          for (const change of page.changes) {
            const key = `${change.entity}:${change.id}`
            if (change.op === "delete") rows.delete(key)
            else rows.set(key, change.row)
          }
          cursor = page.cursor as number
          more = page.more as boolean
        }
      }
      await pull()
      let stream = await open()
      let read = 0
      const ids: number[] = []
      for (let step = 0; step < 12; step += 1) {
        const action = random.below(4)
        if (action === 0) {
          stream.close()
          stream = await open()
          read = 0
        } else if (action === 1 && ids.length > 0) {
          const id = ids.splice(random.below(ids.length), 1)[0]!
          expect((await admin.api.delete(`/api/employees/${id}`, { cookie: admin.cookie })).status).toBe(200)
        } else ids.push(await createEmployee())
        // The device pulls only when its stream says there is something past its cursor.
        const newest = await cursorOf()
        if (newest > cursor) {
          const event = await stream.next(
            (candidate) => isSeq(candidate) && seqOf(candidate) >= newest,
            5_000,
            read,
          )
          read = stream.events.indexOf(event) + 1
          await pull()
        }
        expect(cursor, `seed ${seed}, step ${step}`).toBe(newest)
      }
      stream.close()
      const everything = (await admin.api.get("/api/sync?since=0&limit=2000")).body as Json
      const expected = new Map<string, Json>(
        everything.changes
          .filter((change: Json) => change.op === "upsert")
          .map((change: Json) => [`${change.entity}:${change.id}`, change.row]),
      )
      expect(rows, `seed ${seed}`).toEqual(expected)
    }
  })
})

describe("accounts, limits and stopping", () => {
  it("ends a signed-in stream with an account event when its role changes", async () => {
    const editor = await createAccount(admin, "editor")
    const stream = await open(editor.cookie)
    expect((await stream.next((event) => event.event === "session")).data).toBe('{"role":"editor"}')
    await stream.next(isSeq)
    const changed = await admin.api.patch(`/api/accounts/${editor.id}`, {
      cookie: admin.cookie,
      body: { role: "viewer" },
    })
    expect(changed.status).toBe(200)
    expect((await stream.next((event) => event.event === "account")).data).toBe("{}")
    await stream.ended
  })

  it("refuses more streams from one address than the limit, in the reader's language", async () => {
    for (const stream of streams) stream.close()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const held = await Promise.all(Array.from({ length: 6 }, () => open()))
    for (const stream of held) await stream.next(isSeq)
    const refused = await fetch(`${server.url}/api/sync/stream`, { headers: { "Accept-Language": "en" } })
    expect(refused.status).toBe(429)
    expect(refused.headers.get("retry-after")).toBe("30")
    expect(((await refused.json()) as Json).message).toMatch(/live-update connections/)
    for (const stream of held) stream.close()
  })

  it("ends every stream cleanly when the server stops", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const held = [await open(), await open(admin.cookie)]
    for (const stream of held) await stream.next(isSeq)
    await server.restart()
    for (const stream of held) expect(await stream.endedCleanly).toBe(true)
    const again = await open()
    expect(seqOf(await again.next(isSeq))).toBe(await cursorOf())
  })
})
