/**
 * The service worker's "new version available, reload" prompt. A server of its own serves a copy of
 * the build (STATIC_DIR), so this spec can publish a new service worker without touching the shared
 * one: the copy's sw.js answers "which version" with v1, then is replaced by a v2. The page finds the
 * update, shows the prompt, and "reload" activates v2 and reloads into it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { type Page } from "@playwright/test"
import { type RunningServer, startServer } from "../../sync-server/server.ts"
import { waitForServiceWorker } from "../fixtures/offline.ts"
import { test } from "./app-test.ts"
import { expect, slowTestTimeout } from "./pages-helpers.ts"

test.describe.configure({ timeout: slowTestTimeout })

let dir = ""
let server: RunningServer | undefined
let original = ""

/** sw.js as built, plus an answer to "which version" so the test can tell the workers apart. */
const publishServiceWorker = (version: string) =>
  writeFileSync(
    join(dir, "dist", "sw.js"),
    `${original}\nself.addEventListener("message", (event) => {` +
      ` if (event.data === "which-version") event.source?.postMessage(${JSON.stringify(version)}) })\n`,
  )

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pwa-update-"))
  cpSync(resolve(process.env.STATIC_DIR ?? "dist"), join(dir, "dist"), { recursive: true })
  // The compressed copies would be sent instead of the sw.js this spec writes.
  rmSync(join(dir, "dist", "sw.js.br"), { force: true })
  rmSync(join(dir, "dist", "sw.js.gz"), { force: true })
  original = readFileSync(join(dir, "dist", "sw.js"), "utf8")
  publishServiceWorker("v1")
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: `sqlite:${join(dir, "site.db")}`,
    sessionSecret: "pwa-update",
    production: false,
    adminUsername: "admin",
    adminPassword: "admin-password",
    demoContent: false,
    captchaTestText: undefined,
    staticDir: join(dir, "dist"),
  })
})

test.afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The version of the service worker that controls the page. */
const controllingVersion = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      new Promise<string>((answer) => {
        navigator.serviceWorker.addEventListener("message", (event) => answer(String(event.data)), {
          once: true,
        })
        navigator.serviceWorker.controller?.postMessage("which-version")
      }),
  )

test("a new service worker brings the reload prompt; reload activates it", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${server?.port}/`)
  await waitForServiceWorker(page)
  // The first worker done with its activation (it keeps the first visit's page then): a worker that
  // skips waiting takes over only once the active one has no work left.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe("activated")
  await page.waitForLoadState("networkidle")
  expect(await controllingVersion(page)).toBe("v1")
  await expect(page.getByTestId("update-prompt")).toHaveCount(0)

  publishServiceWorker("v2")
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })

  const prompt = page.getByTestId("update-prompt")
  await expect(prompt).toContainText("有新版本可用")
  await expect(prompt).toContainText("重新加载即可使用最新版本。")
  // Still the old version until the reader chooses to reload.
  expect(await controllingVersion(page)).toBe("v1")

  // The click activates v2, and the page reloads when v2 takes control. Nothing is asked of the
  // workers meanwhile: a message to the old worker is work in progress, and Chromium activates a
  // worker that skipped waiting only once the old one has none (asking every moment kept v1 forever).
  const reloaded = page.waitForEvent("load", { timeout: 30_000 })
  await prompt.getByRole("button", { name: "重新加载" }).click()
  try {
    await reloaded
    expect(await withinSeconds(10, controllingVersion(page))).toBe("v2")
  } catch (error) {
    // Say what the browser's workers were doing: the answer alone only says "v1".
    throw new Error(`${String(error)}\nworkers: ${await workerStates(page).catch(String)}`, { cause: error })
  }
  await expect(page.getByTestId("update-prompt")).toHaveCount(0)
})

const withinSeconds = <T>(seconds: number, promise: Promise<T>): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error("no answer")), seconds * 1000)),
  ])

/** The registration's workers and their states, for a failure's message. */
const workerStates = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? "none"
    return JSON.stringify({
      controller: state(navigator.serviceWorker.controller),
      installing: state(registration?.installing),
      waiting: state(registration?.waiting),
      active: state(registration?.active),
    })
  })
