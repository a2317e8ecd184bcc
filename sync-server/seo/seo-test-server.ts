/**
 * For the seo tests: the real server on a free port, serving a small build folder (an index.html and
 * a prerendered page shaped like the real ones), on a fresh SQLite file, or under `npm run test:pg` a
 * fresh PostgreSQL database; the administrator's session cookie for the back-office calls.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { openDatabase } from "../db/connection.ts"
import { prerenderStampFile } from "../http/static.ts"
import { type RunningServer, startServer } from "../server.ts"
import { publicContentStamp } from "../sync/change-log.ts"
import { createPostgresDatabase } from "../test-support/pg-database.ts"
import { loginAs } from "../test-support/test-server.ts"

/** The build's index.html as Vite writes it: a title, a description over several lines, an SVG. */
export const indexHtml = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>智元数字员工</title>
    <meta
      name="description"
      content="构建时的描述"
    />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="root"><svg><title>logo</title></svg></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>
`

/** A prerendered page: the build's snapshot title stays in its data, the head's tags replace it. */
export const prerenderedHtml = (title: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>${title}</title>` +
  `<meta name="description" content="snapshot"></head><body><div id="root" data-prerendered="zh-CN">` +
  `<main>snapshot</main></div></body></html>`

export interface SeoTestServer {
  readonly url: string
  readonly cookie: string
  readonly buildDir: string
  stop(): Promise<void>
}

export const startSeoTestServer = async (
  options: {
    demoContent?: boolean
    publicOrigin?: string
    trustProxy?: boolean | number
    /** Let the server send the prerendered page (prerendered/about.html) for /about. */
    prerenderedStamp?: boolean
  } = {},
): Promise<SeoTestServer> => {
  const dir = mkdtempSync(join(tmpdir(), "seo-test-"))
  const buildDir = join(dir, "build")
  mkdirSync(join(buildDir, "prerendered"), { recursive: true })
  writeFileSync(join(buildDir, "index.html"), indexHtml)
  writeFileSync(join(buildDir, "prerendered", "about.html"), prerenderedHtml("关于我们 | 快照"))
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
      staticDir: buildDir,
      trustProxy: options.trustProxy ?? false,
      publicOrigin: options.publicOrigin,
      shutdownTimeoutMs: 2_000,
    })
  let running: RunningServer
  try {
    running = await start()
    if (options.prerenderedStamp === true) {
      // The server sends prerendered pages only for the content they were taken from (static.ts):
      // the stamp of this database, read once it is seeded, then a restart to read the stamp file.
      const db = openDatabase(databaseUrl)
      writeFileSync(join(buildDir, prerenderStampFile), await publicContentStamp(db.knex))
      await db.knex.destroy()
      await running.close()
      running = await start()
    }
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
    buildDir,
    stop: async () => {
      await running.close()
      await pg?.drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
