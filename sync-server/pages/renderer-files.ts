/** Where the build puts the server's renderer (vite.config.ts), inside the build folder. */
export const serverRendererDir = "ssr"
/** `.mjs`: a module wherever the build folder is copied, with or without a package.json above it. */
export const serverRendererFile = `${serverRendererDir}/render-page.mjs`
/**
 * Where the build puts the server itself, compiled to JavaScript (scripts/build-server.ts), inside the
 * build folder: `npm run serve` runs `<build>/server/main.mjs` with plain node. Never sent.
 */
export const compiledServerDir = "server"
/** The compiled server's entry points, by the source file each is made from. */
export const compiledServerEntries = {
  main: `${compiledServerDir}/main.mjs`,
  cluster: `${compiledServerDir}/cluster.mjs`,
  /** The command lines (sync-server/cli/): `npm run admin:password`, `db:backup`, `db:restore`. */
  setAdminPassword: `${compiledServerDir}/cli/set-admin-password.mjs`,
  backup: `${compiledServerDir}/cli/backup.mjs`,
  restore: `${compiledServerDir}/cli/restore.mjs`,
} as const
