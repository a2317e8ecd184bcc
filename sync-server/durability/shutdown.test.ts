/**
 * Graceful shutdown of the real server process: SIGTERM/SIGINT close the listener, let a request in
 * flight finish (or cut it at SHUTDOWN_TIMEOUT_MS), do not wait for idle keep-alive connections,
 * close the database with its WAL checkpointed, and exit 0; a second signal exits at once.
 * The request in flight is held open by the client itself (`Expect: 100-continue`, body sent later),
 * so the server needs no test hook to be slow.
 */
import { randomUUID } from "node:crypto"
import { existsSync, statSync } from "node:fs"
import { type Socket, connect } from "node:net"
import Database from "better-sqlite3"
import { afterEach, describe, expect, it } from "vitest"
import { sampleEmployee } from "../test-support/client.ts"
import { type ServerProcess, startServerProcess } from "../test-support/durability/child-server.ts"
import { httpClient, logIn } from "../test-support/durability/http-client.ts"
import { type ScratchDatabase, scratchSqlite } from "../test-support/durability/scratch-database.ts"

interface RawConnection {
  readonly socket: Socket
  /** Everything received so far. */
  received(): string
  /** Resolves once the received text contains `text`. */
  waitFor(text: string): Promise<void>
  readonly closed: Promise<void>
}

const rawConnection = (port: number): Promise<RawConnection> =>
  new Promise((resolve, reject) => {
    let data = ""
    const waiters: Array<{ text: string; done: () => void }> = []
    const socket = connect(port, "127.0.0.1")
    const closed = new Promise<void>((done) => socket.once("close", () => done()))
    socket.on("data", (chunk: Buffer) => {
      data += chunk.toString("utf8")
      for (const waiter of waiters.filter((w) => data.includes(w.text))) waiter.done()
    })
    socket.on("error", () => undefined) // a cut connection is what some tests expect
    socket.once("connect", () =>
      resolve({
        socket,
        received: () => data,
        waitFor: (text) =>
          data.includes(text) ? Promise.resolve() : new Promise((done) => waiters.push({ text, done })),
        closed,
      }),
    )
    socket.once("error", reject)
  })

/** A new connection's fate: "refused" once the listener is closed. */
const tryConnect = (port: number): Promise<"accepted" | "refused"> =>
  new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.destroy()
      resolve("accepted")
    })
    socket.once("error", () => resolve("refused"))
  })

const waitForOutput = async (server: ServerProcess, text: string): Promise<void> => {
  while (!server.output().includes(text)) await new Promise((resolve) => setTimeout(resolve, 20))
}

const origin = (server: ServerProcess) => `http://127.0.0.1:${server.port}`

/** Headers of an employee create whose body the client sends only when told (Expect: 100-continue). */
const heldCreate = (server: ServerProcess, cookie: string, body: string) =>
  [
    "POST /api/employees HTTP/1.1",
    `Host: 127.0.0.1:${server.port}`,
    `Origin: ${origin(server)}`,
    `Cookie: ${cookie}`,
    `Idempotency-Key: ${randomUUID()}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Expect: 100-continue",
    "Connection: keep-alive",
    "",
    "",
  ].join("\r\n")

const idleKeepAlive = async (server: ServerProcess): Promise<RawConnection> => {
  const connection = await rawConnection(server.port)
  connection.socket.write(
    `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: keep-alive\r\n\r\n`,
  )
  await connection.waitFor('"status":"ok"')
  return connection
}

/** The database file after the process ended: integrity, WAL emptied into it, employees by name. */
const inspect = (file: string, name: string) => {
  const wal = `${file}-wal`
  const walBytes = existsSync(wal) ? statSync(wal).size : 0
  const db = new Database(file, { readonly: true })
  try {
    const integrity = db.pragma("integrity_check", { simple: true })
    const rows = db.prepare("select data from employees").all() as Array<{ data: string }>
    return { integrity, walBytes, matching: rows.filter((row) => row.data.includes(name)).length }
  } finally {
    db.close()
  }
}

let database: ScratchDatabase | undefined
let running: ServerProcess | undefined

afterEach(async () => {
  running?.kill("SIGKILL")
  await running?.exited
  running = undefined
  await database?.drop()
  database = undefined
})

const start = async (shutdownTimeoutMs: number) => {
  database = scratchSqlite()
  running = await startServerProcess({
    databaseUrl: database.url,
    env: { SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) },
  })
  const client = httpClient(running.url)
  const cookie = await logIn(client, { username: "admin", password: "admin-password", captcha: "TEST" })
  client.close()
  return { server: running, cookie, file: database.file as string }
}

describe("graceful shutdown of the server process", () => {
  it("SIGTERM: a request in flight completes, new connections are refused, idle ones closed, exit 0", async () => {
    // A bound far beyond the test's own timeout: the stop must not wait for it.
    const { server, cookie, file } = await start(120_000)
    const idle = await idleKeepAlive(server)
    const body = JSON.stringify(sampleEmployee("写到一半的员工"))
    const held = await rawConnection(server.port)
    held.socket.write(heldCreate(server, cookie, body))
    await held.waitFor("HTTP/1.1 100 Continue") // the server has the request: it is in flight

    server.kill("SIGTERM")
    await waitForOutput(server, "SIGTERM: refusing new connections")
    expect(await tryConnect(server.port)).toBe("refused")
    await idle.closed // the idle keep-alive connection does not hold the stop

    held.socket.write(body)
    await held.closed
    expect(held.received()).toMatch(/HTTP\/1\.1 201 Created/)
    expect(held.received()).toMatch(/Connection: close/i)
    expect(held.received()).toContain("写到一半的员工")
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(server.output()).toContain(
      "1 request(s) were in flight, 0 connection(s) cut at the bound; database closed",
    )
    expect(inspect(file, "写到一半的员工")).toEqual({ integrity: "ok", walBytes: 0, matching: 1 })
  }, 60_000)

  it("SIGINT: a request that does not finish within SHUTDOWN_TIMEOUT_MS is cut, and the process exits 0", async () => {
    const { server, cookie, file } = await start(1_000)
    const body = JSON.stringify(sampleEmployee("永远写不完的员工"))
    const held = await rawConnection(server.port)
    held.socket.write(heldCreate(server, cookie, body))
    await held.waitFor("HTTP/1.1 100 Continue")

    server.kill("SIGINT")
    await held.closed // cut by the server: the client never sent its body
    expect(held.received()).not.toMatch(/HTTP\/1\.1 201/)
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(server.output()).toContain("1 connection(s) cut at the bound; database closed")
    expect(inspect(file, "永远写不完的员工")).toEqual({ integrity: "ok", walBytes: 0, matching: 0 })
  }, 60_000)

  it("a second signal while stopping exits at once (128 + signal), the database intact", async () => {
    const { server, cookie, file } = await start(120_000)
    const held = await rawConnection(server.port)
    held.socket.write(heldCreate(server, cookie, JSON.stringify(sampleEmployee("第二个信号"))))
    await held.waitFor("HTTP/1.1 100 Continue")

    server.kill("SIGTERM")
    await waitForOutput(server, "SIGTERM: refusing new connections")
    server.kill("SIGINT")
    expect(await server.exited).toEqual({ code: 130, signal: null })
    expect(server.output()).toContain("SIGINT again: exiting now")
    const after = inspect(file, "第二个信号")
    expect({ integrity: after.integrity, matching: after.matching }).toEqual({ integrity: "ok", matching: 0 })
  }, 60_000)
})
