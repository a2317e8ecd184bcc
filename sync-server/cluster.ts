/**
 * `npm run serve:cluster`: WORKERS server processes (default: one per core) sharing one port through
 * Node's cluster module, for one machine with several cores. The primary bootstraps the database once
 * before forking (migrations, settings, first administrator), gives every worker the same session
 * secret, restarts a worker that dies unexpectedly, and on SIGTERM/SIGINT stops the workers gracefully
 * and exits 0 once all have stopped. Each worker runs main.ts (compiled: main.mjs), exactly what
 * `npm run serve` runs.
 */
import cluster, { type Worker } from "node:cluster"
import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { ConfigError, configFromEnv } from "./config.ts"
import { bootstrapDatabase } from "./bootstrap/bootstrap.ts"
import { openDatabase } from "./db/connection.ts"
import { mediaSettings } from "./media/media-settings.ts"

const parseWorkers = (value: string | undefined): number => {
  if (value === undefined || value === "") return availableParallelism()
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > 256)
    throw new ConfigError(`WORKERS is not a number of processes (1-256): ${value}`)
  return count
}

/** A worker that dies this soon after it started counts as a crash loop: its restart waits longer. */
const quickDeathMs = 5_000
const maxRestartDelayMs = 10_000

const main = async () => {
  const workers = parseWorkers(process.env.WORKERS)
  // Read once here: an unset SESSION_SECRET becomes one random secret shared by every worker (one per
  // worker would make each reject the others' session cookies).
  const config = configFromEnv()
  const db = openDatabase(config.databaseUrl)
  try {
    await bootstrapDatabase(db, {
      admin: { username: config.adminUsername, password: config.adminPassword },
      demoContent: config.demoContent,
      mediaDir: mediaSettings(config).dir,
      now: Date.now(),
    })
  } finally {
    await db.knex.destroy()
  }

  // Beside this module: main.ts when it runs from its sources, main.mjs when it runs compiled
  // (`<build>/server/cluster.mjs`, scripts/build-server.ts).
  const workerEntry = import.meta.url.endsWith(".ts") ? "./main.ts" : "./main.mjs"
  cluster.setupPrimary({ exec: fileURLToPath(new URL(workerEntry, import.meta.url)) })
  const workerEnv = { SESSION_SECRET: config.sessionSecret }
  // Live workers and when each started (cluster.workers may still list a worker that has exited).
  const startedAt = new Map<number, number>()
  let restartDelayMs = 0
  let stopping = false

  const fork = (): Worker => {
    const worker = cluster.fork(workerEnv)
    startedAt.set(worker.id, Date.now())
    console.log(`cluster: worker ${worker.process.pid} started`)
    return worker
  }

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0)
    startedAt.delete(worker.id)
    if (stopping) {
      if (startedAt.size === 0) {
        console.log("cluster: every worker has stopped")
        process.exit(0)
      }
      return
    }
    restartDelayMs = lived < quickDeathMs ? Math.min(Math.max(restartDelayMs * 2, 250), maxRestartDelayMs) : 0
    console.error(
      `cluster: worker ${worker.process.pid} exited unexpectedly (${signal ?? `code ${code}`}); ` +
        `starting another${restartDelayMs > 0 ? ` in ${restartDelayMs} ms` : ""}`,
    )
    setTimeout(() => {
      if (!stopping) fork()
    }, restartDelayMs)
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const running = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && startedAt.has(worker.id),
    )
    console.log(`cluster: ${signal}: stopping ${running.length} workers`)
    if (running.length === 0) process.exit(0)
    // Each worker finishes its requests and closes its database (main.ts); SIGTERM rather than
    // worker.kill(), which would cut the IPC channel first.
    for (const worker of running) worker.process.kill("SIGTERM")
    // A worker that does not stop within its shutdown time (plus a margin) is killed.
    setTimeout(
      () => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL")
      },
      (config.shutdownTimeoutMs ?? 10_000) + 5_000,
    ).unref()
  }
  process.on("SIGTERM", () => stop("SIGTERM"))
  process.on("SIGINT", () => stop("SIGINT"))

  for (let i = 0; i < workers; i += 1) fork()
  console.log(
    `cluster: ${workers} workers on port ${config.port} (database: ${config.databaseUrl.split(":")[0]})`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
