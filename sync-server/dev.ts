/**
 * `npm run dev`: the Vite dev server (hot reload) in middleware mode, with the real API in front of it
 * on the same origin, so cookies and /api paths work exactly as in production.
 */
import express from "express"
import { createServer as createViteServer } from "vite"
import { ConfigError, configFromEnv } from "./config.ts"
import { startServer } from "./server.ts"
import { developmentDirectives } from "./security/content-security-policy.ts"
import { type TrustProxy, securityHeaders } from "./security/headers.ts"

const main = async () => {
  const config = configFromEnv()
  const running = await startServer(config, {
    serveStatic: false,
    frontend: async (api) => {
      const vite = await createViteServer({ server: { middlewareMode: true }, appType: "spa" })
      const outer = express()
      // The same headers as `npm run serve`, with the policy Vite's dev server needs (development only).
      const setSecurityHeaders = securityHeaders(
        developmentDirectives(),
        api.get("trust proxy fn") as TrustProxy,
      )
      outer.use((req, res, next) => {
        setSecurityHeaders(req, res)
        next()
      })
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
