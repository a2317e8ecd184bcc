/**
 * The compiled server (issue 27, scripts/build-server.ts): what `npm run serve` and
 * `npm run serve:cluster` run is the build's JavaScript, started with plain node (no TypeScript
 * loader). Vitest's global setup compiles it when it is missing or older than the server's sources
 * (ensure-build.ts). Each test starts it on a new SQLite file with the demo content and reads the site
 * through it: the health check, a public page rendered from the database, an API read, a login (the
 * password-hashing thread the bundle must still find), and the compiled files never sent.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, readFileSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { expect, test } from "vitest"
import { compiledServerDir, compiledServerEntries } from "../sync-server/pages/renderer-files.ts"
import { builtAppDir } from "../sync-server/test-support/built-app.ts"
import { scratchSpace } from "../sync-server/test-support/scratch.ts"
import {
  freePort,
  serverEnvironment,
  stopProcess,
  waitUntilHealthy,
} from "../sync-server/test-support/server-processes.ts"
import { loginAs } from "../sync-server/test-support/test-server.ts"

const scratch = scratchSpace()

/** `node FILE`, nothing else: no --import, no NODE_OPTIONS that could bring a loader back. */
const runCompiled = (file: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } => {
  const child = spawn(process.execPath, [file], {
    env: { ...env, NODE_OPTIONS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let text = ""
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()))
  scratch.onCleanup(() => stopProcess(child))
  return { child, output: () => text }
}

const start = async (file: string, more: Record<string, string> = {}) => {
  const dir = scratch.folder("compiled-server-")
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = serverEnvironment(`sqlite:${join(dir, "site.db")}`, {
    PORT: String(port),
    DEMO_CONTENT: "on",
    STATIC_DIR: builtAppDir,
    ...more,
  })
  const { child, output } = runCompiled(file, env)
  await waitUntilHealthy(url, child, output)
  return { url, child, output }
}

/** What a reader and an administrator get from a server started from `file`. */
const expectServesTheSite = async (url: string) => {
  const page = await fetch(`${url}/employees`)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toMatch(/<div id="root" data-prerendered="zh-CN"><!--\$-->[\s\S]*<main/)
  expect(html).toContain("智能客服专员")

  const employees = (await (await fetch(`${url}/api/employees`)).json()) as Array<{ name: string }>
  expect(employees.map((employee) => employee.name)).toContain("智能客服专员")

  const cookie = await loginAs(url, { username: "admin", password: "admin-password", captcha: "TEST" })
  // The back office's list of enquiries: for an administrator only.
  expect((await fetch(`${url}/api/collaborations`)).status).toBe(401)
  expect((await fetch(`${url}/api/collaborations`, { headers: { Cookie: cookie } })).status).toBe(200)

  for (const file of Object.values(compiledServerEntries))
    expect((await fetch(`${url}/${file}`)).status, file).toBe(404)
}

test("npm run serve: the build's server/main.mjs runs with plain node and serves the site", async () => {
  const main = join(builtAppDir, compiledServerEntries.main)
  expect(existsSync(main), `${main} (npm run build makes it)`).toBe(true)
  expect(readFileSync(main, "utf8")).not.toMatch(/from "tsx|import\("tsx/)
  const { url, child, output } = await start(main)
  await expectServesTheSite(url)
  expect(await stopProcess(child), output()).toBe(0)
})

test("npm run serve:cluster: the build's server/cluster.mjs forks compiled workers", async () => {
  const { url, child, output } = await start(join(builtAppDir, compiledServerEntries.cluster), {
    WORKERS: "2",
  })
  const deadline = Date.now() + 60_000
  while ((output().match(/Serving on/g)?.length ?? 0) < 2) {
    if (Date.now() > deadline) throw new Error(`two workers did not start:\n${output()}`)
    await new Promise((done) => setTimeout(done, 100))
  }
  await expectServesTheSite(url)
  expect(await stopProcess(child), output()).toBe(0)
})

test("a build folder elsewhere in the project (BUILD_DIR=.tmp/…): its server still finds the project's files", async () => {
  // Deeper than dist/: the demo pictures (public/) and node_modules are found from the project's root.
  const buildDir = resolve(".tmp", `compiled-server-test-${process.pid}`, "dist")
  scratch.onCleanup(() => rmSync(resolve(buildDir, ".."), { recursive: true, force: true }))
  await new Promise<void>((done, fail) =>
    spawn(process.execPath, ["--import", "tsx", "scripts/build-server.ts", buildDir], { stdio: "ignore" }).on(
      "exit",
      (code) => (code === 0 ? done() : fail(new Error(`build-server exited with ${code}`))),
    ),
  )
  const { url, child, output } = await start(join(buildDir, compiledServerEntries.main))
  await expectServesTheSite(url)
  expect(await stopProcess(child), output()).toBe(0)
})

test("production runs no TypeScript: the command lines are compiled, and tsx is a development dependency", async () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  expect(Object.keys(pkg.dependencies)).not.toContain("tsx")
  expect(Object.keys(pkg.devDependencies)).toContain("tsx")
  const commands = {
    serve: compiledServerEntries.main,
    "serve:cluster": compiledServerEntries.cluster,
    "admin:password": compiledServerEntries.setAdminPassword,
    "db:backup": compiledServerEntries.backup,
    "db:restore": compiledServerEntries.restore,
  }
  for (const [script, file] of Object.entries(commands)) {
    expect(pkg.scripts[script], script).toBe(`node dist/${file}`)
    expect(existsSync(join(builtAppDir, file)), `${file} (npm run build makes it)`).toBe(true)
  }
  // Run as npm runs them, with plain node: each answers its usage (and the password's hashing thread
  // is beside the command that hashes).
  expect(existsSync(join(builtAppDir, compiledServerDir, "cli", "scrypt-worker.mjs"))).toBe(true)
  for (const file of [compiledServerEntries.backup, compiledServerEntries.restore]) {
    const { child, output } = runCompiled(join(builtAppDir, file), { PATH: process.env.PATH })
    const code = await new Promise<number | null>((done) => child.once("close", (exit) => done(exit)))
    expect(code, output()).toBe(1)
    expect(output()).toContain("usage: npm run db:")
  }
})
