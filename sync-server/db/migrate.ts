/**
 * The migrations, found by their file names (migration-files.ts: `migrations/NNN-name.ts`, in name
 * order), so adding one is adding its file. The same list under tsx, vitest, the knex CLI and the
 * compiled server.
 */
import type { Knex } from "knex"
import { migrationModules } from "./migration-files.ts"

interface Migration {
  readonly name: string
  up(knex: Knex): Promise<void>
  down(knex: Knex): Promise<void>
}

const isMigration = (module: unknown): module is Migration => {
  const candidate = module as Partial<Migration> | null
  return (
    typeof candidate?.name === "string" &&
    typeof candidate.up === "function" &&
    typeof candidate.down === "function"
  )
}

let loaded: Promise<ReadonlyArray<Migration>> | undefined

/**
 * Every migration in order (a migration's test runs those before it, then its own). A file whose
 * `name` is not its own name, or that lacks up or down, stops the server before anything runs.
 */
export const loadMigrations = (): Promise<ReadonlyArray<Migration>> => {
  loaded ??= migrationModules().then((modules) =>
    modules.map(([file, module]) => {
      if (!isMigration(module) || module.name !== file.replace(/\.ts$/, ""))
        throw new Error(`migrations/${file}: a migration exports up, down and its file's name as \`name\``)
      return module
    }),
  )
  return loaded
}

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...(await loadMigrations())],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
}

export const migrateToLatest = async (knex: Knex): Promise<void> => {
  await knex.migrate.latest({ migrationSource })
}
