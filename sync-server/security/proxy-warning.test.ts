/**
 * With TRUST_PROXY, a request that reaches the server without X-Forwarded-For came around the proxy:
 * the server says so once in its log (proxy-warning.ts, docs/deployment.md). A real server, one
 * warning for many such requests, none behind a proxy that adds the header or without TRUST_PROXY.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, test, vi } from "vitest"
import type { ServerConfig } from "../config.ts"
import { type RunningServer, startServer } from "../server.ts"
import { directClientWarning } from "./proxy-warning.ts"

const servers: Array<{ running: RunningServer; dir: string }> = []

const start = async (trustProxy: ServerConfig["trustProxy"]): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), "proxy-warning-"))
  const running = await startServer({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: `sqlite:${join(dir, "site.db")}`,
    sessionSecret: "s",
    production: false,
    adminUsername: "admin",
    adminPassword: "admin-password",
    demoContent: false,
    captchaTestText: "TEST",
    staticDir: undefined,
    trustProxy,
  })
  servers.push({ running, dir })
  return `http://127.0.0.1:${running.port}`
}

afterEach(async () => {
  vi.restoreAllMocks()
  for (const { running, dir } of servers.splice(0)) {
    await running.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

/** The direct-client warnings among what was written with console.warn. */
const warningsOf = (warn: { mock: { calls: unknown[][] } }): string[] =>
  warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith(directClientWarning))

describe("TRUST_PROXY and clients that reach the server directly", () => {
  test("requests through the proxy (with X-Forwarded-For): no warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    const url = await start(1)
    for (const address of ["203.0.113.7", "198.51.100.1, 203.0.113.7"])
      await fetch(`${url}/api/settings`, { headers: { "X-Forwarded-For": address } })
    expect(warningsOf(warn)).toEqual([])
  })

  test("a request without X-Forwarded-For: one warning naming the rule, however many follow", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    const url = await start(1)
    // A health check comes without the header from the orchestrator or the proxy: not a client.
    await fetch(`${url}/api/health`)
    expect(warningsOf(warn)).toEqual([])
    for (let index = 0; index < 5; index++) await fetch(`${url}/api/settings`)
    await fetch(`${url}/`)
    const warnings = warningsOf(warn)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain("X-Forwarded-For")
    expect(warnings[0]).toContain("docs/deployment.md")
    expect(warnings[0]).toContain("from 127.0.0.1, GET /api/settings")
  })

  test("a proxy named by address: a client from elsewhere is not believed anyway, so no warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    const url = await start("10.0.0.0/8")
    await fetch(`${url}/api/settings`)
    expect(warningsOf(warn)).toEqual([])
  })

  test("without TRUST_PROXY no header is believed: no warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    const url = await start(false)
    await fetch(`${url}/api/settings`)
    expect(warningsOf(warn)).toEqual([])
  })
})
