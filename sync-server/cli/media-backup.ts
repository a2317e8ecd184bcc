/**
 * The pictures' files in `db:backup` / `db:restore`: a backup FILE gets the variant files of every
 * media row it holds in the folder `FILE.media` beside it, and a restore puts them back into MEDIA_DIR,
 * so a restored site serves every picture its rows name (docs/media.md: a row without its files
 * answers 404 for them).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs"
import { join } from "node:path"
import { randomBytes } from "node:crypto"
import Database from "better-sqlite3"
import { mediaFilePattern } from "../../schema/media.ts"
import { defaultMediaDir } from "../media/media-settings.ts"
import { Refusal } from "../durability/sqlite-files.ts"

/** The folder of a backup's picture files. */
export const mediaFolderOf = (backupFile: string): string => `${backupFile}.media`

/** MEDIA_DIR as the server resolves it (media/media-settings.ts). */
export const mediaDirOf = (databaseUrl: string, env: NodeJS.ProcessEnv = process.env): string =>
  env.MEDIA_DIR || defaultMediaDir(databaseUrl)

/** The variant files every media row of a database file names (none before migration 005). */
export const filesOfRows = (databaseFile: string): Set<string> => {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    const table = db.prepare("select name from sqlite_master where type = 'table' and name = 'media'").get()
    if (table === undefined) return new Set()
    const rows = db.prepare("select variants from media").all() as Array<{ variants: string }>
    return new Set(
      rows.flatMap((row) => (JSON.parse(row.variants) as Array<{ file: string }>).map((v) => v.file)),
    )
  } finally {
    db.close()
  }
}

/** Copy one file, under a temporary name renamed into place (a reader never sees half a file). */
const copyInto = (from: string, dir: string, name: string): void => {
  const temp = join(dir, `.upload-${randomBytes(8).toString("hex")}-${name}`)
  try {
    copyFileSync(from, temp)
    renameSync(temp, join(dir, name))
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

const variantFilesIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((name) => mediaFilePattern.test(name)) : []

export interface MediaCopyReport {
  readonly pictures: number
  readonly files: number
  readonly bytes: number
}

/** Refuse before anything is written: the folder exists and --force was not given. */
export const checkMediaTarget = (backupFile: string, force: boolean): void => {
  const folder = mediaFolderOf(backupFile)
  if (existsSync(folder) && !force)
    throw new Refusal(`${folder} already exists: choose another file, or add --force`)
}

/**
 * Step 1, before the database copy: every picture file there is now. A picture uploaded after this
 * and before the database copy is taken by step 2; one deleted meanwhile is dropped by it.
 */
export const copyMediaBeforeDatabase = (mediaDir: string, backupFile: string): void => {
  const folder = mediaFolderOf(backupFile)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  for (const name of variantFilesIn(mediaDir)) {
    try {
      copyInto(join(mediaDir, name), folder, name)
    } catch {
      // Deleted while copying: its row is gone too, or step 2 finds it missing and says so.
    }
  }
}

/**
 * Step 2, after the database copy: exactly the files of the copy's rows (the ones uploaded during the
 * copy fetched, those of pictures deleted before it removed); refused when a row's file is gone
 * (deleted after the copy was taken: run the backup again).
 */
export const completeMediaBackup = (mediaDir: string, backupFile: string): MediaCopyReport => {
  const folder = mediaFolderOf(backupFile)
  const needed = filesOfRows(backupFile)
  const have = new Set(variantFilesIn(folder))
  for (const name of have) if (!needed.has(name)) rmSync(join(folder, name), { force: true })
  const missing: string[] = []
  for (const name of needed) {
    if (have.has(name)) continue
    try {
      copyInto(join(mediaDir, name), folder, name)
    } catch {
      missing.push(name)
    }
  }
  if (missing.length > 0)
    throw new Refusal(
      `${missing.length} picture file(s) of the copied rows are not in ${mediaDir} (${missing.slice(0, 3).join(", ")}…): deleted during the backup? Run it again`,
    )
  return reportOf(folder, needed)
}

const reportOf = (folder: string, files: ReadonlySet<string>): MediaCopyReport => {
  let bytes = 0
  for (const name of files) bytes += statSync(join(folder, name)).size
  const pictures = new Set([...files].map((name) => mediaFilePattern.exec(name)?.[1])).size
  return { pictures, files: files.size, bytes }
}

/** Before a restore changes anything: the backup's folder holds the files of all its rows. */
export const checkMediaBackup = (backupFile: string): Set<string> => {
  let needed: Set<string>
  try {
    needed = filesOfRows(backupFile)
  } catch {
    return new Set() // not a readable database: the database restore refuses it with its reason
  }
  if (needed.size === 0) return needed
  const folder = mediaFolderOf(backupFile)
  const missing = [...needed].filter((name) => !existsSync(join(folder, name)))
  if (missing.length > 0)
    throw new Refusal(
      `${backupFile} names ${needed.size} picture file(s), and ${missing.length} of them are not in ${folder}: restore the backup with its .media folder`,
    )
  return needed
}

/**
 * The backup's picture files into MEDIA_DIR (names are content hashes, so a file already there is the
 * same picture). Files there that the restored rows do not name are left to the server's sweep.
 */
export const restoreMedia = (
  backupFile: string,
  files: ReadonlySet<string>,
  mediaDir: string,
): MediaCopyReport => {
  const folder = mediaFolderOf(backupFile)
  mkdirSync(mediaDir, { recursive: true })
  for (const name of files) copyInto(join(folder, name), mediaDir, name)
  return reportOf(folder, files)
}
