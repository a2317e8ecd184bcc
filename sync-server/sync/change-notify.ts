/**
 * PostgreSQL: one LISTEN connection per process, told by every process's write transactions
 * (`NOTIFY change_log` in change-log.ts, delivered at their commit and never for a rollback). It comes
 * back after a lost connection; change-watch.ts also looks every few seconds in case one was missed.
 */
import pg from "pg"
import type { Database } from "../db/connection.ts"

export const changeChannel = "change_log"

const connectionOf = (db: Database): pg.ClientConfig => {
  const connection = (db.knex.client as { config: { connection: unknown } }).config.connection
  return typeof connection === "string" ? { connectionString: connection } : (connection as pg.ClientConfig)
}

/** Calls `heard` on each notification until the returned function is called. */
export const listenForChanges = (db: Database, heard: () => void): (() => void) => {
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined

  const connect = () => {
    if (stopped) return
    const next = new pg.Client(connectionOf(db))
    client = next
    const again = () => {
      if (stopped || client !== next) return
      client = undefined
      next.end().catch(() => undefined)
      retry = setTimeout(connect, 1_000)
      retry.unref()
    }
    next.on("notification", () => heard())
    next.on("error", again)
    next.on("end", again)
    next
      .connect()
      .then(() => next.query(`LISTEN ${changeChannel}`))
      // Anything committed while this connection was away is read now.
      .then(() => heard())
      .catch(again)
  }
  connect()

  return () => {
    stopped = true
    if (retry !== undefined) clearTimeout(retry)
    client?.end().catch(() => undefined)
    client = undefined
  }
}
