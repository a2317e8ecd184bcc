/**
 * `npm run build` needs no browser (issue 25): run where no Chromium can be found (not on the PATH,
 * CHROMIUM_PATH and Playwright's browser folder pointing nowhere), it still makes a build whose
 * server sends every page complete, rendered from the database, and writes no page of its own.
 */
import { execFile } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, expect, test } from "vitest"
import { serverRendererFile } from "../sync-server/pages/renderer-files.ts"
import { type TestServer, startTestServer } from "../sync-server/test-support/test-server.ts"

const run = promisify(execFile)

let dir: string
let buildDir: string
let server: TestServer | undefined

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "build-without-browser-"))
  buildDir = join(dir, "dist")
  // A PATH with node, npm and the shell npm runs scripts with, and nothing else: no chromium,
  // chromium-browser or google-chrome on it.
  const bin = join(dir, "bin")
  mkdirSync(bin)
  const nodeDir = dirname(process.execPath)
  for (const tool of ["node", "npm", "npx"]) symlinkSync(join(nodeDir, tool), join(bin, tool))
  symlinkSync("/bin/sh", join(bin, "sh"))
  await run("npm", ["run", "build"], {
    env: {
      HOME: process.env.HOME ?? dir,
      PATH: bin,
      BUILD_DIR: buildDir,
      CHROMIUM_PATH: join(dir, "no-chromium"),
      PLAYWRIGHT_BROWSERS_PATH: join(dir, "no-browsers"),
    },
    maxBuffer: 64 * 1024 * 1024,
  })
  server = await startTestServer({ demoContent: true, staticDir: buildDir })
}, 240_000)
afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

test("the build has the server's renderer and writes no page of its own", () => {
  expect(existsSync(join(buildDir, serverRendererFile))).toBe(true)
  expect(existsSync(join(buildDir, "index.html"))).toBe(true)
  expect(existsSync(join(buildDir, "prerendered"))).toBe(false)
})

test("its server sends complete pages, in both languages", async () => {
  for (const [path, text] of [
    ["/employees", "智能客服专员"],
    ["/en/employees", "Digital Employees"],
    ["/about", "关于我们"],
  ] as const) {
    const response = await fetch(`${server?.url}${path}`)
    expect(response.status, path).toBe(200)
    const html = await response.text()
    expect(html, path).toMatch(/<div id="root" data-prerendered="(zh-CN|en)"><!--\$-->[\s\S]*<main/)
    expect(html, path).toContain(text)
  }
})
