/**
 * `npm run db:restore -- FILE`: put a backup made by `npm run db:backup` in place of the SQLite
 * database named by DATABASE_URL. Stop the server first (a database in use is refused). The backup is
 * checked before anything changes; the database it replaces is kept beside it. docs/operations.md. The
 * pictures' files saved beside the backup (`FILE.media`, cli/media-backup.ts) go back into MEDIA_DIR.
 */
import { existsSync } from "node:fs"
import { resolve } from "node:path"
import { checkMediaBackup, mediaDirOf, restoreMedia } from "./media-backup.ts"
import { restoreSqlite } from "../durability/sqlite-restore.ts"
import { Refusal, defaultDatabaseUrl, describeRows, sqliteFileOf } from "../durability/sqlite-files.ts"

const usage =
  "usage: npm run db:restore -- FILE   (the database is DATABASE_URL, default sqlite:data/site.db)"

const main = async () => {
  const files = process.argv.slice(2)
  if (files.length !== 1 || files[0]?.startsWith("-")) throw new Refusal(usage)
  const backup = resolve(files[0] as string)
  const databaseUrl = process.env.DATABASE_URL || defaultDatabaseUrl
  const target = resolve(
    sqliteFileOf(
      databaseUrl,
      `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${files[0]}`,
    ),
  )
  // Every picture row of the backup must have its files: checked before anything changes.
  const pictureFiles = existsSync(backup) ? checkMediaBackup(backup) : new Set<string>()
  const report = await restoreSqlite(backup, target)
  const mediaDir = mediaDirOf(databaseUrl)
  const media = restoreMedia(backup, pictureFiles, mediaDir)
  console.log(`Restored ${backup} into ${target}`)
  console.log(`  integrity_check: ${report.summary.integrity}; newest change seq ${report.summary.newestSeq}`)
  console.log(`  rows: ${describeRows(report.summary)}`)
  console.log(`  pictures: ${media.pictures} (${media.files} files, ${media.bytes} bytes) into ${mediaDir}`)
  console.log(
    `  migrations: ${report.summary.migrations.join(", ")} (the server applies newer ones when it starts)`,
  )
  if (report.keptAs !== undefined) console.log(`  the database it replaced is kept as ${report.keptAs}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Refusal ? `db:restore refused: ${error.message}` : error)
  process.exit(1)
})
