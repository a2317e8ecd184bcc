import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { engineTestFiles } from "./engine-test-files.ts"

describe("the test files npm run test:pg runs again on PostgreSQL", () => {
  const files = engineTestFiles(resolve(import.meta.dirname, "../.."), "sync-server")

  it("has the suites that start a server or open a database, and every PostgreSQL-only suite", () => {
    expect(files).toContain("sync-server/routes/sync-stream.test.ts")
    expect(files).toContain("sync-server/durability/crash.test.ts")
    expect(files).toContain("sync-server/scale/stream-processes.pg.test.ts")
  })

  it("leaves out the suites that never reach an engine", () => {
    expect(files).not.toContain("sync-server/sync/body-hash.test.ts")
    // SQLite by nature: its backup files are SQLite files whichever engine the suite runs on.
    expect(files).not.toContain("sync-server/durability/backup.test.ts")
    expect(files).not.toContain("sync-server/security/headers.test.ts")
    expect(files).not.toContain("sync-server/test-support/engine-test-files.test.ts")
  })
})
