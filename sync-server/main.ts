/** `npm run serve`: the API and the built app on PORT, stopping cleanly on SIGTERM/SIGINT. */
import { ConfigError, configFromEnv } from "./config.ts"
import { startServer } from "./server.ts"

const main = async () => {
  const config = configFromEnv()
  const running = await startServer(config)
  const shown = config.host ?? "localhost"
  console.log(`Serving on http://${shown}:${running.port} (database: ${config.databaseUrl.split(":")[0]})`)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: finishing requests and closing the database`)
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on("SIGTERM", () => stop("SIGTERM"))
  process.on("SIGINT", () => stop("SIGINT"))
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
