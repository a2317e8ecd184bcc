/**
 * `npm run db:backup -- FILE [--force]`: a consistent copy of the SQLite database named by
 * DATABASE_URL, taken while the server runs (SQLite's backup API, sync-server/durability/sqlite-backup.ts).
 * PostgreSQL is refused with the pg_dump command to use instead. docs/operations.md.
 */
import { resolve } from "node:path"
import { backupSqlite } from "../durability/sqlite-backup.ts"
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
  const report = await backupSqlite(source, target, { force })
  console.log(`Backed up ${source} to ${target} with SQLite's online backup`)
  console.log(
    `  ${report.pages} pages, ${report.bytes} bytes, ${report.ms} ms; copy restarted ${report.restarts} time(s) by writes`,
  )
  console.log(`  integrity_check: ${report.summary.integrity}; newest change seq ${report.summary.newestSeq}`)
  console.log(`  rows: ${describeRows(report.summary)}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Refusal ? `db:backup refused: ${error.message}` : error)
  process.exit(1)
})
