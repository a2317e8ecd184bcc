/**
 * The built app the page suites serve (sync-server/pages/*.test.ts): `dist`, as `npm run build` makes
 * it, with the server's renderer in it. Vitest's global setup (ensure-build.ts) builds it when it is
 * missing or older than the app's sources, so a suite never renders with code that is not the code
 * under test; `npm test` builds first anyway. The same for the server compiled into it (server/).
 */
import { existsSync, readdirSync, statSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { compiledServerDir, compiledServerEntries, serverRendererFile } from "../pages/renderer-files.ts"

export const builtAppDir = resolve("dist")

/** What the build is made from: a change to any of these makes the build stale. */
const sources = ["app", "schema", "shared", "vite.config.ts", "index.html", "package.json"]

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

/** What the compiled server is made from (it imports nothing of app/: what both need is in shared/). */
const serverSources = ["sync-server", "schema", "shared", "scripts/build-server.ts", "package.json"]

/**
 * Why the compiled server must be made again (scripts/build-server.ts, under a second), or undefined
 * when it is there and newer than its sources.
 */
export const staleServerReason = (buildDir: string = builtAppDir): string | undefined => {
  const main = join(buildDir, compiledServerEntries.main)
  if (!existsSync(main)) return "no compiled server"
  const builtAt = statSync(main).mtimeMs
  const changed = serverSources.find((source) => existsSync(source) && newestChange(source) > builtAt)
  return changed === undefined ? undefined : `${changed} changed since the server was compiled`
}

const freshBuilds = new Map<string, boolean>()

/**
 * The arguments of `node` that run a server source file (`sync-server/main.ts`,
 * `sync-server/cli/backup.ts`, from the repository's root) in a child process: its compiled file in
 * `buildDir` (`server/main.mjs`, `server/cli/backup.mjs`) when that is there and newer than the
 * server's sources (vitest's global setup makes it so, and `npm test` builds first), else the source
 * through tsx. Compiled, a start takes about half the time and half the CPU (no TypeScript loader
 * compiling each file: docs/deployment.md), which the suites that start a server again and again
 * (the crash cycles, the shutdown and backup tests) and Playwright's servers gain at every start.
 * Whether the build is fresh is judged once per process and build folder.
 */
export const nodeArgsFor = (source: string, buildDir: string = builtAppDir): string[] => {
  const compiled = join(buildDir, compiledServerDir, relative("sync-server", source).replace(/\.ts$/, ".mjs"))
  if (!freshBuilds.has(buildDir)) freshBuilds.set(buildDir, staleServerReason(buildDir) === undefined)
  return existsSync(compiled) && freshBuilds.get(buildDir) === true ? [compiled] : ["--import", "tsx", source]
}
