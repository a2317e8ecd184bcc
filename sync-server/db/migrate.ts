/**
 * Migrations listed in code (not discovered from the file system), so they run the same under tsx,
 * vitest and the knex CLI.
 */
import type { Knex } from "knex"
import * as initial from "./migrations/001-initial.ts"
import * as loginThrottle from "./migrations/002-login-throttle.ts"
import * as auditLog from "./migrations/003-audit-log.ts"
import * as contentLanguages from "./migrations/004-content-languages.ts"
import * as media from "./migrations/005-media.ts"
import * as toolImage from "./migrations/006-tool-image.ts"
import * as captchaTokensUsed from "./migrations/007-captcha-tokens-used.ts"
import * as enquiryLimits from "./migrations/008-enquiry-limits.ts"
import * as listPaging from "./migrations/009-list-paging.ts"
import * as mediaFileName from "./migrations/010-media-file-name.ts"
import * as englishLists from "./migrations/011-english-lists.ts"

interface Migration {
  readonly name: string
  up(knex: Knex): Promise<void>
  down(knex: Knex): Promise<void>
}

/** Every migration in order (a migration's test runs those before it, then its own). */
export const migrations: ReadonlyArray<Migration> = [
  initial,
  loginThrottle,
  auditLog,
  contentLanguages,
  media,
  toolImage,
  captchaTokensUsed,
  enquiryLimits,
  listPaging,
  mediaFileName,
  englishLists,
]

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
}

export const migrateToLatest = async (knex: Knex): Promise<void> => {
  await knex.migrate.latest({ migrationSource })
}
