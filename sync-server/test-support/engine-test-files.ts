/**
 * The test files whose result can depend on the database engine: the PostgreSQL-only suites
 * (`*.pg.test.ts`), and those that read the test PostgreSQL's address from the environment themselves
 * or import (at any depth, through relative imports) a module that does (test-server.ts,
 * scratch.ts, pg-database.ts...). `npm run test:pg` runs only these again on PostgreSQL: the others
 * (pure functions, header rules, parsers) would run a second time exactly as under SQLite.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"

/** How every engine-choosing module reads it (written in two parts so this file does not match). */
const readsAddress = ["process.env", "TEST_POSTGRES_URL"].join(".")
const relativeImport = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g

const importsOf = (file: string): string[] =>
  [...readFileSync(file, "utf8").matchAll(relativeImport)]
    .map((match) => resolve(dirname(file), match[1] ?? ""))
    .filter((path) => existsSync(path))

export const engineTestFiles = (root: string, folder: string): string[] => {
  const readsEngine = new Map<string, boolean>()
  const visit = (file: string, path: Set<string>): boolean => {
    const known = readsEngine.get(file)
    if (known !== undefined) return known
    // An import cycle: the file on the path decides once its other imports are read.
    if (path.has(file)) return false
    path.add(file)
    const result =
      file.endsWith(".pg.test.ts") ||
      readFileSync(file, "utf8").includes(readsAddress) ||
      importsOf(file).some((imported) => visit(imported, path))
    path.delete(file)
    readsEngine.set(file, result)
    return result
  }
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => join(root, folder, name))
    .filter((file) => visit(file, new Set()))
    .map((file) => relative(root, file))
    .sort()
}
