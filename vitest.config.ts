import { configDefaults, defineConfig } from "vitest/config"

// Unit, integration (real server over HTTP, real database file) and engine tests.
// Browser tests are Playwright's (e2e/), not vitest's.
// `*.pg.test.ts` suites need a real PostgreSQL (several server processes on one database, concurrent
// writer connections): they run under `npm run test:pg`, which starts one and sets TEST_POSTGRES_URL.
const withPostgres = Boolean(process.env.TEST_POSTGRES_URL)
const exclude = withPostgres ? configDefaults.exclude : [...configDefaults.exclude, "**/*.pg.test.ts"]

/**
 * Files that need a process of their own: they set PASSWORD_HASH_QUEUE before the server's one hashing
 * line (a process-wide singleton, auth/scrypt-pool.ts) is made, which a file run earlier in a shared
 * process would already have made with the default.
 */
const ownProcess = ["sync-server/auth/known-device.test.ts", "sync-server/auth/login-throttle.test.ts"]

export default defineConfig({
  test: {
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
    projects: [
      {
        // The server's suites share their worker's modules from file to file (isolate: false): each
        // file imports the whole server, and loading it afresh per file was 300 of the suite's 700 s.
        // They keep no state between files but the hashing line (ownProcess), and each starts servers
        // of its own on fresh databases.
        extends: true,
        test: {
          name: "server",
          include: ["{sync-server,schema,shared}/**/*.test.{ts,tsx}"],
          exclude: [...exclude, ...ownProcess],
          isolate: false,
        },
      },
      {
        // The app's suites keep a fresh module graph per file: Dexie and the fake IndexedDB are global
        // to a process, and the device tests open, close and delete databases by name.
        extends: true,
        test: {
          name: "isolated",
          include: ["{app,scripts}/**/*.test.{ts,tsx}", ...ownProcess],
          exclude,
        },
      },
    ],
  },
})
