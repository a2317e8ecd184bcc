/**
 * `npm run test:pg`: the server's API suites again, on a real PostgreSQL started for this run and
 * removed after it, also when the run is interrupted. Extra arguments go to vitest (default: every
 * test under sync-server/ whose result can depend on the engine, engine-test-files.ts). With TEST_POSTGRES_URL set, vitest.config.ts also includes the
 * PostgreSQL-only suites (`*.pg.test.ts`: several server processes, concurrent writers).
 */
import { spawn } from "node:child_process"
import { engineTestFiles } from "./engine-test-files.ts"
import { startPostgres } from "./postgres.ts"

const postgres = await startPostgres()
const args = process.argv.slice(2)
const vitest = spawn(
  "npx",
  ["vitest", "run", ...(args.length > 0 ? args : engineTestFiles(process.cwd(), "sync-server"))],
  {
    stdio: "inherit",
    env: { ...process.env, TEST_POSTGRES_URL: postgres.url },
  },
)
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => vitest.kill(signal))
const status = await new Promise<number>((resolve) => vitest.on("exit", (code) => resolve(code ?? 1)))
postgres.stop()
process.exit(status)
