/** Start and stop a whole server (database, bootstrap, HTTP): used by main.ts and by tests. */
import { createServer, type RequestListener, type Server } from "node:http"
import type { Express } from "express"
import type { AddressInfo } from "node:net"
import { type AppOptions, createApp } from "./app.ts"
import type { ServerConfig } from "./config.ts"
import { bootstrapDatabase } from "./bootstrap/bootstrap.ts"
import { openDatabase } from "./db/connection.ts"
import type { DemoContent } from "./bootstrap/seed-demo.ts"
import { type DrainReport, trackForDrain } from "./http/http-drain.ts"
import { startEnquiryRetention } from "./abuse/enquiry-retention.ts"
import { startScheduler } from "./schedule/scheduler.ts"
import { pruneAuditLog } from "./audit/retention.ts"
import { pruneIdempotencyKeys } from "./writes/idempotency.ts"
import { mediaSettings } from "./media/media-settings.ts"

export interface RunningServer {
  readonly server: Server
  readonly port: number
  /**
   * Stop: no new connections, requests in flight finish within `config.shutdownTimeoutMs` (then their
   * connections are cut), then the database is closed (SQLite: its WAL checkpointed into the file first).
   */
  close(): Promise<DrainReport>
  /** Run an enquiry retention sweep now (it also runs at start and hourly); how many it deleted. */
  sweepEnquiries(): Promise<number>
  /** Carry out the scheduled publications due now (also at start and every 10 s); how many it did. */
  runSchedules(): Promise<number>
}

/** Something served in front of the API (the Vite dev server in `npm run dev`). */
export interface Frontend {
  readonly handler: RequestListener
  close(): Promise<void>
}

export interface StartOptions extends AppOptions {
  readonly demoData?: DemoContent
  readonly frontend?: (api: Express) => Promise<Frontend>
  /** Enquiries deleted per transaction by the retention (default 500), for tests. */
  readonly enquiryRetentionBatch?: number
}

const hourMs = 60 * 60 * 1000
const defaultShutdownTimeoutMs = 10_000

export const startServer = async (
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> => {
  const db = openDatabase(config.databaseUrl)
  const now = options.now ?? Date.now
  try {
    await bootstrapDatabase(db, {
      admin: { username: config.adminUsername, password: config.adminPassword },
      demoContent: config.demoContent,
      demoData: options.demoData,
      mediaDir: mediaSettings(config, options.media).dir,
      now: now(),
    })
    await pruneIdempotencyKeys(db, now())
    await pruneAuditLog(db, config.auditRetentionDays, now())
  } catch (error) {
    await db.knex.destroy()
    throw error
  }
  const app = createApp(db, config, options)
  try {
    await app.ready()
  } catch (error) {
    app.close()
    await db.knex.destroy()
    throw error
  }
  const frontend = await options.frontend?.(app.express)
  const server = createServer(frontend?.handler ?? app.handler)
  // An idle kept-alive connection stays open longer than the idle limits of the proxies and clients
  // in front (60 s for nginx's upstream keepalive and most load balancers): with Node's 5 s, a client
  // reusing a connection just as the server closes it gets a reset (seen as ECONNRESET in an e2e
  // run), and a proxy answers 502. Headers must still arrive within a second more than that.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const drain = trackForDrain(server)
  const prune = setInterval(() => {
    void pruneIdempotencyKeys(db, now()).catch(() => undefined)
    void pruneAuditLog(db, config.auditRetentionDays, now()).catch(() => undefined)
  }, hourMs)
  prune.unref()
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, config.host, () => resolve())
  })
  // Completed and rejected enquiries past the settings' period (abuse/enquiry-retention.ts).
  const retention = startEnquiryRetention(db, now, { batchSize: options.enquiryRetentionBatch })
  // Scheduled publishing, due now or missed while the server was down (schedule/scheduler.ts).
  const scheduler = startScheduler(db, now)
  return {
    server,
    port: (server.address() as AddressInfo).port,
    sweepEnquiries: () => retention.sweep(),
    runSchedules: () => scheduler.run(),
    close: async () => {
      clearInterval(prune)
      app.close()
      await frontend?.close()
      const report = await drain.stop(config.shutdownTimeoutMs ?? defaultShutdownTimeoutMs)
      // A sweep in progress ends after its batch (committed whole or not at all).
      await retention.stop()
      await scheduler.stop()
      // The pool waits for transactions still running (a request cut at the bound may own one).
      if (db.engine === "sqlite") {
        // Everything into the database file, so a copy of that file alone is whole.
        await db.knex.raw("PRAGMA wal_checkpoint(TRUNCATE)").catch((error: unknown) => console.error(error))
      }
      await db.knex.destroy()
      // Let clients in this process (tests) see their sockets close before anything reuses the port.
      await new Promise((resolve) => setTimeout(resolve, 20))
      return report
    },
  }
}
