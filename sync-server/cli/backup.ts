/**
 * `npm run db:backup -- FILE [--force]`: a consistent copy of the SQLite database named by
 * DATABASE_URL, taken while the server runs (SQLite's backup API, sync-server/durability/sqlite-backup.ts).
 * PostgreSQL is refused with the pg_dump command to use instead. docs/operations.md. The pictures'
 * files (MEDIA_DIR) go into `FILE.media` beside it: exactly the files of the copy's media rows
 * (cli/media-backup.ts).
 */
import { resolve } from "node:path"
import { backupSqlite } from "../durability/sqlite-backup.ts"
import {
  checkMediaTarget,
  completeMediaBackup,
  copyMediaBeforeDatabase,
  mediaDirOf,
  mediaFolderOf,
} from "./media-backup.ts"
import { Refusal, defaultDatabaseUrl, describeRows, sqliteFileOf } from "../durability/sqlite-files.ts"

const usage =
  "usage: npm run db:backup -- FILE [--force]   (the database is DATABASE_URL, default sqlite:data/site.db)"

const main = async () => {
  const args = process.argv.slice(2)
  const force = args.includes("--force")
  const files = args.filter((arg) => arg !== "--force")
  if (files.length !== 1 || files[0]?.startsWith("-")) throw new Refusal(usage)
  const target = resolve(files[0] as string)
  const databaseUrl = process.env.DATABASE_URL || defaultDatabaseUrl
  const source = sqliteFileOf(databaseUrl, `pg_dump --format=custom --file=${files[0]} "$DATABASE_URL"`)
  checkMediaTarget(target, force)
  const mediaDir = mediaDirOf(databaseUrl)
  // Files first, then the database, then the files of rows added meanwhile: every row's files are in.
  copyMediaBeforeDatabase(mediaDir, target)
  const report = await backupSqlite(source, target, { force })
  const media = completeMediaBackup(mediaDir, target)
  console.log(`Backed up ${source} to ${target} with SQLite's online backup`)
  console.log(
    `  ${report.pages} pages, ${report.bytes} bytes, ${report.ms} ms; copy restarted ${report.restarts} time(s) by writes`,
  )
  console.log(`  integrity_check: ${report.summary.integrity}; newest change seq ${report.summary.newestSeq}`)
  console.log(`  rows: ${describeRows(report.summary)}`)
  console.log(
    `  pictures: ${media.pictures} (${media.files} files, ${media.bytes} bytes) from ${mediaDir} into ${mediaFolderOf(target)}`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Refusal ? `db:backup refused: ${error.message}` : error)
  process.exit(1)
})
