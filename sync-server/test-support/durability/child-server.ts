/**
 * The real server as a child process, for the durability tests and `npm run test:crash`: started
 * with test settings on a given database, killed or stopped with a signal like an operator (or a
 * crash) would. The build's compiled server (`node dist/server/main.mjs`, what production runs) when
 * it is up to date, else the sources through tsx (built-app.ts's nodeArgsFor).
 */
import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { nodeArgsFor } from "../built-app.ts"

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..")

export const adminCredentials = { username: "admin", password: "admin-password", captcha: "TEST" }

export interface ServerProcess {
  readonly url: string
  readonly port: number
  readonly child: ChildProcess
  /** Resolves when the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Everything it printed so far (stdout and stderr). */
  output(): string
  kill(signal: NodeJS.Signals): void
}

export interface ServerProcessOptions {
  readonly databaseUrl: string
  /** Default: a free port. */
  readonly port?: number
  /** More environment (SHUTDOWN_TIMEOUT_MS, ...). */
  readonly env?: Record<string, string>
}

export const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === "object" && address !== null
          ? resolvePort(address.port)
          : reject(new Error("no port")),
      )
    })
  })

/** Only what the server needs: nothing of the test runner's own environment (TEST_POSTGRES_URL, ...). */
const serverEnv = (options: ServerProcessOptions, port: number): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TMPDIR: process.env.TMPDIR,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: options.databaseUrl,
  ADMIN_USERNAME: adminCredentials.username,
  ADMIN_PASSWORD: adminCredentials.password,
  CAPTCHA_TEST_TEXT: adminCredentials.captcha,
  SESSION_SECRET: "durability-test-session-secret",
  DEMO_CONTENT: "off",
  NODE_ENV: "test",
  // The crash cycles send anonymous enquiries among their writes from 127.0.0.1, far past the public
  // limits; every answer must be a success or a version conflict there.
  ENQUIRIES_PER_ADDRESS: "1000000",
  ENQUIRIES_PER_HOUR: "1000000",
  ...options.env,
})

/** Start the server and wait until it says it is serving (or fail with what it printed). */
export const startServerProcess = async (options: ServerProcessOptions): Promise<ServerProcess> => {
  const port = options.port ?? (await freePort())
  const child = spawn(process.execPath, nodeArgsFor("sync-server/main.ts"), {
    cwd: repoRoot,
    env: serverEnv(options, port),
    stdio: ["ignore", "pipe", "pipe"],
  })
  let printed = ""
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once("exit", (code, signal) => done({ code, signal })),
  )
  await new Promise<void>((ready, fail) => {
    const onOutput = (chunk: Buffer) => {
      printed += chunk.toString("utf8")
      if (printed.includes("Serving on http://")) ready()
    }
    child.stdout.on("data", onOutput)
    child.stderr.on("data", onOutput)
    void exited.then(({ code, signal }) =>
      fail(new Error(`the server ended before serving (code ${code}, signal ${signal}):\n${printed}`)),
    )
  })
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    output: () => printed,
    kill: (signal) => {
      child.kill(signal)
    },
  }
}
