/**
 * `npm run dev`: the Vite dev server (hot reload) in middleware mode, with the real API in front of it
 * on the same origin, so cookies and /api paths work exactly as in production.
 */
import express from "express"
import { createServer as createViteServer } from "vite"
import { ConfigError, configFromEnv } from "./config.ts"
import { startServer } from "./server.ts"

const main = async () => {
  const config = configFromEnv()
  const running = await startServer(config, {
    serveStatic: false,
    frontend: async (api) => {
      const vite = await createViteServer({ server: { middlewareMode: true }, appType: "spa" })
      const outer = express()
      outer.use(api)
      outer.use(vite.middlewares)
      return { handler: outer, close: () => vite.close() }
    },
  })
  console.log(`Dev server on http://${config.host ?? "localhost"}:${running.port}`)
  const stop = () => void running.close().then(() => process.exit(0))
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
