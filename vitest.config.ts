import { configDefaults, defineConfig } from "vitest/config"

// Unit, integration (real server over HTTP, real database file) and engine tests.
// Browser tests are Playwright's (e2e/), not vitest's.
// `*.pg.test.ts` suites need a real PostgreSQL (several server processes on one database, concurrent
// writer connections): they run under `npm run test:pg`, which starts one and sets TEST_POSTGRES_URL.
const withPostgres = Boolean(process.env.TEST_POSTGRES_URL)

export default defineConfig({
  test: {
    include: ["{app,sync-server,schema,shared,scripts}/**/*.test.{ts,tsx}"],
    exclude: withPostgres ? configDefaults.exclude : [...configDefaults.exclude, "**/*.pg.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Three files at a time on this 2-core machine (vitest's default is cores - 1, one file at a time):
    // most suites wait on a server, a child process, scrypt or a timer, not on the CPU. Measured on
    // the full SQLite suite: 669 s with one file at a time, 390 s with three.
    maxWorkers: 3,
    // The demo pictures converted once (cached on disk) before any suite seeds a server with them, and
    // the app built (when it is missing or older than its sources) for the suites that render pages.
    globalSetup: [
      "sync-server/test-support/media/warm-demo-pictures.ts",
      "sync-server/test-support/ensure-build.ts",
    ],
  },
})
