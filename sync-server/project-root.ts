/**
 * The project's folder: the nearest folder above a module that holds a package.json. A module that
 * reads the project's files (public/, node_modules/.cache) finds them from here, the same whether the
 * server runs from its sources (sync-server/…) or compiled into a build folder at any depth
 * (`dist/server/main.mjs`, `.tmp/dist-a/server/main.mjs`: scripts/build-server.ts).
 */
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

export const projectRootOf = (moduleUrl: string): string => {
  const start = dirname(fileURLToPath(moduleUrl))
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}: not inside the project`)
  }
}
