import { defineConfig } from "vitest/config"

// Unit, integration (real server over HTTP, real database file) and engine tests.
// Browser tests are Playwright's (e2e/), not vitest's.
export default defineConfig({
  test: {
    include: ["{app,sync-server,schema,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
})
