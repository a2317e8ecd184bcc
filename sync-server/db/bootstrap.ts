/**
 * Bring a database to a servable state at start: migrations, the settings row, the first
 * administrator, and the demo content when the database has no content yet.
 */
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import { ensureFirstAdmin } from "../auth/users.ts"
import { writeTransaction } from "../sync/change-log.ts"
import type { Database } from "./connection.ts"
import { migrateToLatest } from "./migrate.ts"
import { insertRow } from "./rows.ts"
import { type DemoContent, loadDemoContent, seedDemoContent } from "./seed-demo.ts"

export interface BootstrapOptions {
  readonly admin: { username: string | undefined; password: string | undefined }
  readonly demoContent: boolean
  /** Demo data to use instead of db/demo/content.ts (tests). */
  readonly demoData?: DemoContent
  readonly now: number
}

const dayMs = 24 * 60 * 60 * 1000

/**
 * The settings row and the demo content are dated as of the start of the day (UTC) they are seeded.
 * The build's prerendered pages are taken from a database seeded at build time (scripts/prerender.ts);
 * a server seeded later the same day then holds the very same rows, timestamps included, and the
 * first pull over a prerendered page changes nothing on it: React renders nothing again
 * (app/db/same-value.ts). Dated to the millisecond, every row differed, and every list and detail on
 * the page rendered once more, on a phone as it starts.
 */
export const seedTime = (now: number): number => now - (now % dayMs)

export const bootstrapDatabase = async (db: Database, options: BootstrapOptions): Promise<void> => {
  await migrateToLatest(db.knex)
  await writeTransaction(db, async (trx) => {
    // An empty database: no row and no change ever (a database emptied by deletes stays empty).
    const changes = (await trx("change_log").count({ n: "*" }).first()) as { n: number | string }
    if (Number(changes.n) > 0) return
    const seededAt = seedTime(options.now)
    await insertRow(trx, "settings", { ...settingsDefaults }, seededAt)
    if (!options.demoContent) return
    await seedDemoContent(trx, options.demoData ?? loadDemoContent(), seededAt)
  })
  await ensureFirstAdmin(db.knex, options.admin, options.now)
}
