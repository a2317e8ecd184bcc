/**
 * Restoring a backup over the SQLite database: the backup is checked first (integrity, this site's
 * tables, migrations this release knows), the server must be stopped (a database some process has
 * open is refused), the database it replaces is kept beside it, and the backup goes into place
 * atomically (copied beside the target, flushed, renamed over it, stale -wal/-shm removed first).
 */
import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs"
import { dirname } from "node:path"
import Database from "better-sqlite3"
import { migrationSource } from "../db/migrate.ts"
import { type DatabaseSummary, Refusal, renameDurably, summarise } from "./sqlite-files.ts"

export interface RestoreReport {
  readonly summary: DatabaseSummary
  /** Where the database that was replaced now is (undefined when there was none). */
  readonly keptAs: string | undefined
}

const knownMigrations = async (): Promise<Set<string>> =>
  new Set(
    (await migrationSource.getMigrations([])).map((migration) => migrationSource.getMigrationName(migration)),
  )

/** Open and check a backup file; its summary, or a refusal saying what is wrong with it. */
export const checkBackup = async (file: string): Promise<DatabaseSummary> => {
  if (!existsSync(file)) throw new Refusal(`there is no backup at ${file}`)
  let db: Database.Database
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
  } catch (error) {
    throw new Refusal(`${file} cannot be opened: ${(error as Error).message}`)
  }
  try {
    let summary: DatabaseSummary
    try {
      summary = summarise(db)
    } catch (error) {
      if (error instanceof Refusal) throw new Refusal(`${file}: ${error.message}`)
      throw new Refusal(`${file} is not a readable SQLite database: ${(error as Error).message}`)
    }
    if (summary.integrity !== "ok")
      throw new Refusal(`${file} fails its integrity check: ${summary.integrity}`)
    const known = await knownMigrations()
    const newer = summary.migrations.filter((name) => !known.has(name))
    if (newer.length > 0)
      throw new Refusal(
        `${file} was made by a newer release (migrations ${newer.join(", ")}): restore it with that release`,
      )
    return summary
  } finally {
    db.close()
  }
}

/**
 * Refuse a database another process has open: in WAL mode every open connection holds a shared lock
 * on the file, so an exclusive lock is granted only when nobody (no server) uses it. Then fold its WAL
 * into it, so the copy kept aside is whole.
 */
const takeOver = (target: string): void => {
  const db = new Database(target, { fileMustExist: true, timeout: 0 })
  try {
    db.pragma("locking_mode = EXCLUSIVE")
    try {
      db.exec("BEGIN EXCLUSIVE; COMMIT")
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY"))
        throw new Refusal(`${target} is in use (a server is running on it?): stop the server, then restore`)
      throw error
    }
    db.pragma("wal_checkpoint(TRUNCATE)")
  } finally {
    db.close()
  }
}

export const restoreSqlite = async (
  backup: string,
  target: string,
  now = new Date(),
): Promise<RestoreReport> => {
  const summary = await checkBackup(backup)
  mkdirSync(dirname(target), { recursive: true })
  let keptAs: string | undefined
  if (existsSync(target)) {
    takeOver(target)
    keptAs = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`
    copyFileSync(target, keptAs)
  }
  // Through SQLite, not a file copy: a backup that still has a -wal beside it is copied whole.
  const incoming = `${target}.restore-${process.pid}`
  rmSync(incoming, { force: true })
  const source = new Database(backup, { readonly: true, fileMustExist: true })
  try {
    await source.backup(incoming, { progress: ({ totalPages }) => totalPages })
  } finally {
    source.close()
  }
  // A -wal left by the old database would be replayed into the new file: remove it before the rename.
  for (const stale of [`${target}-wal`, `${target}-shm`]) rmSync(stale, { force: true })
  renameDurably(incoming, target)
  return { summary, keptAs }
}
