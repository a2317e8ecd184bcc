/**
 * The migrations are the files named `NNN-name.ts` in ./migrations (their tests and helpers aside),
 * run in the order of their names: a new migration is a new file, with no list to keep. A
 * migration's knex name is its `name` export, which must be its file's name (knex keeps the names it
 * ran in `knex_migrations`, so a file is never renamed).
 *
 * Under tsx and vitest the folder is read and each file imported. The compiled server has no folder
 * to read: scripts/build-server.ts gives esbuild `compiledMigrationFiles`, which puts in this module's
 * place static imports of the same files, listed the same way when the server is built.
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import type { Plugin } from "esbuild"

const folder = join(import.meta.dirname, "migrations")

/** A migration's file name: three digits, a dash, a lower-case name, `.ts` (not `.test.ts`). */
export const isMigrationFile = (file: string): boolean => /^\d{3}-[a-z0-9-]+\.ts$/.test(file)

/** The migration files of `dir`, in the order they run. */
export const migrationFileNames = (dir: string = folder): string[] =>
  readdirSync(dir).filter(isMigrationFile).sort()

/** Each migration file's module, in order, with the file's name. */
export const migrationModules = async (): Promise<ReadonlyArray<readonly [string, unknown]>> =>
  Promise.all(
    migrationFileNames().map(
      async (file) => [file, await import(pathToFileURL(join(folder, file)).href)] as const,
    ),
  )

/** esbuild's stand-in for this module in the compiled server: the same files, imported statically. */
export const compiledMigrationFiles: Plugin = {
  name: "migration-files",
  setup(build) {
    build.onLoad({ filter: /[\\/]sync-server[\\/]db[\\/]migration-files\.ts$/ }, () => {
      const files = migrationFileNames()
      const contents = [
        ...files.map((file, index) => `import * as m${index} from "./migrations/${file}"`),
        `export const migrationModules = async () => [${files
          .map((file, index) => `[${JSON.stringify(file)}, m${index}]`)
          .join(", ")}]`,
      ].join("\n")
      return { contents, loader: "ts", resolveDir: import.meta.dirname, watchDirs: [folder] }
    })
  },
}
