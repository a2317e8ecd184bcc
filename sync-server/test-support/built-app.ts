/**
 * The built app the page suites serve (sync-server/pages/*.test.ts): `dist`, as `npm run build` makes
 * it, with the server's renderer in it. Vitest's global setup (ensure-build.ts) builds it when it is
 * missing or older than the app's sources, so a suite never renders with code that is not the code
 * under test; `npm test` builds first anyway. The same for the server compiled into it (server/).
 */
import { existsSync, readdirSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { compiledServerEntries, serverRendererFile } from "../pages/renderer-files.ts"

export const builtAppDir = resolve("dist")

/** What the build is made from: a change to any of these makes the build stale. */
const sources = ["app", "schema", "scripts/prerender-html.ts", "vite.config.ts", "index.html", "package.json"]

const newestChange = (path: string): number => {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

/** Why the build must be made again, or undefined when it is there and newer than its sources. */
export const staleBuildReason = (): string | undefined => {
  const renderer = join(builtAppDir, serverRendererFile)
  if (!existsSync(renderer) || !existsSync(join(builtAppDir, "index.html"))) return "no build"
  const builtAt = statSync(renderer).mtimeMs
  const changed = sources.find((source) => existsSync(source) && newestChange(source) > builtAt)
  return changed === undefined ? undefined : `${changed} changed since the build`
}

/** The compiled server in the build (`dist/server/main.mjs`), which the suites that run it start with node. */
export const compiledServerMain = join(builtAppDir, compiledServerEntries.main)

/** What the compiled server is made from (it takes the app's texts and a few of its rules too). */
const serverSources = ["sync-server", "schema", "app", "scripts/build-server.ts", "package.json"]

/**
 * Why the compiled server must be made again (scripts/build-server.ts, under a second), or undefined
 * when it is there and newer than its sources.
 */
export const staleServerReason = (): string | undefined => {
  if (!existsSync(compiledServerMain)) return "no compiled server"
  const builtAt = statSync(compiledServerMain).mtimeMs
  const changed = serverSources.find((source) => existsSync(source) && newestChange(source) > builtAt)
  return changed === undefined ? undefined : `${changed} changed since the server was compiled`
}
