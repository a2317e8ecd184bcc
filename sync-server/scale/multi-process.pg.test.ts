/**
 * Three real server processes (`sync-server/main.ts`) on three ports and one PostgreSQL database, as
 * behind a load balancer: each request goes to a random process (seeded; a failure names the seed,
 * replay with SEED=<seed>). Sessions, idempotency keys, If-Match, the list cache and the login limits
 * must hold across processes, because none of them lives in a process's memory.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { defaultRateLimits } from "../auth/rate-limit.ts"
import { type Json, apiClient, sampleEmployee } from "../test-support/client.ts"
import { type PostgresDatabase, createPostgresDatabase } from "../test-support/pg-database.ts"
import { type Random, baseSeed, seededRandom } from "../test-support/seeded-random.ts"
import { type ServerProcesses, startServerProcesses } from "../test-support/server-processes.ts"

const seed = baseSeed()
const random: Random = seededRandom(seed)
const because = (what: string) => `${what} (seed ${seed})`

let database: PostgresDatabase | undefined
let processes: ServerProcesses | undefined
let urls: string[] = []
let admin = ""

const cookieOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

/** Captcha from one process, login on another: the session (and its captcha) is in the database. */
const login = async (captchaUrl: string, loginUrl: string): Promise<string> => {
  const captcha = await fetch(`${captchaUrl}/api/captcha`)
  const login = await fetch(`${loginUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookieOf(captcha) },
    body: JSON.stringify({ username: "admin", password: "admin-password", captcha: "TEST" }),
  })
  expect(login.status, because(`login on ${loginUrl} after a captcha from ${captchaUrl}`)).toBe(200)
  return cookieOf(login)
}

/** Two different processes, chosen at random. */
const twoProcesses = (): [string, string] => {
  const first = random.below(urls.length)
  const second = (first + 1 + random.below(urls.length - 1)) % urls.length
  return [urls[first] as string, urls[second] as string]
}
const anyProcess = (): string => random.pick(urls)

beforeAll(async () => {
  database = await createPostgresDatabase()
  // Started at the same moment on the empty database: they bootstrap it together, under its lock.
  // TRUST_PROXY lets the login-limit test give its attempts an address of their own.
  processes = await startServerProcesses(3, database.url, { TRUST_PROXY: "1" })
  urls = processes.servers.map((server) => server.url)
  const [captchaUrl, loginUrl] = twoProcesses()
  admin = await login(captchaUrl, loginUrl)
}, 180_000)
afterAll(async () => {
  await processes?.stop()
  await database?.drop()
}, 60_000)

describe("three server processes on one PostgreSQL", () => {
  test("a login on one process is valid on the others; a logout on one ends it on all", async () => {
    const [captchaUrl, loginUrl] = twoProcesses()
    const cookie = await login(captchaUrl, loginUrl)
    for (const url of urls) {
      const user = await apiClient(url).get("/api/user", { cookie })
      expect(user.status, because(`the session on ${url}`)).toBe(200)
      expect(user.body.username).toBe("admin")
    }
    const logoutUrl = anyProcess()
    expect((await apiClient(logoutUrl).post("/api/logout", { cookie })).status).toBe(200)
    for (const url of urls) {
      expect(
        (await apiClient(url).get("/api/user", { cookie })).status,
        because(`after logout, ${url}`),
      ).toBe(401)
      const write = await apiClient(url).post("/api/employees", { cookie, body: sampleEmployee("登出之后") })
      expect(write.status, because(`a write after logout on ${url}`)).toBe(401)
    }
  })

  test("a role change or a disable made on one process reaches the account's sessions on every other at once", async () => {
    const username = `multi-editor-${randomUUID().slice(0, 8)}`
    const [inviteUrl, acceptUrl] = twoProcesses()
    const invited = await apiClient(inviteUrl).post("/api/accounts", {
      cookie: admin,
      body: { username, displayName: "多进程编辑", role: "editor" },
    })
    expect(invited.status, because("the invitation")).toBe(201)
    const { account, invitation } = invited.body as { account: { id: number }; invitation: { url: string } }
    const accepted = await fetch(`${acceptUrl}/api/invitations/accept`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: new URL(invitation.url).hash.slice(1), password: "editor-password-1" }),
    })
    expect(accepted.status, because(`accepted on ${acceptUrl}`)).toBe(200)
    const editor = cookieOf(accepted)
    for (const url of urls) {
      const write = await apiClient(url).post("/api/employees", {
        cookie: editor,
        body: sampleEmployee("编辑写入"),
      })
      expect(write.status, because(`an editor's write on ${url}`)).toBe(201)
    }
    const demoteUrl = anyProcess()
    const demoted = await apiClient(demoteUrl).patch(`/api/accounts/${account.id}`, {
      cookie: admin,
      body: { role: "viewer" },
    })
    expect(demoted.status, because(`demoted on ${demoteUrl}`)).toBe(200)
    for (const url of urls) {
      const write = await apiClient(url).post("/api/employees", {
        cookie: editor,
        body: sampleEmployee("降级之后"),
      })
      expect(
        write.status,
        because(`a viewer's write on ${url}, right after the change on ${demoteUrl}`),
      ).toBe(403)
      expect((await apiClient(url).get("/api/user", { cookie: editor })).body.role).toBe("viewer")
    }
    const disabled = await apiClient(anyProcess()).patch(`/api/accounts/${account.id}`, {
      cookie: admin,
      body: { state: "disabled" },
    })
    expect(disabled.status).toBe(200)
    for (const url of urls) {
      expect(
        (await apiClient(url).get("/api/user", { cookie: editor })).status,
        because(`the disabled account's session on ${url}`),
      ).toBe(401)
    }
  })

  test("the same Idempotency-Key sent to two processes at once writes one row", async () => {
    for (let round = 0; round < 5; round += 1) {
      const key = randomUUID()
      const name = `幂等${round}-${key.slice(0, 8)}`
      const [first, second] = twoProcesses()
      const send = (url: string) =>
        apiClient(url).post("/api/employees", {
          cookie: admin,
          headers: { "Idempotency-Key": key },
          body: sampleEmployee(name),
        })
      const answers = await Promise.all([send(first), send(second)])
      const created = answers.filter((answer) => answer.status === 201)
      expect(created.length, because("at least one answer is the write's")).toBeGreaterThanOrEqual(1)
      for (const answer of answers) {
        if (answer.status === 201) expect(answer.body).toEqual(created[0]?.body)
        else {
          expect(answer.status, because("the other answer")).toBe(409)
          expect(answer.body.code).toBe("IDEMPOTENCY_IN_FLIGHT")
        }
      }
      // A later replay on any process gets the stored answer.
      const replay = await send(anyProcess())
      expect(replay.status).toBe(201)
      expect(replay.headers.get("idempotency-replayed")).toBe("true")
      expect(replay.body).toEqual(created[0]?.body)
      const list = await apiClient(anyProcess()).get("/api/employees", { cookie: admin })
      const rows = (list.body as Json[]).filter((row) => row.name === name)
      expect(rows.length, because(`rows written for key ${key}`)).toBe(1)
    }
  })

  test("If-Match holds across processes: the same version sent to two, one 200 and one 409", async () => {
    for (let round = 0; round < 5; round += 1) {
      const created = await apiClient(anyProcess()).post("/api/employees", {
        cookie: admin,
        body: sampleEmployee(`版本${round}`),
      })
      expect(created.status).toBe(201)
      const id = created.body.id as number
      const [first, second] = twoProcesses()
      const patch = (url: string, description: string) =>
        apiClient(url).patch(`/api/employees/${id}`, {
          cookie: admin,
          headers: { "If-Match": `"${created.body.version}"` },
          body: { description },
        })
      const answers = await Promise.all([patch(first, "从第一个进程"), patch(second, "从第二个进程")])
      expect(answers.map((answer) => answer.status).sort(), because(`PATCH ${id} twice`)).toEqual([200, 409])
      const winner = answers.find((answer) => answer.status === 200)
      const loser = answers.find((answer) => answer.status === 409)
      expect(loser?.body.current).toEqual(winner?.body)
      expect(winner?.body.version).toBe(created.body.version + 1)
    }
  })

  test("a write on one process is in the next read on another: lists, ETags, 304s, the feed", async () => {
    const identity = { "Accept-Encoding": "identity" }
    const etags = new Map<string, string>()
    const names: string[] = []
    for (let round = 0; round < 12; round += 1) {
      const [writer, reader] = twoProcesses()
      // Each reader first revalidates what it has, so its cache holds the list before the write.
      const before = await apiClient(reader).get("/api/employees", { headers: identity })
      etags.set(reader, before.headers.get("etag") ?? "")
      const name = `写后读${round}`
      const created = await apiClient(writer).post("/api/employees", {
        cookie: admin,
        body: sampleEmployee(name),
      })
      expect(created.status).toBe(201)
      names.push(name)
      // The anonymous fast path, with the ETag the reader's cache gave out before the write.
      const anonymous = await apiClient(reader).get("/api/employees", {
        headers: { ...identity, "If-None-Match": etags.get(reader) ?? "" },
      })
      expect(anonymous.status, because(`round ${round}: ${writer} wrote, ${reader} read`)).toBe(200)
      expect((anonymous.body as Json[]).map((row) => row.name)).toEqual(expect.arrayContaining(names))
      // The same through Express (an admin session) and gzip, and the anonymous snapshot.
      const adminList = await apiClient(reader).get("/api/employees", { cookie: admin })
      expect((adminList.body as Json[]).some((row) => row.name === name)).toBe(true)
      const gzip = await fetch(`${reader}/api/employees`, { headers: { "Accept-Encoding": "gzip" } })
      expect(((await gzip.json()) as Json[]).some((row) => row.name === name)).toBe(true)
      const snapshot = await apiClient(reader).get("/api/sync?since=0")
      expect((snapshot.body.changes as Json[]).some((change) => change.row?.name === name)).toBe(true)
      // A change (here a delete) on the writer reaches the reader's feed from its cursor.
      if (round % 4 === 3) {
        const cursor = snapshot.body.cursor as number
        expect(
          (await apiClient(writer).delete(`/api/employees/${created.body.id}`, { cookie: admin })).status,
        ).toBe(200)
        names.pop()
        const feed = await apiClient(reader).get(`/api/sync?since=${cursor}`)
        expect(feed.body.changes).toContainEqual({ entity: "employees", id: created.body.id, op: "delete" })
        const after = await apiClient(reader).get("/api/employees", { headers: identity })
        expect((after.body as Json[]).some((row) => row.id === created.body.id)).toBe(false)
      }
    }
    // Nothing changed since the last read: every process answers the same ETag with a 304.
    const current = await apiClient(anyProcess()).get("/api/employees", { headers: identity })
    for (const url of urls) {
      const revalidated = await apiClient(url).get("/api/employees", {
        headers: { ...identity, "If-None-Match": current.headers.get("etag") ?? "" },
      })
      expect(revalidated.status, because(`304 on ${url}`)).toBe(304)
    }
  })

  // The two limit tests come last; each uses addresses of its own (TRUST_PROXY and X-Forwarded-For)
  // and the account one an unknown username, so they do not lock out the admin of the tests above.
  test("the per-account budget of password checks is shared by every process", async () => {
    const username = `nobody-${randomUUID().slice(0, 8)}`
    const attempts = 3 * defaultRateLimits.burstChecksPerAccount
    // Each attempt: its own address and captcha session, on the process after the previous one's.
    const prepared = await Promise.all(
      Array.from({ length: attempts }, async (_, i) => {
        const url = urls[i % urls.length] as string
        const captcha = await fetch(`${url}/api/captcha`)
        return { url, cookie: cookieOf(captcha), address: `198.51.100.${i + 1}` }
      }),
    )
    const answers = await Promise.all(
      prepared.map(({ url, cookie, address }) =>
        apiClient(url).post("/api/login", {
          cookie,
          headers: { "X-Forwarded-For": address },
          body: { username, password: "wrong-password", captcha: "TEST" },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    const checked = statuses.filter((status) => status === 401).length
    // Counted per process, each of the three would have allowed a whole burst of checks.
    expect(checked, because(`password checks among ${statuses.join(",")}`)).toBeGreaterThanOrEqual(1)
    expect(checked).toBeLessThanOrEqual(defaultRateLimits.burstChecksPerAccount)
    // Every other attempt is refused: 429 by the shared budget, or 503 by a process whose hashing line
    // was full when it arrived (a busy answer counts nothing: auth/scrypt-pool.ts, admit).
    const refused = statuses.filter((status) => status === 429 || status === 503).length
    expect(refused, because(`refusals among ${statuses.join(",")}`)).toBe(attempts - checked)
  })

  test("the failed-login limit per address counts attempts made on every process", async () => {
    const address = `203.0.113.${1 + random.below(250)}`
    const attempt = (url: string, captcha: string) =>
      apiClient(url).post("/api/login", {
        headers: { "X-Forwarded-For": address },
        body: { username: "admin", password: "admin-password", captcha },
      })
    // Round-robin: no process sees more than a third of the failures.
    for (let i = 0; i < defaultRateLimits.maxFailuresPerAddress; i += 1) {
      const failed = await attempt(urls[i % urls.length] as string, "WRONG")
      expect(failed.status, because(`failed attempt ${i + 1}`)).toBe(400)
    }
    for (const url of urls) {
      const limited = await attempt(url, "TEST")
      expect(limited.status, because(`the attempt after the limit, on ${url}`)).toBe(429)
      expect(limited.body.code).toBe("RATE_LIMITED")
    }
  })
})
