/**
 * An online backup of the SQLite database with SQLite's backup API: pages are copied a few at a time
 * from a read snapshot while the server keeps writing; a write by another connection restarts the copy,
 * and after a few restarts the rest is copied in one step (one short read transaction, which in WAL
 * mode does not block the writers), so a busy server cannot starve it. The copy is written beside the
 * target, checked, flushed and renamed into place.
 */
import { existsSync, rmSync, statSync } from "node:fs"
import { dirname } from "node:path"
import Database from "better-sqlite3"
import { type DatabaseSummary, Refusal, renameDurably, summarise } from "./sqlite-files.ts"

export interface BackupReport {
  readonly pages: number
  readonly bytes: number
  /** Times the copy started over because the server wrote meanwhile. */
  readonly restarts: number
  readonly summary: DatabaseSummary
  readonly ms: number
}

export interface BackupOptions {
  readonly force?: boolean
  /** Pages per step while copying incrementally (SQLite's default is 100). */
  readonly pagesPerStep?: number
  /** Restarts allowed before the rest is copied in one step. */
  readonly maxRestarts?: number
}

/** SQLite's backup API, a few pages per step; after `maxRestarts` restarts, the rest in one step. */
const copyPages = async (source: string, partial: string, options: BackupOptions) => {
  const db = new Database(source, { fileMustExist: true })
  try {
    db.pragma("busy_timeout = 5000")
    let restarts = 0
    let remaining = Number.POSITIVE_INFINITY
    const perStep = options.pagesPerStep ?? 100
    const maxRestarts = options.maxRestarts ?? 3
    const done = await db.backup(partial, {
      progress: ({ totalPages, remainingPages }) => {
        // A write by another connection sends the copy back to the start.
        if (remainingPages > remaining) restarts++
        remaining = remainingPages
        return restarts >= maxRestarts ? totalPages : perStep
      },
    })
    return { pages: done.totalPages, restarts }
  } finally {
    db.close()
  }
}

/** Check the copy, and make it one self-contained file (the server turns WAL on again when it opens it). */
const finishCopy = (partial: string): DatabaseSummary => {
  const copy = new Database(partial, { fileMustExist: true })
  try {
    const summary = summarise(copy)
    copy.pragma("journal_mode = DELETE")
    return summary
  } finally {
    copy.close()
  }
}

export const backupSqlite = async (
  source: string,
  target: string,
  options: BackupOptions = {},
): Promise<BackupReport> => {
  const started = Date.now()
  if (!existsSync(source)) throw new Refusal(`there is no database at ${source} (DATABASE_URL)`)
  if (existsSync(target) && options.force !== true)
    throw new Refusal(`${target} already exists: choose another file, or add --force to replace it`)
  if (!existsSync(dirname(target))) throw new Refusal(`the folder ${dirname(target)} does not exist`)
  const partial = `${target}.partial-${process.pid}`
  rmSync(partial, { force: true })
  let copied: { pages: number; restarts: number }
  try {
    copied = await copyPages(source, partial, options)
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
  const { pages, restarts } = copied
  let summary: DatabaseSummary
  try {
    summary = finishCopy(partial)
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
  if (summary.integrity !== "ok") {
    rmSync(partial, { force: true })
    throw new Refusal(
      `the copy failed its integrity check (${summary.integrity}); nothing was written to ${target}`,
    )
  }
  const bytes = statSync(partial).size
  renameDurably(partial, target)
  return { pages, bytes, restarts, summary, ms: Date.now() - started }
}
