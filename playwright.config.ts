/**
 * Browser tests: the system Chromium against the REAL server (sync-server/main.ts, as that build
 * compiled it) serving the built app from STATIC_DIR, with a fresh SQLite file per run and the demo content. Build first:
 *   BUILD_DIR=.tmp/dist-x npm run build && E2E_PORT=4321 STATIC_DIR=.tmp/dist-x npx playwright test
 * Specs share this one server: they create rows with unique names and restore settings they change.
 * A second server, which no spec edits, serves the specs that read the demo content as seeded
 * (e2e/fixtures/servers.ts).
 */
import { rmSync } from "node:fs"
import { defineConfig } from "@playwright/test"
import { baseUrlOf, e2ePort, libraryPort, pristinePort, settingsPort } from "./e2e/fixtures/servers.ts"
import { chromiumArgs, chromiumPath } from "./scripts/system-chromium.ts"
import { nodeArgsFor } from "./sync-server/test-support/built-app.ts"

const staticDir = process.env.STATIC_DIR ?? "dist"
const changesSettings = /settings\.spec\.ts$/
/**
 * Specs that read the whole site or count whole lists (the media library; the inbox's pages and the
 * dashboard's counts; the public lists' pages; the offline readiness check, the footer's "keep this
 * site offline" and the light first visit, which keep every public address and wait for the check to say "ready"): other specs' rows, uploads and enquiries would change what they read under
 * them (CI saw the readiness check report a post another spec made and deleted meanwhile), and on the
 * shared server the readiness check's list of addresses grows with every spec before it (6.6 min).
 */
const readsWholeSite =
  /(media-library|list-paging|offline-readiness|keep-offline-footer|light-first-visit)\.spec\.ts$/
/**
 * Specs that change who may write at all (two-step sign-in required for every account): any spec
 * writing meanwhile gets 403 (CI saw the library's upload refused). They run last, alone.
 */
const changesSignInPolicy = /policy-settings\.spec\.ts$/
const databaseFileFor = (port: number) => `.tmp/e2e-${port}.db`
/** Each server's own pictures folder: a shared one would let one server's hourly sweep take another's. */
const mediaDirFor = (port: number) => `.tmp/e2e-${port}-media`

// A fresh database and pictures folder each run: the server creates the file, the schema and the demo
// content on start. Only in the runner's own process: Playwright evaluates this file again in every
// worker, after the servers started, and removing their files then would leave them on deleted ones.
if (process.env.TEST_WORKER_INDEX === undefined)
  for (const port of [e2ePort, pristinePort, settingsPort, libraryPort]) {
    for (const suffix of ["", "-wal", "-shm", "-journal"])
      rmSync(`${databaseFileFor(port)}${suffix}`, { force: true })
    rmSync(mediaDirFor(port), { recursive: true, force: true })
  }

/**
 * The server the build in STATIC_DIR compiled (`<build>/server/main.mjs`, what `npm run serve` runs),
 * started in about half the time of the sources through tsx, which it falls back to when that build
 * has no compiled server or one older than the server's sources.
 */
const serverCommand = ["node", ...nodeArgsFor("sync-server/main.ts", staticDir)].join(" ")

/** The real server with the demo content on `port` (e2e/fixtures/servers.ts says which is which). */
const server = (port: number) => ({
  command: serverCommand,
  url: `${baseUrlOf(port)}/api/health`,
  reuseExistingServer: false,
  // Generous: on a clone whose demo-picture cache is cold, the first start converts every demo picture.
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    STATIC_DIR: staticDir,
    DATABASE_URL: `sqlite:${databaseFileFor(port)}`,
    MEDIA_DIR: mediaDirFor(port),
    DEMO_CONTENT: "on",
    CAPTCHA_TEST_TEXT: "TEST",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "admin-password",
    SESSION_SECRET: "e2e-session-secret-not-for-production",
    NODE_ENV: "test",
    // Every spec sends its enquiries to this one server from 127.0.0.1: limits no run can reach (the
    // limits' own tests are sync-server/enquiry-limits.test.ts), and no minimum fill time, since
    // Playwright fills the form in well under the 3 s a person needs (the check is tested there too).
    ENQUIRIES_PER_ADDRESS: "100000",
    ENQUIRIES_PER_HOUR: "100000",
    ENQUIRY_MIN_FILL_MS: "0",
    // Every spec signs in from 127.0.0.1: more captchas a minute than one person would ever need.
    CAPTCHAS_PER_MINUTE: "100000",
  },
})

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // Per port, so engineers running specs at the same time do not wipe each other's results.
  outputDir: `.tmp/test-results-${e2ePort}`,
  fullyParallel: false,
  forbidOnly: true,
  workers: 2,
  // One retry: these machines are shared and noisy; a test that passes only on retry is reported as
  // "flaky" in the list output, and those are read and fixed, not ignored.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: `.tmp/playwright-report-${e2ePort}` }]]
    : "list",
  use: {
    baseURL: baseUrlOf(e2ePort),
    locale: "zh-CN",
    // A trace is recorded for a test's retry only: recording every first attempt (DOM snapshots and
    // screencast at each action) took a third of the suite's time (4.4 min against 2.8 for the same
    // three specs). A test that fails is retried, so its failure still comes with a trace.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // The one-worker projects come first: a worker takes the first job in this order that its project's
  // limit allows, so their chains start at once, beside each other, and the many files of "chromium"
  // fill both workers to the end (listed last, their chains ran last, one core idle meanwhile).
  projects: [
    // The specs that read the whole site or count whole lists: on a server of their own, where no
    // other spec writes, one test at a time.
    {
      name: "library",
      use: { browserName: "chromium", baseURL: baseUrlOf(libraryPort) },
      testMatch: readsWholeSite,
      workers: 1,
    },
    // Specs that change the shared site settings (show flags, hero, site name) would disturb every
    // other spec reading the header or the home page: they have a server of their own and run one at a
    // time, beside the other specs.
    // Name such a spec "*settings.spec.ts"; its API calls go to its project's server (projectServer()).
    {
      name: "settings",
      use: { browserName: "chromium", baseURL: baseUrlOf(settingsPort) },
      testMatch: changesSettings,
      testIgnore: changesSignInPolicy,
      workers: 1,
    },
    {
      name: "chromium",
      use: { browserName: "chromium" },
      testIgnore: [changesSettings, readsWholeSite],
    },
    // After the settings specs, on their server: nothing else writes there while every account must
    // have two-step sign-in.
    {
      name: "sign-in-policy",
      use: { browserName: "chromium", baseURL: baseUrlOf(settingsPort) },
      testMatch: changesSignInPolicy,
      dependencies: ["settings"],
      workers: 1,
    },
  ],
  // Specs share the first server and edit its content; the second one's no spec edits; the third and
  // fourth are the settings' and the whole lists' (e2e/fixtures/servers.ts).
  webServer: [server(e2ePort), server(pristinePort), server(settingsPort), server(libraryPort)],
})
