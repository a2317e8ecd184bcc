/**
 * The last step of `npm run build` (issue 27): the server compiled to plain JavaScript, so production
 * starts it with `node` alone, with no TypeScript loader compiling every file at each start (about
 * 3 s of CPU with tsx). One esbuild bundle per entry point (sync-server/main.ts, which `npm run serve`
 * runs and every cluster worker runs, sync-server/cluster.ts, and the command lines of sync-server/cli/
 * in `server/cli/`) in `<build>/server/` (`dist`, or
 * BUILD_DIR, or the folder given): the project's own modules (sync-server, schema, shared)
 * are in the bundle; packages stay imports of node_modules, as installed (native ones such as
 * better-sqlite3 and sharp included), but for the few named below. So the build folder must stay
 * inside the project, below its node_modules. The password-hashing thread (scrypt-worker.mjs, already plain JavaScript) is copied
 * beside the bundles, where scrypt-pool.ts looks for it.
 */
import { copyFileSync, renameSync, rmSync } from "node:fs"
import { join } from "node:path"
import { type Plugin, build } from "esbuild"
import { compiledServerDir } from "../sync-server/pages/renderer-files.ts"
import { compiledMigrationFiles } from "../sync-server/db/migration-files.ts"

const root = process.argv[2] ?? process.env.BUILD_DIR ?? "dist"
const outdir = join(root, compiledServerDir)

/**
 * Packages compiled into the bundle rather than imported from node_modules: pure JavaScript modules of
 * many small files, of which the server uses a part. Imported as installed, `effect` alone costs about
 * 0.4 s at every start (its index loads every module); bundled, only what the server uses is there.
 * Every other package (native ones, CommonJS ones) stays external.
 */
const isBundled = (name: string): boolean =>
  name === "effect" ||
  name.startsWith("micromark") ||
  ["decode-named-character-reference", "character-entities"].includes(name)

const packageName = (specifier: string): string =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/")

/** `packages: "external"`, but for the packages isBundled names. */
const externalPackages: Plugin = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith("node:") || isBundled(packageName(path)) ? undefined : { path, external: true },
    )
  },
}

// Built beside, then put in place: a server starting meanwhile finds the old bundle or the new one.
const staging = `${outdir}.${process.pid}`
rmSync(staging, { recursive: true, force: true })
const started = performance.now()
const result = await build({
  // The command lines too (`npm run admin:password`, `db:backup`, `db:restore`), in server/cli/, so
  // production runs no TypeScript and needs no dev dependency (tsx is one).
  entryPoints: {
    main: "sync-server/main.ts",
    cluster: "sync-server/cluster.ts",
    "cli/set-admin-password": "sync-server/cli/set-admin-password.ts",
    "cli/backup": "sync-server/cli/backup.ts",
    "cli/restore": "sync-server/cli/restore.ts",
  },
  outdir: staging,
  // `.mjs`: a module wherever the build folder is, with or without a package.json saying "module".
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // The migrations listed from their folder now, as static imports (the bundle has no folder to read).
  plugins: [externalPackages, compiledMigrationFiles],
  // Linked, not loaded: `NODE_OPTIONS=--enable-source-maps` shows stack traces in the sources.
  sourcemap: "linked",
  logLevel: "warning",
  metafile: true,
})
// Beside each bundle that hashes passwords (the server's, and admin:password's in cli/).
for (const dir of [staging, join(staging, "cli")])
  copyFileSync("sync-server/auth/scrypt-worker.mjs", join(dir, "scrypt-worker.mjs"))
rmSync(outdir, { recursive: true, force: true })
renameSync(staging, outdir)

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith(".mjs"))
  .reduce((sum, [, output]) => sum + output.bytes, 0)
console.log(
  `compiled the server into ${outdir}: ${(bytes / 1024).toFixed(0)} KB in ${(performance.now() - started).toFixed(0)} ms`,
)
