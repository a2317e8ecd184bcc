/**
 * For test files that start servers or processes of their own: what they made is removed after all
 * of the file's tests, last made first (a process is stopped before its folder and database go).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll } from "vitest"
import { createPostgresDatabase } from "./pg-database.ts"

export interface Scratch {
  /** Run `cleanup` after the file's tests. */
  onCleanup(cleanup: () => Promise<unknown> | void): void
  /** A new empty folder under the system's temporary folder. */
  folder(prefix: string): string
  /**
   * A new empty database: a PostgreSQL database under `npm run test:pg` (TEST_POSTGRES_URL), else a
   * SQLite file in `dir`.
   */
  emptyDatabaseUrl(dir: string): Promise<string>
}

/** Call at the top of a test file. */
export const scratchSpace = (): Scratch => {
  const cleanups: Array<() => Promise<unknown> | void> = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }, 60_000)
  const onCleanup = (cleanup: () => Promise<unknown> | void) => void cleanups.push(cleanup)
  return {
    onCleanup,
    folder(prefix) {
      const dir = mkdtempSync(join(tmpdir(), prefix))
      onCleanup(() => rmSync(dir, { recursive: true, force: true }))
      return dir
    },
    async emptyDatabaseUrl(dir) {
      if (!process.env.TEST_POSTGRES_URL) return `sqlite:${join(dir, "site.db")}`
      const database = await createPostgresDatabase()
      onCleanup(() => database.drop())
      return database.url
    },
  }
}
