/**
 * SIGTERM / SIGINT stop a running server gracefully (http-drain.ts, then the database) and exit 0;
 * a second signal while it stops exits at once, for an operator who will not wait.
 */
import { constants } from "node:os"
import type { RunningServer } from "../server.ts"

export interface StopOptions {
  /** The bound given to requests in flight (for the log line; the server applies it). */
  readonly timeoutMs: number
  readonly log?: (line: string) => void
}

export const stopOnSignals = (running: Pick<RunningServer, "close">, options: StopOptions): void => {
  const log = options.log ?? ((line: string) => console.log(line))
  let stopping = false
  const onSignal = (signal: "SIGTERM" | "SIGINT") => {
    if (stopping) {
      log(`${signal} again: exiting now, without waiting for requests in flight`)
      // The usual code of a process ended by that signal. Committed writes are safe: the database's
      // own journal recovers the rest at the next start, as after a crash.
      process.exit(128 + constants.signals[signal])
    }
    stopping = true
    log(`${signal}: refusing new connections; requests in flight get ${options.timeoutMs} ms to finish`)
    running.close().then(
      (report) => {
        log(
          `Stopped in ${report.ms} ms: ${report.inFlight} request(s) were in flight, ` +
            `${report.cut} connection(s) cut at the bound; database closed`,
        )
        process.exit(0)
      },
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on("SIGTERM", () => onSignal("SIGTERM"))
  process.on("SIGINT", () => onSignal("SIGINT"))
}
