/**
 * `npm run serve`: the API and the built app on PORT, stopping gracefully on SIGTERM/SIGINT.
 * `serveFromEnv` is the whole start, importable by anything that runs the server in a process of its
 * own (a cluster worker).
 */
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { ConfigError, configFromEnv } from "./config.ts"
import { stopOnSignals } from "./durability/stop-on-signals.ts"
import { type RunningServer, startServer } from "./server.ts"

const defaultShutdownTimeoutMs = 10_000

/** Read the settings, start the server, print where it listens, and stop it on SIGTERM/SIGINT. */
export const serveFromEnv = async (env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> => {
  const config = configFromEnv(env)
  const running = await startServer(config)
  const shown = config.host ?? "localhost"
  console.log(`Serving on http://${shown}:${running.port} (database: ${config.databaseUrl.split(":")[0]})`)
  stopOnSignals(running, { timeoutMs: config.shutdownTimeoutMs ?? defaultShutdownTimeoutMs })
  return running
}

const isEntryPoint =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)

if (isEntryPoint) {
  serveFromEnv().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  })
}
