/**
 * What the benches share to run the real server as a child process: start it on a port with the
 * bench's own settings and wait until it answers, stop it, set an account's password with the
 * server's own command, and carry cookies from one answer to the next request.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { waitFor } from "./wait-for-server.ts"

/**
 * `sync-server/main.ts` on 127.0.0.1:`port` in development mode without demo content, with `env` over
 * that (a value of undefined removes the variable, e.g. a CAPTCHA_TEST_TEXT this shell has set).
 * Resolves once /api/health answers.
 */
export const startBenchServer = async (
  port: number,
  env: Readonly<Record<string, string | undefined>>,
): Promise<ChildProcess> => {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DEMO_CONTENT: "off",
    ...env,
  }
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name]
  const child = spawn(process.execPath, ["--import", "tsx", "sync-server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: merged,
  })
  await waitFor(`http://127.0.0.1:${port}/api/health`, 300)
  return child
}

/**
 * The site as it is served, for the benches that measure pages (web, pages, admin-ui): the build in
 * `staticDir` served with the demo content by the server that build compiled (`server/main.mjs`, what
 * `npm run serve` runs), else by `sync-server/main.ts` through tsx; BENCH_SERVER=source asks for the
 * sources (a server change measured without building again). `env` adds to or overrides that.
 * Resolves once /api/health answers.
 */
export const startSiteServer = async (options: {
  readonly port: number
  readonly staticDir: string
  readonly databaseUrl: string
  readonly env?: Readonly<Record<string, string>>
}): Promise<ChildProcess> => {
  const built = join(options.staticDir, "server", "main.mjs")
  const useBuilt = existsSync(built) && process.env.BENCH_SERVER !== "source"
  const child = spawn(process.execPath, useBuilt ? [built] : ["--import", "tsx", "sync-server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      STATIC_DIR: options.staticDir,
      DATABASE_URL: options.databaseUrl,
      DEMO_CONTENT: "on",
      NODE_ENV: "development",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  })
  await waitFor(`http://127.0.0.1:${options.port}/api/health`, 600)
  return child
}

/** SIGTERM (the server's graceful shutdown), resolved once the process has exited. */
export const stopBenchServer = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null) return
  const exited = new Promise((done) => child.once("exit", done))
  child.kill("SIGTERM")
  await exited
}

/** `npm run admin:password -- <username>` against `databaseUrl`; its printed line. */
export const setAccountPassword = (databaseUrl: string, username: string, password: string): string =>
  execFileSync(process.execPath, ["--import", "tsx", "sync-server/cli/set-admin-password.ts", username], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  })
    .toString()
    .trim()

/** The cookies an answer set, as a Cookie header. */
export const cookieOf = (headers: Headers): string =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")
