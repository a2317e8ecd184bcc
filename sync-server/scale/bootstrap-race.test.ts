/**
 * Several processes starting at once on one empty database bootstrap it once: migrations, one settings
 * row, one demo seed, one administrator. Each "process" here is a Database of its own (its own
 * connections), all running bootstrapDatabase at the same moment; on SQLite by default, on PostgreSQL
 * under `npm run test:pg` (which also starts real processes: bootstrap-race.pg.test.ts).
 */
import { test } from "vitest"
import { bootstrapDatabase } from "../bootstrap/bootstrap.ts"
import { type Database, openDatabase } from "../db/connection.ts"
import { scratchSpace } from "../test-support/scratch.ts"
import { expectBootstrappedOnce } from "../test-support/scale/bootstrapped-once.ts"
import { defaultMediaDir } from "../media/media-settings.ts"

const scratch = scratchSpace()
const emptyDatabaseUrl = () => scratch.emptyDatabaseUrl(scratch.folder("bootstrap-race-"))

test.each([1, 2, 3])("three processes bootstrap an empty database at once (round %i)", async () => {
  const url = await emptyDatabaseUrl()
  const databases: Database[] = Array.from({ length: 3 }, () => openDatabase(url))
  try {
    await Promise.all(
      databases.map((db, i) =>
        bootstrapDatabase(db, {
          admin: { username: "admin", password: `password-${i}` },
          demoContent: true,
          mediaDir: defaultMediaDir(url),
          now: Date.now(),
        }),
      ),
    )
    await expectBootstrappedOnce(databases[0] as Database)
  } finally {
    await Promise.all(databases.map((db) => db.knex.destroy()))
  }
})
