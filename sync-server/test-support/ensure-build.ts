/**
 * Vitest's global setup: the page suites serve the real build (built-app.ts). When it is missing or
 * older than the app's sources, it is built once here, before any suite starts; when only the server
 * compiled into it (server/, which scripts/build-server.test.ts runs) is older than the server's
 * sources, only that is compiled again (a second or two). Two vitest runs at once (an engineer's and a
 * watcher's) would build into the same folder together: a lock folder lets one build while the other
 * waits, then finds the build fresh.
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, rmSync, statSync } from "node:fs"
import { builtAppDir, staleBuildReason, staleServerReason } from "./built-app.ts"

const lock = ".tmp/build.lock"
/** A lock older than this was left by a run that was killed mid-build (a build takes about 20 s). */
const abandonedAfterMs = 5 * 60 * 1000

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

const takeLock = (): void => {
  mkdirSync(".tmp", { recursive: true })
  for (;;) {
    try {
      mkdirSync(lock)
      return
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > abandonedAfterMs)
          rmSync(lock, { recursive: true, force: true })
      } catch {
        // released meanwhile
      }
      sleep(500)
    }
  }
}

export default function ensureBuild(): void {
  if (staleBuildReason() === undefined && staleServerReason() === undefined) return
  takeLock()
  try {
    const reason = staleBuildReason()
    if (reason !== undefined) {
      console.log(`building the app for the page suites (${reason})`)
      // Not vitest's NODE_ENV=test: the build would take React's development JSX runtime.
      execFileSync("npm", ["run", "build"], {
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "production" },
      })
      return
    }
    const serverReason = staleServerReason()
    if (serverReason === undefined) return
    console.log(`compiling the server into the build (${serverReason})`)
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server.ts", builtAppDir], {
      stdio: "inherit",
    })
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
