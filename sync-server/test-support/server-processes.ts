/**
 * Real server processes for the scale-out suites: child processes running `sync-server/main.ts` (what
 * `npm run serve` runs), each on its own port, all on one database, stopped with SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { nodeArgsFor } from "./built-app.ts"

/** The repository's root: scripts are spawned from there, as npm runs them. */
const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

/** The environment every process of one test shares: one database, one session secret. */
export const serverEnvironment = (
  databaseUrl: string,
  more: Record<string, string> = {},
): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: "scale-test-secret",
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: "admin-password",
  CAPTCHA_TEST_TEXT: "TEST",
  DEMO_CONTENT: "off",
  ...more,
})

export interface ServerProcess {
  readonly url: string
  readonly port: number
  readonly child: ChildProcess
  /** What the process printed (stdout and stderr), for failure messages. */
  output(): string
}

/** Wait until GET /api/health answers 200 (the readiness check), or fail with the process's output. */
export const waitUntilHealthy = async (url: string, child: ChildProcess, output: () => string) => {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}:\n${output()}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not become healthy:\n${output()}`)
}

/**
 * Spawn a server source file (a path from the repository's root): compiled when the build is up to
 * date, else through tsx (built-app.ts's nodeArgsFor); output is kept, not shown.
 */
export const spawnNode = (script: string, env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, nodeArgsFor(script), {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let text = ""
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()))
  return { child, output: () => text }
}

/** Start one server process on a free port and wait for its health check. */
export const startServerProcess = async (env: NodeJS.ProcessEnv): Promise<ServerProcess> => {
  const port = await freePort()
  const { child, output } = spawnNode("sync-server/main.ts", { ...env, PORT: String(port) })
  const url = `http://127.0.0.1:${port}`
  await waitUntilHealthy(url, child, output)
  return { url, port, child, output }
}

/** SIGTERM, then the exit code (SIGKILL after `graceMs`). */
export const stopProcess = (child: ChildProcess, graceMs = 15_000): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode)
    const kill = setTimeout(() => child.kill("SIGKILL"), graceMs)
    child.once("exit", (code) => {
      clearTimeout(kill)
      resolve(code)
    })
    child.kill("SIGTERM")
  })

export interface ServerProcesses {
  readonly servers: ReadonlyArray<ServerProcess>
  stop(): Promise<void>
}

/** `count` processes on one database, started at once (they bootstrap it together). */
export const startServerProcesses = async (
  count: number,
  databaseUrl: string,
  more: Record<string, string> = {},
): Promise<ServerProcesses> => {
  // An empty build folder: these suites are about the API.
  const staticDir = mkdtempSync(join(tmpdir(), "scale-static-"))
  const env = serverEnvironment(databaseUrl, { STATIC_DIR: staticDir, ...more })
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess(env)))
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))
  const stop = async () => {
    await Promise.all(servers.map((server) => stopProcess(server.child)))
    rmSync(staticDir, { recursive: true, force: true })
  }
  const failed = started.find((result) => result.status === "rejected")
  if (failed !== undefined) {
    await stop()
    throw failed.reason
  }
  return { servers, stop }
}
