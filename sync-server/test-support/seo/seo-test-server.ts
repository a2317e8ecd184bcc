/**
 * For the seo tests: the real server on a free port, serving the real build (built-app.ts: it renders
 * every public page from the database), on a fresh SQLite file, or under `npm run test:pg` a fresh
 * PostgreSQL database; the administrator's session cookie for the back-office calls.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startServer } from "../../server.ts"
import { builtAppDir } from "../built-app.ts"
import { createPostgresDatabase } from "../pg-database.ts"
import { loginAs } from "../test-server.ts"

export interface SeoTestServer {
  readonly url: string
  readonly cookie: string
  stop(): Promise<void>
}

export const startSeoTestServer = async (
  options: {
    demoContent?: boolean
    publicOrigin?: string
    trustProxy?: boolean | number
  } = {},
): Promise<SeoTestServer> => {
  const dir = mkdtempSync(join(tmpdir(), "seo-test-"))
  const pg = process.env.TEST_POSTGRES_URL ? await createPostgresDatabase() : undefined
  const databaseUrl = pg?.url ?? `sqlite:${join(dir, "site.db")}`
  const start = (): Promise<RunningServer> =>
    startServer({
      port: 0,
      host: "127.0.0.1",
      databaseUrl,
      sessionSecret: "seo-test",
      production: false,
      adminUsername: "admin",
      adminPassword: "admin-password",
      demoContent: options.demoContent ?? false,
      captchaTestText: "TEST",
      staticDir: builtAppDir,
      trustProxy: options.trustProxy ?? false,
      publicOrigin: options.publicOrigin,
      shutdownTimeoutMs: 2_000,
    })
  let running: RunningServer
  try {
    running = await start()
  } catch (error) {
    await pg?.drop()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const url = `http://127.0.0.1:${running.port}`
  const cookie = await loginAs(url, { username: "admin", password: "admin-password", captcha: "TEST" })
  return {
    url,
    cookie,
    stop: async () => {
      await running.close()
      await pg?.drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
