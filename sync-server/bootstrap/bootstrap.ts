/**
 * Bring a database to a servable state at start: migrations, the settings row, the first
 * administrator, and the demo content when the database has no content yet. Safe when several
 * processes start at once on one database: the work runs under a lock, and each step finds what the
 * first process did.
 */
import type { Knex } from "knex"
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import { ensureFirstAdmin } from "../auth/users.ts"
import { writeTransaction } from "../sync/change-log.ts"
import type { Database } from "../db/connection.ts"
import { migrateToLatest } from "../db/migrate.ts"
import { insertRow } from "../store/rows.ts"
import {
  type DemoContent,
  loadDemoContent,
  prepareDemoMedia,
  seedDemoContent,
  seedTime,
} from "./seed-demo.ts"

export interface BootstrapOptions {
  readonly admin: { username: string | undefined; password: string | undefined }
  readonly demoContent: boolean
  /** Demo data to use instead of db/demo/content.ts (tests). */
  readonly demoData?: DemoContent
  /** MEDIA_DIR: where the demo's pictures are written (media/media-settings.ts). */
  readonly mediaDir: string
  readonly now: number
}

/** The advisory lock's key: any fixed number, the same in every process of this application. */
const bootstrapLockKey = 716_203_845_112

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<unknown>
}

/**
 * PostgreSQL: a session advisory lock on a connection of its own, held around the whole bootstrap.
 * Another process starting at the same moment waits on it, then finds the schema migrated, the
 * content seeded and the administrator there. A process that dies holding it releases it with its
 * connection.
 */
const withPostgresLock = async <T>(db: Database, work: () => Promise<T>): Promise<T> => {
  const client = db.knex.client as {
    acquireConnection(): Promise<PgConnection>
    releaseConnection(connection: PgConnection): Promise<unknown>
  }
  const connection = await client.acquireConnection()
  try {
    await connection.query("select pg_advisory_lock($1)", [bootstrapLockKey])
    try {
      return await work()
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [bootstrapLockKey])
    }
  } finally {
    await client.releaseConnection(connection)
  }
}

/**
 * SQLite: knex's own migration lock refuses a second migrator ("Migration table is already locked"),
 * and two processes may race to create knex's tables; the loser tries again shortly and then finds
 * the work done. (Seeding takes the write lock first, see writeTransaction.)
 */
const migrateWithRetry = async (db: Database): Promise<void> => {
  const attempts = 100
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateToLatest(db.knex)
      return
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80))
    }
  }
}

const isEmpty = async (knex: Knex): Promise<boolean> => {
  const changes = (await knex("change_log").count({ n: "*" }).first()) as { n: number | string }
  return Number(changes.n) === 0
}

const bootstrap = async (db: Database, options: BootstrapOptions): Promise<void> => {
  if (db.engine === "postgres") await migrateToLatest(db.knex)
  else await migrateWithRetry(db)
  const content = options.demoData ?? loadDemoContent()
  // The demo pictures (cached conversions) are read before the write lock is taken, and only for a
  // database that may need them: one that is empty now (a database not empty now never is again).
  const media =
    options.demoContent && (await isEmpty(db.knex))
      ? await prepareDemoMedia(content, options.mediaDir)
      : undefined
  await writeTransaction(db, async (trx) => {
    // An empty database: no row and no change ever (a database emptied by deletes stays empty).
    if (!(await isEmpty(trx))) return
    const seededAt = seedTime(options.now)
    await insertRow(trx, "settings", { ...settingsDefaults }, seededAt)
    if (!options.demoContent || media === undefined) return
    await seedDemoContent(trx, content, seededAt, media)
  })
  await ensureFirstAdmin(db.knex, options.admin, options.now)
}

export const bootstrapDatabase = (db: Database, options: BootstrapOptions): Promise<void> =>
  db.engine === "postgres" ? withPostgresLock(db, () => bootstrap(db, options)) : bootstrap(db, options)
