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
import { type DemoContent, loadDemoContent, seedDemoContent, seedTime } from "./seed-demo.ts"

export interface BootstrapOptions {
  readonly admin: { username: string | undefined; password: string | undefined }
  readonly demoContent: boolean
  /** Demo data to use instead of db/demo/content.ts (tests). */
  readonly demoData?: DemoContent
  readonly now: number
}

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
